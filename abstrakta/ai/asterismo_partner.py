"""Asterismo: a computer partner for the cooperative game.

The partner never makes a losing take when a safe one exists (a take is
safe when no piece falls and the tree stays whole: ``safe_cells``). Among
the safe takes:

1. it asks the solver (``asterismo_solver.solve``) with a node budget: when
   the position is small enough for the solver to find a winning order of
   moves within the budget, the partner plays that order's first move
   (its own take, or the next piece of the initial harvest to share);
2. otherwise it picks by a heuristic (``take_score``): a colour it still
   needs first, then a colour nobody needs, never (if it can help it) a
   colour only a partner needs; then the take that leaves the most safe
   takes for the next player, then the piece with the fewest neighbours
   (peeling the tree from outside keeps it compact).

While the initial harvest is shared out (seat 0 holds the pen) it follows
the solver's share when the solver finds a win, else the rules module's
``proposed_share``.

Levels: ``easy`` uses the heuristic alone, ``normal`` asks the solver with
``NORMAL_NODES``, ``strong`` with the solver's default budget (both also
stop at the ``seconds`` the app gives, its time cap).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from abstrakta.ai.players import EASY, NORMAL, RANDOM, STRONG, Player, RandomPlayer
from abstrakta.ai.search import AnyState, Move
from abstrakta.games.asterismo import (
    AsterismoState,
    Take,
    bit,
    board_neighbours,
    take_effect,
)
from abstrakta.games.asterismo_solver import DEFAULT_MAX_NODES, solve

#: Solver budget (positions) of the normal partner: at most some tenths of
#: a second. 3,000 won 71 of 84 three-player deals the solver proves
#: winnable (100 deals); 10,000 won 80.
NORMAL_NODES = 10_000


def safe_takes(state: AsterismoState) -> list[Take]:
    return [Take(cell) for cell in state.safe_cells()]


def take_score(state: AsterismoState, seat: int, take: Take) -> tuple[float, ...]:
    """How good a safe take is for ``seat`` (higher is better; see the
    module docstring)."""
    colour = state.layout[take.cell]
    mine = state.progress(seat).missing
    needed_by_me = mine[colour] > 0
    if state.players == 3:
        # any one colour will do: the one closest to the goal counts most
        needed_by_me = needed_by_me and mine[colour] == min(m for m in mine)
    needed_by_others = any(
        state.progress(other).missing[colour] > 0 for other in range(state.players) if other != seat
    )
    need = 2 if needed_by_me else (1 if not needed_by_others else 0)
    tree = state.tree & ~(1 << bit(take.cell))
    masks = tuple(m & tree for m in state.colour_masks)
    mobility = 0
    for cell in state.pieces():
        if cell == take.cell:
            continue
        fallen, split = take_effect(tree, masks, bit(cell))  # type: ignore[arg-type]
        mobility += not fallen and not split
    neighbours = sum(1 for cell in board_neighbours(take.cell) if state.colour_at(cell) is not None)
    return (need, mobility, -neighbours)


@dataclass(frozen=True)
class AsterismoPartner:
    #: solver budget in positions (0: no solver)
    nodes: int

    def choose(self, state: AnyState, seat: int, rng: random.Random, seconds: float | None) -> Move:
        assert isinstance(state, AsterismoState)
        if self.nodes:
            solution = solve(state, self.nodes, seconds)
            if solution.winnable and solution.moves:
                return state.parse_move(solution.moves[0])
        if state.phase == "share":
            return state.proposed_share()[0]
        safe = safe_takes(state)
        if not safe:
            return state.legal_moves()[0]  # every take loses
        scored = [(take_score(state, seat, take), i, take) for i, take in enumerate(safe)]
        best = max(score for score, _, _ in scored)
        return rng.choice([take for score, _, take in scored if score == best])


#: Rough CPython seconds per move of each level (``ai.level_info``).
SECONDS = {EASY: 0.01, NORMAL: 0.05, STRONG: 0.6}


def player(level: str) -> Player:
    if level == RANDOM:
        return RandomPlayer()
    nodes = {EASY: 0, NORMAL: NORMAL_NODES, STRONG: DEFAULT_MAX_NODES}[level]
    return AsterismoPartner(nodes)
