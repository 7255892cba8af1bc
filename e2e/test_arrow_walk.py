"""The keyboard tests' way to a place (``keyboard.arrow_keys``), in CPython:
on a real Tantrix board the arrow keys reach every place from every place,
and the shortest way is found where a walk that only heads towards the
goal circles round a notch of the board (a CI run failed on such a walk)."""

from __future__ import annotations

import random

from ui.keyboard import DIRECTIONS, step

from abstrakta.core import CHANCE
from abstrakta.games.tantrix import TantrixState
from e2e.keyboard import arrow_keys


def tantrix_places(seed: int, decisions: int) -> dict[str, tuple[float, float]]:
    """Every tile and open space of a random two-player game after
    ``decisions`` placements, laid out as the view lays hexes."""
    rng = random.Random(seed)
    state = TantrixState({"players": "2"})
    made = 0
    while made < decisions:
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
            continue
        state.play(rng.choice(state.legal_moves()))
        made += 1
    cells = [*state.board, *state.open_hexes()]
    return {f"{q}.{r}": (10.0 * (q + r / 2), 8.66 * r) for q, r in cells}


def heading_walk(places: dict[str, tuple[float, float]], start: str, goal: str) -> bool:
    """The old way: the arrow along the larger gap, else the other, while
    either moves the cursor at all. True if it arrives within 60 keys."""
    here = start
    for _ in range(60):
        if here == goal:
            return True
        (x0, y0), (x1, y1) = places[here], places[goal]
        keys = ["ArrowRight" if x1 > x0 else "ArrowLeft", "ArrowDown" if y1 > y0 else "ArrowUp"]
        if abs(y1 - y0) > abs(x1 - x0):
            keys.reverse()
        moved = (step(places, here, DIRECTIONS[key]) for key in keys)
        here = next((m for m in moved if m is not None), here)
    return False


def walk(places: dict[str, tuple[float, float]], start: str, keys: list[str]) -> str:
    here = start
    for key in keys:
        there = step(places, here, DIRECTIONS[key])
        assert there is not None
        here = there
    return here


def test_the_shortest_arrow_keys_reach_a_place_a_heading_walk_circles_round() -> None:
    places = tantrix_places(seed=0, decisions=54)
    start, goal = "-4.3", "5.-2"
    assert not heading_walk(places, start, goal)
    keys = arrow_keys(places, start, goal)
    assert keys is not None and walk(places, start, keys) == goal


def test_every_place_of_a_tantrix_board_reaches_every_other() -> None:
    for seed, decisions in ((0, 54), (1, 20), (2, 40)):
        places = tantrix_places(seed, decisions)
        first = next(iter(places))
        for name in places:
            for start, goal in ((first, name), (name, first)):
                keys = arrow_keys(places, start, goal)
                assert keys is not None, f"{start} -> {goal}"
                assert walk(places, start, keys) == goal
