"""The search over Asterismo's final trees (``asterismo_trees``): on small
positions it finds exactly the trees that some order of safe takes leaves
(by the rules), so its "none" proves a goal out of reach."""

from __future__ import annotations

import random

import pytest

from abstrakta.games.asterismo_trees import Outcome, final_trees
from tests.test_asterismo_solver import playable_position, reachable_trees


def covers(tree: int, kept: int, masks: tuple[int, int, int], need: tuple[int, ...]) -> bool:
    return all(((tree & ~kept) & m).bit_count() >= need[c] for c, m in enumerate(masks))


def no_limit() -> None:
    pass


@pytest.mark.parametrize("seed", range(4))
def test_final_trees_are_the_trees_the_rules_can_leave(seed: int) -> None:
    rng = random.Random(seed)
    outcomes = {Outcome.NONE: 0, Outcome.REJECTED: 0}
    for _ in range(30):
        state = playable_position(rng, 2, most=12)
        tree = state.tree
        masks = tuple(m & tree for m in state.colour_masks)
        reached = reachable_trees(tree, masks)  # type: ignore[arg-type]
        sizes = [(tree & m).bit_count() for m in masks]
        need = tuple(rng.randint(0, n) for n in sizes)
        expected = {kept for kept in reached if covers(tree, kept, masks, need)}  # type: ignore[arg-type]
        offered: list[int] = []

        def refuse(kept: int, offered: list[int] = offered) -> bool:
            offered.append(kept)
            return False

        outcome = final_trees(tree, masks, need, no_limit, refuse)  # type: ignore[arg-type]
        # every tree offered can be left and covers the need; none is missed
        assert set(offered) <= expected
        assert (outcome is Outcome.NONE) == (not expected), (need, sorted(expected))
        outcomes[outcome] += 1
    assert min(outcomes.values()) >= 3, outcomes


def test_the_first_tree_offered_can_end_the_search() -> None:
    rng = random.Random(9)
    state = playable_position(rng, 2, least=8)
    tree = state.tree
    masks = tuple(m & tree for m in state.colour_masks)
    smallest = min(reachable_trees(tree, masks), key=int.bit_count)  # type: ignore[arg-type]
    need = tuple(((tree & ~smallest) & m).bit_count() for m in masks)
    assert sum(need) > 0
    offered: list[int] = []

    def accept(kept: int) -> bool:
        offered.append(kept)
        return True

    outcome = final_trees(tree, masks, need, no_limit, accept)  # type: ignore[arg-type]
    assert outcome is Outcome.ACCEPTED and len(offered) == 1


def test_the_counter_can_stop_the_search() -> None:
    rng = random.Random(2)
    state = playable_position(rng, 2)
    masks = tuple(m & state.tree for m in state.colour_masks)

    class Stop(Exception):
        pass

    def stop() -> None:
        raise Stop

    with pytest.raises(Stop):
        final_trees(state.tree, masks, (0, 0, 0), stop, lambda kept: False)  # type: ignore[arg-type]
