"""The computer players (``abstrakta.ai``): one entry point for every game,
legal and reproducible moves, votes decided from the position alone, and
the generic search itself."""

from __future__ import annotations

import random

import pytest

from abstrakta import ai
from abstrakta.ai.arena import play_game
from abstrakta.ai.players import ALL_LEVELS, LEVELS, generic_player
from abstrakta.ai.search import Budget, Knowledge, Lookahead, Mcts, Move, SharedDrawRollouts
from abstrakta.core import CHANCE, SIMULTANEOUS, State
from abstrakta.games import GAMES
from abstrakta.games.tayu import TayuState
from abstrakta.games.tsoro import TsoroState
from abstrakta.record import encode
from tests.test_all_games import VARIANTS  # every variant of every game


def test_every_game_has_a_variant_here() -> None:
    assert {game for game, _ in VARIANTS} == set(GAMES)


def test_levels() -> None:
    for game_id in GAMES:
        assert ai.levels(game_id) == LEVELS == ("easy", "normal", "strong")
        for level in LEVELS:
            info = ai.level_info(game_id, level)
            assert info.level == level and info.seconds > 0
    with pytest.raises(ValueError):
        ai.player("tsoro", "grandmaster")


def random_positions(game_id: str, options: dict[str, str], seed: int, every: int) -> list[State]:  # type: ignore[type-arg]
    """Positions of one random game where someone decides, one in ``every``."""
    rng = random.Random(f"positions/{game_id}/{seed}")
    state = GAMES[game_id].new(options)
    found = []
    step = 0
    while not state.is_over() and len(state.history) < 400:
        player = state.current_player()
        if player == CHANCE:
            state.play(state.sample_chance(rng))
            continue
        step += 1
        if step % every == 0:
            found.append(state.clone())
        if player == SIMULTANEOUS:
            state.play(
                state.joint_move({s: rng.choice(state.legal_moves(s)) for s in state.voters()})
            )
        else:
            state.play(rng.choice(state.legal_moves()))
    return found


def deciders(state: State) -> list[int]:  # type: ignore[type-arg]
    player = state.current_player()
    return state.voters() if player == SIMULTANEOUS else [player]


def is_legal(state: State, seat: int, text: str) -> bool:  # type: ignore[type-arg]
    if state.current_player() == SIMULTANEOUS:
        return text in [str(m) for m in state.legal_moves(seat)]
    return text in [str(m) for m in state.legal_moves()]


#: Positions per variant checked with each level (normal thinks longer).
EVERY = {"easy": 3, "random": 5, "normal": 9}


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_a_legal_move_in_every_position_of_random_games(
    game_id: str, options: dict[str, str]
) -> None:
    for level, every in EVERY.items():
        for state in random_positions(game_id, options, seed=len(level), every=every)[:12]:
            before = encode(state)
            for seat in deciders(state):
                text = ai.choose_move(state, seat, level, seed=3)
                assert is_legal(state, seat, text), (level, text)
            assert encode(state) == before, "choosing must not change the state"


@pytest.mark.parametrize(("game_id", "options"), VARIANTS[::2], ids=lambda v: str(v))
def test_decisions_are_reproducible(game_id: str, options: dict[str, str]) -> None:
    for state in random_positions(game_id, options, seed=11, every=7)[:4]:
        for seat in deciders(state):
            first = ai.choose_move(state, seat, "normal", seed=5)
            again = ai.choose_move(state.clone(), seat, "normal", seed=5)
            assert first == again
            assert ai.hint(state, seat, seed=5) == first  # the hint is the normal player


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_a_spent_time_cap_still_gives_a_legal_move(game_id: str, options: dict[str, str]) -> None:
    """The app caps each level's thinking time (``TIME_CAPS``); a search that
    runs out of time at once still answers with a legal move."""
    for state in random_positions(game_id, options, seed=4, every=5)[:4]:
        for seat in deciders(state):
            for level in ai.LEVELS:
                text = ai.choose_move(state, seat, level, seed=1, seconds=0.0)
                assert is_legal(state, seat, text), (level, text)
    assert set(ai.TIME_CAPS) >= set(ai.LEVELS)


def test_choose_move_refuses_what_is_not_a_decision() -> None:
    state = GAMES["tayu"].new({})
    assert state.current_player() == CHANCE
    with pytest.raises(ValueError, match="chance"):
        ai.choose_move(state)
    tsoro = TsoroState({"first": "white"})
    with pytest.raises(ValueError, match="does not move"):
        ai.choose_move(tsoro, seat=1)
    for move in ("a1", "a2", "b1", "b2", "c1"):
        tsoro.play(move)
    assert tsoro.is_over()
    with pytest.raises(ValueError, match="over"):
        ai.choose_move(tsoro)


def test_game_id_of() -> None:
    for game_id in GAMES:
        assert ai.game_id_of(GAMES[game_id].new({})) == game_id


def test_move_values_only_for_solved_games() -> None:
    assert ai.move_values(GAMES["tiquadra"].new({})) is None
    values = ai.move_values(TsoroState({"first": "white"}))
    assert values is not None and len(values) == 7
    assert {v.result for v in values} == {"draw"}


# --- the generic search ------------------------------------------------------


def tsoro_after(moves: str, first: str = "white") -> TsoroState:
    state = TsoroState({"first": first})
    for move in moves.split():
        state.play(move)
    return state


def test_generic_mcts_takes_a_win_and_blocks_a_threat() -> None:
    # White a1 b1 and Black a2 b2: White to move wins with c1
    win = tsoro_after("a1 a2 b1 b2")
    for level in ("easy", "normal"):
        move = generic_player(level).choose(win, 0, random.Random(1), None)
        assert str(move) == "c1"
    # White a1 b3, Black a2 b2: Black threatens c2, White must take it
    block = tsoro_after("a1 a2 b3 b2")
    move = Mcts(Knowledge(), Budget(400)).choose(block, 0, random.Random(2))
    assert str(move) == "c2"


def test_mcts_budget_and_time_limit() -> None:
    state = tsoro_after("a1")
    search = Mcts(Knowledge(), Budget(50))
    root = search.search(state, 1, random.Random(0))
    assert root.visits <= 50
    quick = Mcts(Knowledge(), Budget(10**9, seconds=0.05)).search(state, 1, random.Random(0))
    assert 0 < quick.visits < 10**9


def test_capped_chance_nodes_let_the_tree_reach_the_replies() -> None:
    """Tantrix: a draw follows every placement. With the cap, no chance node
    keeps more children than allowed, each kept draw was a legal outcome
    there, and the decisions below the first draw get more visits than
    when every new draw ends the simulation."""
    from abstrakta.ai.search import _Node
    from abstrakta.ai.tantrix_policy import SHARPER, TantrixKnowledge

    state = random_positions("tantrix", {"players": "2"}, seed=4, every=1)[12]
    assert state.bag

    def walk(node: _Node, at: State, depth: int, found: dict[str, int]) -> None:  # type: ignore[type-arg]
        if node.player == CHANCE:
            found["widest"] = max(found["widest"], len(node.children))
            legal = {str(move) for move, _ in at.chance_outcomes()}
            assert set(node.children) <= legal
        elif depth >= 2:
            found["deep"] += node.visits
        for move, child in node.children.values():
            after = at.clone()
            after.play(move)
            walk(child, after, depth + 1, found)

    seen: dict[int | None, dict[str, int]] = {}
    for cap in (None, 2):
        budget = Budget(300, chance_children=cap)
        root = Mcts(TantrixKnowledge(8, 4, SHARPER), budget).search(
            state, state.current_player(), random.Random(1)
        )
        seen[cap] = {"widest": 0, "deep": 0}
        walk(root, state, 0, seen[cap])
    assert seen[2]["widest"] == 2 < seen[None]["widest"]
    assert seen[2]["deep"] > 1.5 * seen[None]["deep"]


def test_tantrix_rollouts_settle_the_forced_fills_before_scoring() -> None:
    """With ``settle``, a rollout stops to be scored once the next move is
    a free one (no forced space being filled, no draw due), not halfway
    through the fills that join lines, unless ``settle`` more moves did not
    get there (a long chain of fills in the endgame); without it, wherever
    ``depth`` moves end."""
    from abstrakta.ai.tantrix_policy import SHARPER, TantrixKnowledge
    from abstrakta.games.tantrix import STEP_FREE, TantrixState

    positions = random_positions("tantrix", {"players": "2"}, seed=7, every=3)

    def stops(settle: int) -> list[tuple[str, int]]:
        seen: list[tuple[str, int]] = []

        class Recording(TantrixKnowledge):
            def cutoff(self, root: State, state: State, decisions: int) -> bool:  # type: ignore[type-arg]
                assert isinstance(state, TantrixState)
                stop = super().cutoff(root, state, decisions)
                if stop:
                    seen.append(("drawing" if state.drawing else state.step, decisions))
                return stop

        search = Mcts(Recording(8, 4, SHARPER, settle), Budget(1))
        for n, state in enumerate(positions):
            for k in range(4):
                search._rollout(state, state.clone(), random.Random(f"{n}/{k}"))
        return seen

    settled, unsettled = stops(12), stops(0)
    assert len(settled) > 50
    assert all(step == STEP_FREE or moves == 4 + 12 for step, moves in settled)
    assert sum(step == STEP_FREE for step, _ in settled) >= len(settled) - 2
    assert sum(step != STEP_FREE for step, _ in unsettled) > len(unsettled) // 4


def test_a_tantrix_level_searches_with_its_own_exploration(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``Level.exploration`` (a knob of ``tools/tune_tantrix.py``) is the
    constant the search is given; the shipped levels keep the module's."""
    from abstrakta.ai import tantrix_policy

    budgets: list[Budget] = []

    class Recording(Mcts):
        def __init__(self, knowledge: Knowledge, budget: Budget) -> None:
            budgets.append(budget)
            super().__init__(knowledge, budget)

    monkeypatch.setattr(tantrix_policy, "Mcts", Recording)
    state = random_positions("tantrix", {"players": "2"}, seed=4, every=1)[12]
    seat = state.current_player()
    for exploration in (0.3, 0.8):
        level = tantrix_policy.Level(20, 4, exploration=exploration)
        tantrix_policy.TantrixPlayer(level).choose(state, seat, random.Random(0), None)
    tantrix_policy.player("strong").choose(state, seat, random.Random(0), None)
    assert [b.exploration for b in budgets] == [0.3, 0.8, tantrix_policy.EXPLORATION]


def test_lookahead_prefers_a_win() -> None:
    state = tsoro_after("a1 a2 b1 b2")
    move = Lookahead(Knowledge(), width=10).choose(state, 0, random.Random(0))
    assert str(move) == "c1"


def test_lookahead_out_of_time_plays_its_first_candidate() -> None:
    """With its time spent, the lookahead looks at its first candidate only
    (the knowledge's best-ranked move), not at the winning one."""

    class WinLast(Knowledge):
        def candidates(self, state: State) -> list:  # type: ignore[override, type-arg]
            moves = state.legal_moves()
            return sorted(moves, key=lambda move: str(move) == "c1")

    state = tsoro_after("a1 a2 b1 b2")
    first = str(WinLast().candidates(state)[0])
    assert first != "c1"
    thinking = Lookahead(WinLast(), width=10).choose(state, 0, random.Random(0))
    assert str(thinking) == "c1"
    hurried = Lookahead(WinLast(), width=10, seconds=0.0).choose(state, 0, random.Random(0))
    assert str(hurried) == first


def test_shared_draw_rollouts_compare_candidates_on_the_same_draws() -> None:
    """The k-th playout of every candidate meets the same draws from the
    bag (Ta Yü, the draw after the move and the ones after it), so the
    candidates are compared on equal luck."""
    from abstrakta.ai.tayu_policy import TayuKnowledge
    from abstrakta.games.tayu import TayuState

    class Recording(TayuKnowledge):
        def __init__(self) -> None:
            super().__init__(width=4, depth=3, greedy=True)
            self.draws: list[list[str]] = []

        def rollout_move(self, state: State, rng: random.Random) -> object:  # type: ignore[override]
            move = super().rollout_move(state, rng)
            if state.current_player() == CHANCE:
                self.draws[-1].append(str(move))
            return move

        def cutoff(self, root: State, state: State, decisions: int) -> bool:  # type: ignore[override]
            if decisions == 0 and len(state.history) == len(root.history) + 1:
                self.draws.append([])  # a new playout: just after the candidate
            return super().cutoff(root, state, decisions)

    state = TayuState({})
    rng = random.Random(3)
    while len(state.history) < 9:  # a few tiles on the board
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    knowledge = Recording()
    SharedDrawRollouts(knowledge, width=4, rollouts=5).choose(state, state.turn, rng)
    per_candidate = [knowledge.draws[k : k + 5] for k in range(0, len(knowledge.draws), 5)]
    assert len(per_candidate) == 4
    assert all(len(set(map(tuple, draws))) > 1 for draws in per_candidate)  # luck varies
    assert all(draws == per_candidate[0] for draws in per_candidate)  # alike for all


def test_shared_draw_rollouts_take_a_win_and_stop_when_out_of_time() -> None:
    state = tsoro_after("a1 a2 b1 b2")

    class WinLast(Knowledge):
        def candidates(self, state: State) -> list:  # type: ignore[override, type-arg]
            return sorted(state.legal_moves(), key=lambda move: str(move) == "c1")

    thinking = SharedDrawRollouts(WinLast(), width=10, rollouts=16)
    assert str(thinking.choose(state, 0, random.Random(0))) == "c1"
    hurried = SharedDrawRollouts(WinLast(), width=10, rollouts=4, seconds=0.0)
    assert str(hurried.choose(state, 0, random.Random(0))) == str(WinLast().candidates(state)[0])


def test_random_player_is_legal_everywhere() -> None:
    assert "random" in ALL_LEVELS
    record = play_game("tantrix", {"players": "3"}, ["random"] * 3, seed=1)
    assert record.state.is_over()
    assert sum(record.decisions) > 10


# --- strength smoke tests (the full figures are in tools/bench_ai.py) -------


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("tsoro", {}), ("tiquadra", {}), ("tayu", {}), ("tantrix", {"players": "2"})],
)
def test_normal_beats_random(game_id: str, options: dict[str, str]) -> None:
    wins = 0
    games = 3
    for seed in range(games):
        seats = GAMES[game_id].new(options).num_players()
        mine = seed % seats
        levels = ["random"] * seats
        levels[mine] = "normal"
        record = play_game(game_id, options, levels, seed=100 + seed)
        wins += record.state.returns()[mine] > 0
    assert wins >= games - 1


@pytest.mark.parametrize("game_id", ["tsoro", "tiquadra", "tayu", "tantrix", "asterismo"])
def test_strong_plays_a_legal_move(game_id: str) -> None:
    options = dict(next(o for g, o in VARIANTS if g == game_id))
    positions = random_positions(game_id, options, seed=2, every=2)
    state = positions[min(1, len(positions) - 1)]
    for seat in deciders(state):
        assert is_legal(state, seat, ai.choose_move(state, seat, "strong", seed=1))


def test_the_generic_search_votes_from_its_own_statistics() -> None:
    """At a SIMULTANEOUS node the rules-only MCTS answers with the seat's
    own choice (decoupled selection), whatever the seat."""
    state = next(
        s
        for s in random_positions("tiquadra", {}, seed=3, every=1)
        if s.current_player() == SIMULTANEOUS
    )
    for seat in state.voters():
        move = generic_player("easy").choose(state, seat, random.Random(seat), None)
        assert str(move) in [str(m) for m in state.legal_moves(seat)]


def test_tayu_normal_and_strong_count_a_draw_below_an_even_game() -> None:
    """Ta Yü's normal and strong score a finished drawn game at
    ``-CONTEMPT`` in their searches (a game stuck 0-0 early is not as good
    as one that goes on); wins and losses keep their value."""
    from abstrakta.ai.tayu_policy import CONTEMPT, LEVELS, TayuPlayer

    searches = [TayuPlayer(LEVELS[level]).knowledge for level in ("normal", "strong")]
    assert CONTEMPT > 0
    drawn = 0
    for seed in range(40):  # random games, some of them drawn
        state = play_game("tayu", {}, ["random", "random"], seed).state
        exact = list(state.returns())
        expected = [-CONTEMPT if value == 0 else value for value in exact]
        for knowledge in searches:
            assert list(knowledge.returns(state)) == expected
        drawn += 0 in exact
    assert drawn  # the contempt was met, not only wins and losses


def _chance_next_draw_ends_drawn(state: TayuState, move: Move) -> float:
    after = state.clone()
    after.play(move)
    chance = 0.0
    for tile, p in after.chance_outcomes():
        drawn = after.clone()
        drawn.play(tile)
        if drawn.is_over() and drawn.returns()[0] == 0:
            chance += p
    return chance


def test_tayu_normal_steers_away_from_a_game_stuck_drawn() -> None:
    """Normal's lookahead weighs every next tile: where a placement leaves
    a 36% chance that the next tile fits nowhere and the game ends drawn
    (both 0), normal with its contempt plays one that leaves 7%."""
    from dataclasses import replace

    from abstrakta.ai.tayu_policy import LEVELS, TayuPlayer

    state = next(s for s in random_positions("tayu", {}, seed=0, every=1) if len(s.placed) == 69)
    seat = state.current_player()
    without = TayuPlayer(replace(LEVELS["normal"], contempt=0.0))
    careless = without.choose(state, seat, random.Random(0), None)
    careful = TayuPlayer(LEVELS["normal"]).choose(state, seat, random.Random(0), None)
    assert _chance_next_draw_ends_drawn(state, careless) > 0.3
    assert _chance_next_draw_ends_drawn(state, careful) < 0.1


def test_easy_picks_good_placements_most_often_but_not_only_the_best() -> None:
    """Easy's softmax (``soft_placement``): far better than a random pick
    on average, yet not the greedy player; a tiny temperature is greedy."""
    from abstrakta.ai.tayu_heuristic import HEURISTIC
    from abstrakta.ai.tayu_policy import EASY_TEMPERATURE, soft_placement
    from abstrakta.games.tayu import TayuState

    state = TayuState({})
    rng = random.Random(5)
    while len(state.placed) < 40 or state.current_player() == CHANCE:
        if state.current_player() == CHANCE:
            state.play(state.sample_chance(rng))
        else:
            state.play(rng.choice(state.legal_moves()))
    seat = state.current_player()
    value = {str(move): v for v, move in HEURISTIC.scored_placements(state, seat)}
    best = str(HEURISTIC.ranked_placements(state, seat)[0])
    picks = [str(soft_placement(HEURISTIC, state, seat, EASY_TEMPERATURE, rng)) for _ in range(300)]
    mean_all = sum(value.values()) / len(value)
    mean_picked = sum(value[p] for p in picks) / len(picks)
    assert mean_picked > mean_all + 0.5 * (value[best] - mean_all)
    assert len(set(picks)) > 1
    assert str(soft_placement(HEURISTIC, state, seat, 1e-9, rng)) == best
