"""Golden random games: the rules give the same games in every later version.

For every variant of ``test_all_games.VARIANTS``, ``GAMES`` seeded random
games are played (uniform choices among the legal moves, chance outcomes
from ``sample_chance``); every node's player, legal-move list (in order),
chance odds, the move played, the scores where a game keeps them
(Tantrix's best lines), and the final outcome (returns, scores, reason and
its detail, e.g. the winning lines' hexes in order) are hashed, one digest
per game. ``tests/golden_games.json`` holds the digests recorded before the
rules were made faster: speed work must leave them all unchanged.

After a deliberate rules change, rewrite the data with
``python tests/test_golden_games.py --write`` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from abstrakta.core import CHANCE, SIMULTANEOUS, State
from abstrakta.games import GAMES
from tests.test_all_games import VARIANTS

DATA = Path(__file__).with_name("golden_games.json")
#: Games per variant, and their longest length in moves.
GAMES_PER_VARIANT = 40
MAX_MOVES = 1000


def variant_key(game_id: str, options: dict[str, str]) -> str:
    return game_id + "~" + "_".join(f"{k}.{v}" for k, v in sorted(options.items()))


def game_digest(game_id: str, options: dict[str, str], seed: int) -> str:
    """The digest of one seeded random game (see the module docstring)."""
    rng = random.Random(f"golden/{variant_key(game_id, options)}/{seed}")
    state: State = GAMES[game_id].new(options)  # type: ignore[type-arg]
    digest = hashlib.sha256()

    def add(*parts: object) -> None:
        digest.update(repr(parts).encode())
        digest.update(b"\n")

    scores = getattr(state, "scores", None)
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        player = state.current_player()
        if callable(scores):
            add("scores", state.scores())  # type: ignore[attr-defined]
        if player != CHANCE and hasattr(state, "lines"):  # Tantrix: every line, in order
            for colour in state.colours:  # type: ignore[attr-defined]
                add("lines", [(ln.hexes, ln.loop) for ln in state.lines(colour)])  # type: ignore[attr-defined]
        if player == CHANCE:
            add("chance", [(str(m), round(p, 12)) for m, p in state.chance_outcomes()])
            move = state.sample_chance(rng)
        elif player == SIMULTANEOUS:
            choices = {}
            for seat in state.voters():
                legal = state.legal_moves(seat)
                add("vote", seat, [str(m) for m in legal])
                choices[seat] = rng.choice(legal)
            move = state.joint_move(choices)
        else:
            legal = state.legal_moves()
            add("moves", player, [str(m) for m in legal])
            move = rng.choice(legal)
        add("play", str(move))
        state.play(move)
    outcome = state.outcome()
    if outcome is None:
        add("unfinished", len(state.history))
    else:
        add(
            "outcome",
            list(outcome.returns),
            None if outcome.scores is None else list(outcome.scores),
            outcome.reason,
            json.dumps(outcome.detail, sort_keys=True, default=str),
        )
    return digest.hexdigest()[:16]


def all_digests() -> dict[str, list[str]]:
    return {
        variant_key(game_id, options): [
            game_digest(game_id, options, seed) for seed in range(GAMES_PER_VARIANT)
        ]
        for game_id, options in VARIANTS
    }


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=lambda v: str(v))
def test_random_games_are_unchanged(game_id: str, options: dict[str, str]) -> None:
    golden = json.loads(DATA.read_text())
    key = variant_key(game_id, options)
    assert key in golden, f"no golden games for {key}: run this file with --write"
    found = [game_digest(game_id, options, seed) for seed in range(GAMES_PER_VARIANT)]
    changed = [seed for seed, (a, b) in enumerate(zip(found, golden[key], strict=True)) if a != b]
    assert not changed, f"{key}: random games {changed} differ from the recorded ones"


def test_the_digest_sees_a_changed_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test can fail: a rule that lists one move fewer changes a digest."""
    from abstrakta.games.tsoro import TsoroState

    before = game_digest("tsoro", {"first": "white"}, 0)
    original = TsoroState.legal_moves
    monkeypatch.setattr(
        TsoroState, "legal_moves", lambda self, seat=None: original(self)[:-1] or original(self)
    )
    assert game_digest("tsoro", {"first": "white"}, 0) != before


if __name__ == "__main__" and "--write" in sys.argv:
    lines = [f" {json.dumps(key)}: {json.dumps(value)}" for key, value in all_digests().items()]
    DATA.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"wrote {DATA}")
