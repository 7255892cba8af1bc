"""Ta Yü's fitted evaluation, the strong level's (issue 17): a side's
estimate is the points scored plus the points it is expected to gain by
the end, a least-squares line per stage of the game (``STAGES``) through
what the position shows (``side_features``): open outlets by their
distance to that side (grey frame squares apart) and the side's uncovered
edge squares, plain and grey. The numbers (``FITTED``) come from
self-play, ``tools/fit_tayu.py``; the rest is ``tayu_heuristic.Heuristic``
(a role's estimate is the product of its sides', then squashed).

Measured (``tools/tune_tayu.py``, each seed played with the seats swapped):
greedy on it beats greedy on the hand-made heuristic 0.74 (400 games) and
equals the normal lookahead 0.51 (120 games) at a twentieth of its time;
strong's greedy playouts on it beat normal 0.725, 0.690 and 0.795 on
seeds 0-49, 50-99 and 100-149 (on the hand-made heuristic: 0.630 and
0.645 on the first two).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from abstrakta.ai.tayu_heuristic import Heuristic, board_squares, role_margin
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


#: Per stage, the weights of ``FEATURES`` (``tools/fit_tayu.py``: a first
#: fit on 1,500 games of the greedy player with a random move a quarter of
#: the time (then the easy level), seeds 0-1499, then this one on
#: 1,500 games of greedy play on the first fit, seeds 1500-2999).
# fmt: off
FITTED: tuple[tuple[float, ...], ...] = (
    (-2.238, 0.061, 0.021, 0.007, 0.069, 0.103, 0.065,
     0.043, 0.056, -0.021, -0.020, 0.313, 0.283, 0.664),
    (-1.872, 0.097, 0.059, 0.069, 0.029, 0.039, 0.070,
     0.054, 0.028, 0.008, 0.013, 0.218, 0.268, 0.563),
    (-1.585, 0.133, 0.069, 0.051, 0.001, -0.001, 0.032,
     0.007, -0.007, -0.016, 0.031, 0.190, 0.267, 0.465),
    (-0.973, 0.108, 0.041, 0.023, -0.036, -0.037, -0.010,
     -0.019, -0.029, -0.008, 0.011, 0.211, 0.236, 0.396),
    (-0.557, 0.067, 0.011, 0.010, -0.017, -0.009, -0.009,
     -0.007, -0.017, -0.006, 0.003, 0.193, 0.152, 0.261),
    (-0.450, 0.031, 0.004, 0.016, -0.004, 0.014, 0.008,
     0.029, 0.000, 0.004, 0.003, 0.117, 0.060, 0.124),
)
# fmt: on


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
    for index, distances, outside in board_squares():
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


@cache
def _edge_kinds() -> dict[int, tuple[tuple[int, int], ...]]:
    """Per padded index of an edge square: the (side, feature) pairs it
    counts for while uncovered (a corner counts for two sides)."""
    table = _feature_of_square()
    kinds: dict[int, list[tuple[int, int]]] = {}
    for d in range(4):
        for index in EDGE_SQUARES[d]:
            kinds.setdefault(index, []).append((d, table[index][1][d]))
    return {index: tuple(pairs) for index, pairs in kinds.items()}


def _free_edges(board: list[int]) -> list[list[int]]:
    """Per side (E N W S): its uncovered edge squares facing a plain and a
    grey frame square."""
    free = [[0, 0], [0, 0], [0, 0], [0, 0]]
    for index, pairs in _edge_kinds().items():
        if board[index] == 0:  # EMPTY
            for d, feature in pairs:
                free[d][feature - _FREE_PLAIN] += 1
    return free


@dataclass(frozen=True)
class FittedHeuristic(Heuristic):
    """``Heuristic`` whose side estimates are the points scored plus the
    points a side is expected to gain by the end, fitted by least squares
    on self-play (``tools/fit_tayu.py``: one row of ``FEATURES`` weights
    per stage)."""

    fitted: tuple[tuple[float, ...], ...] = FITTED
    #: What ranking a tile's placements reads again and again from one
    #: board: (board, tiles laid, uncovered edge counts, {stage: the open
    #: outlets' summed worth per side}). A placement's estimate then only
    #: adds what it changes (a few squares) instead of summing every open
    #: outlet again (with the inline ranking: strong's search 1.4x the
    #: positions a CPU second, ``tools/bench_tayu.py``).
    _seen: list[object] = field(
        default_factory=lambda: [None, -1, None, {}], compare=False, hash=False, repr=False
    )

    def _board_sums(self, state: TayuState, stage: int) -> tuple[list[list[int]], list[float]]:
        """The board's uncovered edge counts, and its open outlets' worth
        per side (E N W S) with ``stage``'s weights."""
        seen = self._seen
        board, laid = state._board, len(state.placed)
        if seen[0] is not board or seen[1] != laid:  # a board changes only with a tile laid
            seen[:] = [board, laid, _free_edges(board), {}]
        sums: dict[int, list[float]] = seen[3]  # type: ignore[assignment]
        found = sums.get(stage)
        if found is None:
            open_w = _open_weights(self.fitted[stage])
            found = [0.0, 0.0, 0.0, 0.0]
            for index in state._open:
                a, b, c, d = open_w[index]
                found[0] += a
                found[1] += b
                found[2] += c
                found[3] += d
            sums[stage] = found
        return seen[2], found  # type: ignore[return-value]

    def _base(self, state: TayuState, stage: int) -> list[float]:
        """Per side (E N W S), the estimate on the board as it is, with
        ``stage``'s weights, not yet clamped at 0."""
        weights = self.fitted[stage]
        free, opened = self._board_sums(state, stage)
        plain, grey = weights[_FREE_PLAIN], weights[_FREE_GREY]
        return [
            p + weights[0] + plain * f[0] + grey * f[1] + o
            for p, f, o in zip(state._side_points, free, opened, strict=True)
        ]

    def side_estimates(self, state: TayuState, after: Place | None = None) -> list[float]:
        stage = stage_of(len(state.placed) + (after is not None))
        base = self._base(state, stage)
        if after is None:
            return [max(b, 0.0) for b in base]
        return list(_sides_after(state, after, base, self.fitted[stage]))

    def ranked_placements(self, state: TayuState, seat: int) -> list[Place]:
        """As ``Heuristic.ranked_placements`` (the same order up to float
        rounding: tanh is monotone, so placements are ranked by the margin
        itself), the board's sums read once for all the placements: what
        strong's playouts spend nearly all their time on."""
        if not any(state.bag):  # a placement may end the game: the exact way
            return super().ranked_placements(state, seat)
        stage = stage_of(len(state.placed) + 1)
        weights = self.fitted[stage]
        base = self._base(state, stage)
        role, target = state.roles[seat], state.target
        scored = []
        for i, move in enumerate(state.legal_moves()):
            assert isinstance(move, Place)
            e, n, w, s = _sides_after(state, move, base, weights)
            scored.append((-role_margin(role, n * s, e * w, target), i, move))
        scored.sort()
        return [move for _, _, move in scored]


def _sides_after(
    state: TayuState, move: Place, base: list[float], weights: tuple[float, ...]
) -> tuple[float, float, float, float]:
    """Per side (E N W S), the estimate after the legal placement ``move``
    (``base``: the board's, with the weights of the stage after it),
    computed from what the placement changes, without laying it."""
    gained, covered, added = state.placement_effect(move)
    e, n, w, s = (b + g for b, g in zip(base, gained, strict=True))
    open_w = _open_weights(weights)
    for index in covered:
        a, b, c, d = open_w[index]
        e, n, w, s = e - a, n - b, w - c, s - d
    for index in added:
        a, b, c, d = open_w[index]
        e, n, w, s = e + a, n + b, w + c, s + d
    cut = (weights[_FREE_PLAIN], weights[_FREE_GREY])  # an edge square no longer uncovered
    kinds = _edge_kinds()
    anchor = (move.anchor[1] + PAD) * WIDTH + move.anchor[0] + PAD
    for offset in move.shape.cell_offsets:
        for d, feature in kinds.get(anchor + offset, ()):
            lost = cut[feature - _FREE_PLAIN]
            if d == 0:
                e -= lost
            elif d == 1:
                n -= lost
            elif d == 2:
                w -= lost
            else:
                s -= lost
    return max(e, 0.0), max(n, 0.0), max(w, 0.0), max(s, 0.0)


@cache
def _open_weights(weights: tuple[float, ...]) -> dict[int, tuple[float, ...]]:
    """The stage's worth of an open outlet per padded index, per side."""
    table = _feature_of_square()
    return {index: tuple(weights[f] for f in opened) for index, (opened, _) in table.items()}
