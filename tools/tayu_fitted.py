"""An experimental Ta Yü evaluation fitted from self-play (issue 17; not
used by any level yet): a side's estimate is the points scored plus the
points it is expected to gain by the end, a least-squares fit per stage of
the game over open outlets by distance and uncovered edge squares.

Measured (``tools/tune_tayu.py``, each seed played with the seats swapped):
greedy on this evaluation beats greedy on ``tayu_policy.HEURISTIC`` 0.74
(400 games) and equals the shipped normal lookahead 0.51 (120 games) at a
twentieth of its time; but the lookahead on it lost to the shipped normal
0.43 (200 games), unexplained, so it is not shipped.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from abstrakta.ai.tayu_policy import Heuristic
from abstrakta.games.tayu import GREY_SQUARES, PAD, SIZE, WIDTH, Place, TayuState

#: Stages of a game by tiles laid (``stage_of``): the fitted numbers differ
#: by stage (early outlets have time to reach an edge; late ones do not).
STAGES = (0, 10, 25, 40, 55, 70)
#: Distance buckets of an open outlet's square from a side: 0, 1, ..., 6,
#: 7-8, 9-11, 12 and more.
_BUCKET_OF_DISTANCE = (0, 1, 2, 3, 4, 5, 6, 7, 7, 8, 8, 8) + (9,) * SIZE
#: Features per side (``side_features``): 1, open squares per distance
#: bucket (10), open squares on the edge facing a grey frame square, the
#: side's uncovered edge squares facing a plain / a grey frame square.
_OPEN_GREY, _FREE_PLAIN, _FREE_GREY = 11, 12, 13
FEATURES = 14


def stage_of(laid: int) -> int:
    """The stage (index in ``STAGES``) of a game with ``laid`` tiles laid."""
    stage = 0
    while stage + 1 < len(STAGES) and laid >= STAGES[stage + 1]:
        stage += 1
    return stage


@cache
def _feature_of_square() -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Per padded board index: per side (E N W S), the feature an open
    outlet there adds to, and the feature the square adds to while it is
    an uncovered edge square of that side (-1: none)."""
    table = {}
    for row in range(SIZE):
        for column in range(SIZE):
            index = (row + PAD) * WIDTH + column + PAD
            distances = (SIZE - 1 - column, SIZE - 1 - row, column, row)
            outside = ((SIZE, row), (column, SIZE), (-1, row), (column, -1))
            opened, edge = [], []
            for d in range(4):
                if distances[d]:
                    opened.append(1 + _BUCKET_OF_DISTANCE[distances[d]])
                    edge.append(-1)
                elif outside[d] in GREY_SQUARES:
                    opened.append(_OPEN_GREY)
                    edge.append(_FREE_GREY)
                else:
                    opened.append(1)
                    edge.append(_FREE_PLAIN)
            table[index] = (tuple(opened), tuple(edge))
    return table


def _edge_squares() -> tuple[tuple[int, ...], ...]:
    """Per side (E N W S): the padded indexes of its edge squares."""
    last = SIZE - 1
    lines = (
        [(last, r) for r in range(SIZE)],
        [(c, last) for c in range(SIZE)],
        [(0, r) for r in range(SIZE)],
        [(c, 0) for c in range(SIZE)],
    )
    return tuple(tuple((r + PAD) * WIDTH + c + PAD for c, r in line) for line in lines)


EDGE_SQUARES = _edge_squares()


def side_features(state: TayuState) -> list[list[float]]:
    """Per side (E N W S): the ``FEATURES`` the fitted evaluation weighs
    (see ``_feature_of_square``); for ``tools/fit_tayu.py`` and tests."""
    table = _feature_of_square()
    features = [[1.0] + [0.0] * (FEATURES - 1) for _ in range(4)]
    for index in state._open:
        opened = table[index][0]
        for d in range(4):
            features[d][opened[d]] += 1
    board = state._board
    for d in range(4):
        for index in EDGE_SQUARES[d]:
            if board[index] == 0:  # EMPTY
                features[d][table[index][1][d]] += 1
    return features


@dataclass(frozen=True)
class FittedHeuristic(Heuristic):
    """``Heuristic`` whose side estimates are the points scored plus the
    points a side is expected to gain by the end, fitted by least squares
    on self-play (``tools/fit_tayu.py``: ``FITTED``, one row of
    ``FEATURES`` weights per stage)."""

    fitted: tuple[tuple[float, ...], ...] = ()

    def side_estimates(self, state: TayuState, after: Place | None = None) -> list[float]:
        if after is not None:  # the fitted terms read the whole board: lay the tile
            state = state.clone()
            state.play(after)
        weights = self.fitted[stage_of(len(state.placed))]
        open_w, edge_w = _fitted_tables(weights)
        points = state._side_points
        e = points[0] + weights[0]
        n = points[1] + weights[0]
        w = points[2] + weights[0]
        s = points[3] + weights[0]
        for index in state._open:
            a, b, c, d = open_w[index]
            e += a
            n += b
            w += c
            s += d
        board = state._board
        for index, (a, b, c, d) in edge_w:
            if board[index] == 0:  # EMPTY
                e += a
                n += b
                w += c
                s += d
        return [max(e, 0.0), max(n, 0.0), max(w, 0.0), max(s, 0.0)]


@cache
def _fitted_tables(
    weights: tuple[float, ...],
) -> tuple[dict[int, tuple[float, ...]], tuple[tuple[int, tuple[float, ...]], ...]]:
    """The stage's weights per padded index: an open outlet's worth per
    side, and each edge square's worth per side while uncovered."""
    table = _feature_of_square()
    open_w = {index: tuple(weights[f] for f in opened) for index, (opened, _) in table.items()}
    edge: dict[int, list[float]] = {}
    for d in range(4):
        for index in EDGE_SQUARES[d]:
            edge.setdefault(index, [0.0] * 4)[d] = weights[table[index][1][d]]
    return open_w, tuple((index, tuple(w)) for index, w in edge.items())
