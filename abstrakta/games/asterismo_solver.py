"""Can the players still win this game of Asterismo? (and how)

``solve(state)`` searches every order of safe takes from the position, seat
by seat in turn, for one that brings every player to the goal. The pieces
of the initial harvest not yet shared out are a *pool* the players may
still give to anyone, so the answer also says how to share them.

The search is a depth-first search over bitboards (the tree is one integer,
``asterismo.bit`` indexing; ``analyse`` finds every safe take at once with
bit-sliced neighbour counts) with

- memoisation: positions proved lost, keyed by the tree and what each
  player still misses, mover first (the seats are alike, so the same tree
  with the roles turned is the same position); missing more than a lost
  position is lost too;
- pruning by a bound: a piece can ever be taken safely only if every
  neighbour its removal would make fall is taken before it, so the least
  fixed point of that condition over-approximates the pieces that will
  ever come off the tree; if those (plus the pool) cannot cover what the
  players miss, colour by colour, or are fewer than the takes still
  needed, the position is lost;
- move ordering: takes that give the mover a colour they miss first, then
  takes of colours nobody misses, then the rest; within each, the pieces
  with the fewest neighbours first (peeling the tree from outside keeps it
  compact, which is what lets many pieces come off), ties in row order;
- randomised restarts: short runs with growing budgets, each sweeping the
  board from another random direction, round robin over the goals (with
  three players, one goal per choice of colours); proved-lost positions
  are kept from run to run, so a run that completes is a proof.
- a search for the tree left at the end (``settle``), once a quarter of
  the budget is spent without an answer: takes, played backwards, put
  back pieces that are alive, so the trees a game can leave are exactly
  the all-alive connected trees that regrow into the tree (``regrown``).
  A branch and bound over those trees (``asterismo_trees.final_trees``)
  proves a goal lost when none leaves its colours taken, whoever takes
  them; for each tree that does, a depth-first search over the takes
  outside it (``Search.order``) looks for turns that give each seat its
  share. It finds wins the first search, stuck on orders that peel the
  tree into a rigid skeleton, does not.

A node budget bounds the work: when it runs out the answer is unknown
(``winnable is None``).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from itertools import product

from abstrakta.games.asterismo import (
    SHIFTS,
    SIZE,
    WIDTH,
    AsterismoState,
    Give,
    Take,
    cell_at,
    goal_missing,
    is_connected,
)
from abstrakta.games.asterismo_bits import bits, count6, dilate, neighbours, regrown, toward
from abstrakta.games.asterismo_trees import Outcome, final_trees

#: Default node budget: at most about a second of CPython (200 fresh
#: three-player deals: mean 0.13 s, slowest 1.0 s; the solver before the
#: final-tree search and the faster regrowth took as long on average at
#: 20,000, slowest 0.7 s). Not known among those deals: 3 at 40,000; before
#: the second search for turns (``ORDER_AGAIN``) 4 at 40,000 or 60,000, 10
#: at 20,000.
DEFAULT_MAX_NODES = 40_000
#: Nodes of the first run (each round of restarts gets half as much again).
RESTART_NODES = 200
#: A search reads the clock every 256 positions (a mask of its count).
DEADLINE_MASK = 255
#: Share of the budget spent first on randomised greedy playouts, by the
#: number of players, and the weights of a piece's neighbours and of the
#: noise in their choice. With two players they find wins the depth-first
#: search is slow to reach (200 fresh deals: 16 left unknown instead of 20,
#: 0.52 s a deal instead of 0.81); with three, spread over up to 27 goals,
#: they did not help, so the search keeps the whole budget.
PLAYOUT_SHARE = {2: 0.15, 3: 0.0}
PLAYOUT_DEGREE = 0.7
PLAYOUT_NOISE = 2.5
#: Share of the budget after which the depth-first search hands over to the
#: search for a final tree (``settle``), which may then spend the rest:
#: most deals are won within the first share; the rest are the hard ones,
#: where choosing the tree left at the end (not the order of takes) is what
#: finds wins, and where the final trees prove losses.
SETTLE_FROM = 0.25
#: Takes tried by the search for turns (``Search.order``) for each final
#: tree and goal: little more than one greedy dive (a game is ~30 takes)
#: with some backtracking near its end, so that many trees get tried.
#: 200 fresh three-player deals left not known: 10 with 50, 11 with 40 or
#: 70, 12 with 100, 16 with 500, 27 with 30 (and 10 against 12, 50 against
#: 500, on 200 other deals).
ORDER_NODES = 50
#: When every final tree has been found and none gave winning turns within
#: ``ORDER_NODES``, each is searched again with these limits in turn
#: (instead of handing the rest of the budget back to the depth-first
#: search): three-player deals not known at 40,000 positions, 4 -> 3 of 200,
#: and 6 -> 5 of 200 others; (500, 5000): 4 and 5.
ORDER_AGAIN: tuple[int, ...] = (200, 2000)


@dataclass
class Solution:
    """The answer: ``winnable`` True / False / None (budget exhausted);
    ``moves`` one winning order of move strings from the position (the
    shares still to make, then the takes), empty unless winnable;
    ``nodes`` positions searched; ``seconds`` the time it took."""

    winnable: bool | None
    moves: list[str] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


class _Budget(Exception):
    pass


class _OrderLimit(Exception):
    """One final tree's search for turns is over its share."""


@dataclass
class Analysis:
    """One tree, seen all at once with bitboard arithmetic.

    ``safe``: the pieces that can be taken now (no fall, no split);
    ``takeable``: an over-approximation of the pieces that can ever be
    taken (a piece whose removal would make neighbours fall can be taken
    only after them: the least fixed point); ``by_degree[n]``: the pieces
    with ``n`` neighbours."""

    safe: int
    takeable: int
    by_degree: tuple[int, ...]


def analyse(tree: int, colour_masks: tuple[int, int, int] | list[int]) -> Analysis:
    """The ``Analysis`` of an all-alive ``tree``."""
    near = [toward(tree, shift) & tree for shift in SHIFTS]
    d0, d1, d2 = count6(*near)
    s0 = s1 = s2 = 0
    for colour_mask in colour_masks:
        mine = tree & colour_mask
        c0, c1, c2 = neighbours(mine)
        s0 |= c0 & mine
        s1 |= c1 & mine
        s2 |= c2 & mine
    thin = tree & ~d2  # at most three neighbours
    # dies when any neighbour goes / when a neighbour of its colour goes
    fragile_any = thin & ~(s1 | s2)
    fragile_same = thin & s1 & ~s0 & ~s2
    same_by_colour = [fragile_same & m for m in colour_masks]

    def blocked(spare: int) -> int:
        """Pieces whose removal makes a piece outside ``spare`` fall."""
        out = dilate(fragile_any & ~spare)
        for m, fragile in zip(colour_masks, same_by_colour, strict=True):
            if fragile & ~spare:
                out |= dilate(fragile & ~spare) & m
        return out & tree

    candidates = tree & ~blocked(0)
    # a candidate whose neighbours form two or more arcs may split the tree
    starts = [near[k] & ~near[k - 1] for k in range(6)]
    _, a1, a2 = count6(*starts)
    safe = candidates
    risky = candidates & (a1 | a2)
    while risky:
        low = risky & -risky
        risky ^= low
        if not is_connected(tree ^ low):
            safe ^= low
    takeable = candidates
    while True:
        more = tree & ~blocked(takeable)
        if more == takeable:
            break
        takeable = more
    degree = []
    for n in range(7):
        m = tree
        m &= d0 if n & 1 else ~d0
        m &= d1 if n & 2 else ~d1
        m &= d2 if n & 4 else ~d2
        degree.append(m)
    return Analysis(safe, takeable, tuple(degree))


class Search:
    """One search from a play-phase position: the tree, its colours, what
    each seat still misses (``missing[seat][colour]``), the pool of pieces
    still to share, the seat to move."""

    def __init__(
        self,
        tree: int,
        colour_masks: tuple[int, int, int],
        players: int,
        missing: list[tuple[int, ...]],
        pool: tuple[int, int, int],
        to_move: int,
        max_nodes: int,
    ) -> None:
        self.colour_masks = colour_masks
        self.players = players
        self.pool = pool
        # needs are kept mover first: the seats are alike, so positions
        # that differ only by who is who are one position
        #: What each seat misses (seat order, as given).
        self.missing = [tuple(row) for row in missing]
        rows = self.missing[to_move:] + self.missing[:to_move]
        self.start: tuple[int, tuple[int, ...]] = (tree, tuple(n for row in rows for n in row))
        self.max_nodes = max_nodes
        self.nodes = 0
        #: ``time.perf_counter()`` after which the search gives up (checked
        #: every few hundred positions: one run of a restart may be long).
        self.deadline: float | None = None
        #: Positions proved lost: for each tree, the needs (mover first)
        #: with which it is lost; needing more is lost as well.
        self.lost: dict[int, list[tuple[int, ...]]] = {}
        self.path: list[int] = []
        #: When set, moves of equal promise are tried in the order of these
        #: keys by bit index (a sweep across the board); else in row order.
        self.sweep: list[float] | None = None

    def goal_reached(self, needs: tuple[int, ...], extra: list[int]) -> bool:
        """Whether ``needs`` can be covered by the pool plus ``extra``
        pieces per colour (the pool's pieces go to whoever needs them)."""
        pool = self.pool
        k = self.players
        return all(sum(needs[3 * s + c] for s in range(k)) <= pool[c] + extra[c] for c in range(3))

    def moves_needed(self, needs: tuple[int, ...]) -> int:
        """A lower bound on the takes still needed (the pool may help)."""
        k = self.players
        spare = sum(self.pool)
        longest = 0
        for seat in range(k):
            n = sum(needs[3 * seat : 3 * seat + 3]) - spare
            if n > 0:
                longest = max(longest, seat + (n - 1) * k + 1)
        return longest

    def count(self) -> None:
        """One more position: raises ``_Budget`` when the budget is spent
        or the deadline passed."""
        self.nodes += 1
        if self.nodes > self.max_nodes or (
            self.deadline is not None
            and not self.nodes & DEADLINE_MASK
            and time.perf_counter() > self.deadline
        ):
            raise _Budget

    def run(self) -> bool | None:
        """True / False, or None when the node budget runs out (the
        positions proved lost are kept, so running again goes further)."""
        tree, needs = self.start
        self.path = []
        try:
            return self.win(tree, needs)
        except _Budget:
            return None

    def known_lost(self, tree: int, needs: tuple[int, ...]) -> bool:
        for known in self.lost.get(tree, ()):
            if all(a <= b for a, b in zip(known, needs, strict=True)):
                return True
        return False

    def mark_lost(self, tree: int, needs: tuple[int, ...]) -> None:
        self.lost.setdefault(tree, []).append(needs)

    def playout(self, rng: random.Random) -> bool:
        """One randomised greedy game from the start: each turn the mover
        takes a safe piece, preferring (with random ties) a colour it
        misses, then one nobody misses, then any, fewer neighbours first.
        True (with ``path`` the takes) when it reaches the goal. Each take
        counts as a node; raises ``_Budget`` like ``win``."""
        tree, needs = self.start
        masks = self.colour_masks
        k = self.players
        self.path = []
        while not self.goal_reached(needs, [0, 0, 0]):
            self.count()
            seen = analyse(tree, masks)
            safe = seen.safe
            if not safe:
                return False
            mine = needs[:3]
            wanted = [sum(needs[3 * seat + c] for seat in range(k)) for c in range(3)]
            best, best_key, best_colour = 0, math.inf, 0
            for c in range(3):
                group = 0.0 if mine[c] else 2.0 if not wanted[c] else 3.0
                for degree, layer in enumerate(seen.by_degree):
                    moves = safe & masks[c] & layer
                    while moves:
                        low = moves & -moves
                        moves ^= low
                        key = group + PLAYOUT_DEGREE * degree + PLAYOUT_NOISE * rng.random()
                        if key < best_key:
                            best, best_key, best_colour = low, key, c
            row = list(mine)
            if row[best_colour]:
                row[best_colour] -= 1
            needs = needs[3:] + tuple(row)
            tree ^= best
            self.path.append(best.bit_length() - 1)
        return True

    def colour_totals(self) -> tuple[int, int, int]:
        """The pieces of each colour the takes must bring, whoever takes
        them (the pool helps)."""
        needs, k = self.start[1], self.players
        t = [max(0, sum(needs[3 * s + c] for s in range(k)) - self.pool[c]) for c in range(3)]
        return t[0], t[1], t[2]

    def order(self, kept: int, limit: int) -> bool:
        """Turns from the start that leave a tree holding ``kept`` (an
        all-alive tree that regrows into the tree): a depth-first search
        over the takes outside ``kept`` whose removal still lets it regrow
        into the tree left, the mover's colours first, then colours nobody
        misses. True (with ``path``) when every seat reaches the goal;
        False when none does or after ``limit`` takes tried. Each take
        tried counts as a node."""
        masks = self.colour_masks
        k = self.players
        failed: set[tuple[int, tuple[int, ...]]] = set()
        stop = self.nodes + limit
        path: list[int] = []

        def win(tree: int, needs: tuple[int, ...]) -> bool:
            if self.goal_reached(needs, [0, 0, 0]):
                return True
            rest = tree & ~kept
            if (tree, needs) in failed or not self.goal_reached(
                needs, [(rest & m).bit_count() for m in masks]
            ):
                return False
            mine = needs[:3]
            wanted = [sum(needs[3 * seat + c] for seat in range(k)) for c in range(3)]
            seen = analyse(tree, masks)
            safe = seen.safe & ~kept
            groups = [0, 0, 0]
            for c in range(3):
                groups[0 if mine[c] else 1 if not wanted[c] else 2] |= masks[c]
            for group in groups:
                for layer in seen.by_degree:
                    for low in bits(safe & group & layer):
                        self.count()
                        if self.nodes > stop:
                            raise _OrderLimit
                        after = tree ^ low
                        if regrown(kept, after, masks) != after:
                            continue
                        c = next(c for c in range(3) if low & masks[c])
                        row = list(mine)
                        if row[c]:
                            row[c] -= 1
                        path.append(low.bit_length() - 1)
                        if win(after, needs[3:] + tuple(row)):
                            return True
                        path.pop()
            failed.add((tree, needs))
            return False

        try:
            won = win(*self.start)
        except _OrderLimit:
            return False
        if won:
            self.path = path
        return won

    def win(self, tree: int, needs: tuple[int, ...]) -> bool:
        """Whether the players win from ``tree`` when the mover (and then
        the others in turn) still miss ``needs``."""
        if self.goal_reached(needs, [0, 0, 0]):
            return True
        if tree in self.lost and self.known_lost(tree, needs):
            return False
        self.count()
        masks = self.colour_masks
        seen = analyse(tree, masks)
        can = seen.takeable
        extra = [(can & m).bit_count() for m in masks]
        if (
            not seen.safe
            or not self.goal_reached(needs, extra)
            or self.moves_needed(needs) > can.bit_count()
        ):
            self.mark_lost(tree, needs)
            return False
        k = self.players
        mine = needs[:3]
        others = needs[3:]
        wanted = [sum(needs[3 * seat + c] for seat in range(k)) for c in range(3)]
        # the mover's colours first, then colours nobody needs, then the
        # rest; within each, the pieces with the fewest neighbours (peel
        # the tree from the outside, keeping it compact)
        first = second = 0
        for c in range(3):
            if mine[c]:
                first |= masks[c]
            elif not wanted[c]:
                second |= masks[c]
        safe = seen.safe
        sweep = self.sweep
        order: list[int] = []
        for group in (safe & first, safe & second, safe & ~first & ~second):
            for layer in seen.by_degree:
                moves = group & layer
                bucket = []
                while moves:
                    low = moves & -moves
                    moves ^= low
                    bucket.append(low)
                if sweep is not None and len(bucket) > 1:
                    bucket.sort(key=lambda low: sweep[low.bit_length() - 1])
                order.extend(bucket)
        for low in order:
            after = others + mine
            for c in range(3):
                if low & masks[c]:
                    if mine[c]:
                        row = list(mine)
                        row[c] -= 1
                        after = others + tuple(row)
                    break
            self.path.append(low.bit_length() - 1)
            if self.win(tree ^ low, after):
                return True
            self.path.pop()
        self.mark_lost(tree, needs)
        return False


def random_sweep(rng: random.Random) -> list[float]:
    """Keys that order the cells along a random direction across the board
    (ties broken at random): peeling the tree from one side keeps it
    compact, and each restart tries another side."""
    angle = rng.uniform(0.0, 2.0 * math.pi)
    dx, dy = math.cos(angle), math.sin(angle)
    keys = []
    for index in range(WIDTH * SIZE):
        q, r = cell_at(index)
        x, y = q + r / 2, r * math.sqrt(3) / 2
        keys.append(dx * x + dy * y + rng.uniform(0.0, 0.3))
    return keys


def targets(players: int, missing: list[tuple[int, int, int]]) -> list[list[tuple[int, ...]]]:
    """The goals to search, each as every seat's missing pieces by colour:
    two players need every colour (one goal); with three, each player picks
    one colour, so there is a goal per choice of colours (distinct colours
    and the most advanced choices first)."""
    if players == 2:
        return [list(missing)]
    goals = []
    for pick in product(range(3), repeat=3):
        rows = []
        for seat, c in enumerate(pick):
            row = [0, 0, 0]
            if min(missing[seat]) > 0:
                row[c] = missing[seat][c]
            rows.append(tuple(row))
        if rows not in goals:
            goals.append(rows)
    goals.sort(key=lambda rows: (sum(map(sum, rows)), -len({r.index(max(r)) for r in rows})))
    return goals


def searches_for(state: AsterismoState) -> list[Search]:
    """One search for each way the goal can still be met from a play-phase
    position (which seat keeps which colours, ``targets``), those the
    pieces left could cover at all."""
    players = state.players
    missing = [goal_missing(players, state.harvest_counts(s)) for s in range(players)]
    pool = [0, 0, 0]
    for _, colour in state.pending_share():
        pool[colour] += 1
    masks = tuple(m & state.tree for m in state.colour_masks)
    available = [pool[c] + masks[c].bit_count() for c in range(3)]
    return [
        Search(
            state.tree,
            masks,  # type: ignore[arg-type]
            players,
            rows,
            (pool[0], pool[1], pool[2]),
            state.to_move,
            0,
        )
        for rows in targets(players, missing)
        if all(sum(row[c] for row in rows) <= available[c] for c in range(3))
    ]


def solve(
    state: AsterismoState, max_nodes: int = DEFAULT_MAX_NODES, seconds: float | None = None
) -> Solution:
    """Whether the players can still win from ``state`` and, if so, one
    winning order of moves (the share moves first while sharing is
    pending, then the takes, the seat to move first). Before the pour the
    answer is unknown; after the end it is the result. ``max_nodes`` bounds
    the work (about 10,000 positions a second in CPython; the answer is
    the same for the same position and budget). ``seconds`` also bounds
    the time (checked every few hundred positions): an answer that may then depend on
    the machine's speed, for a player who must not wait."""
    began = time.perf_counter()
    if state.phase == "over":
        return Solution(state.returns()[0] > 0)
    if state.phase == "pour":
        return Solution(None)
    searches = searches_for(state)
    rng = random.Random(0)
    deadline = None if seconds is None else began + seconds
    for search in searches:
        search.deadline = deadline
    spent = 0
    # randomised greedy playouts first, round robin over the goals
    playout_budget = int(max_nodes * PLAYOUT_SHARE.get(state.players, 0.0))
    while searches and spent < playout_budget:
        if deadline is not None and time.perf_counter() > deadline:
            break
        for search in searches:
            search.max_nodes = search.nodes + playout_budget - spent
            before = search.nodes
            try:
                won = search.playout(rng)
            except _Budget:
                won = False
            spent += search.nodes - before
            if won:
                return _winning(state, search, spent, began)
            if spent >= playout_budget:
                break
    # randomised restarts with growing budgets, round robin over the goals:
    # a run that gets lost in a bad corner is abandoned early, and the
    # positions it proved lost are kept for the next runs
    budget = RESTART_NODES
    out_of_time = False
    settle_from = int(max_nodes * SETTLE_FROM)
    settled = False
    while searches and spent < max_nodes and not out_of_time:
        if not settled and spent >= settle_from:
            # the hard deals: look for the tree to leave at the end
            settled = True
            won, spent, out_of_time = settle(searches, spent, max_nodes, deadline)
            if won is not None:
                return _winning(state, won, spent, began)
            continue
        for search in list(searches):
            allowance = min(budget, max_nodes - spent)
            if allowance <= 0:
                break
            if deadline is not None and time.perf_counter() > deadline:
                out_of_time = True
                break
            search.max_nodes = search.nodes + allowance
            if search.nodes:
                search.sweep = random_sweep(rng)
            before = search.nodes
            answer = search.run()
            spent += search.nodes - before
            if answer:
                return _winning(state, search, spent, began)
            if answer is False:
                searches.remove(search)
        budget = budget * 3 // 2
    winnable = False if not searches else None
    return Solution(winnable, [], spent, time.perf_counter() - began)


def settle(
    searches: list[Search], spent: int, max_nodes: int, deadline: float | None
) -> tuple[Search | None, int, bool]:
    """Search for the tree to leave at the end rather than for an order of
    takes (``asterismo_trees.final_trees``), for each way of covering the
    goals' colour totals; for each tree found, ``Search.order`` looks for
    turns that give every seat its share, and once every tree is found,
    again with more takes tried (``ORDER_AGAIN``). The goals no final tree
    can meet are proved lost and removed from ``searches``. Runs until
    ``spent`` (nodes) reaches ``max_nodes``: returns (the search whose
    order wins or None, nodes spent, whether the budget or time ran out)."""
    masks = searches[0].colour_masks
    tree = searches[0].start[0]
    nodes = spent

    def count() -> None:
        nonlocal nodes
        nodes += 1
        if nodes > max_nodes or (
            deadline is not None and not nodes & DEADLINE_MASK and time.perf_counter() > deadline
        ):
            raise _Budget

    def orders(group: list[Search], kept: int, limit: int) -> Search | None:
        """The search of ``group`` that finds winning turns leaving ``kept``."""
        nonlocal nodes
        for search in group:
            search.max_nodes = search.nodes + max_nodes - nodes
            before = search.nodes
            try:
                won = search.order(kept, limit)
            finally:
                nodes += search.nodes - before
            if won:
                return search
        return None

    groups: dict[tuple[int, int, int], list[Search]] = {}
    for search in searches:
        groups.setdefault(search.colour_totals(), []).append(search)
    trees: list[tuple[list[Search], int]] = []
    winner: list[Search] = []
    for totals, group in groups.items():
        tried: set[int] = set()

        def on_leaf(kept: int, group: list[Search] = group, tried: set[int] = tried) -> bool:
            # the fewer pieces kept, the more turns can go to waste
            while safe := analyse(kept, masks).safe:
                kept ^= safe & -safe
            if kept in tried:
                return False
            tried.add(kept)
            trees.append((group, kept))
            won = orders(group, kept, ORDER_NODES)
            if won is not None:
                winner.append(won)
            return won is not None

        try:
            outcome = final_trees(tree, masks, totals, count, on_leaf)
        except _Budget:
            return None, nodes, True
        if outcome is Outcome.ACCEPTED:
            return winner[0], nodes, False
        if outcome is Outcome.NONE:
            for search in group:
                searches.remove(search)
    # every final tree found: look longer for turns in each
    for limit in ORDER_AGAIN:
        for group, kept in trees:
            try:
                won = orders(group, kept, limit)
            except _Budget:
                return None, nodes, True
            if won is not None:
                return won, nodes, False
    return None, nodes, False


def _winning(state: AsterismoState, search: Search, spent: int, began: float) -> Solution:
    """The winning answer for the takes ``search.path`` found."""
    takes = [cell_at(i) for i in search.path]
    moves = [str(give) for give in _share_for(state, search.missing, takes)]
    moves += [str(Take(cell)) for cell in takes]
    return Solution(True, moves, spent, time.perf_counter() - began)


def _share_for(
    state: AsterismoState, missing: list[tuple[int, ...]], takes: list[tuple[int, int]]
) -> list[Give]:
    """Share out the pending pieces so that, with ``takes`` played in turn
    from the seat to move, every seat covers ``missing`` (the search proved it can);
    pieces nobody needs go to the seat with the fewest pieces."""
    players = state.players
    short = [list(row) for row in missing]
    counts = [list(state.harvest_counts(s)) for s in range(players)]
    for n, cell in enumerate(takes):
        seat, colour = (state.to_move + n) % players, state.layout[cell]
        short[seat][colour] = max(0, short[seat][colour] - 1)
        counts[seat][colour] += 1
    gives = []
    for _, colour in state.pending_share():
        wanting = [s for s in range(players) if short[s][colour]]
        seat = wanting[0] if wanting else min(range(players), key=lambda s: (sum(counts[s]), s))
        if wanting:
            short[seat][colour] -= 1
        counts[seat][colour] += 1
        gives.append(Give(seat))
    return gives
