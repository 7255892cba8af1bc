"""How long each game's links get, and the QR code each needs.

Plays random games of every variant to the end (Asterismo takes only
pieces that do not fall, so its games last) and prints, for the longest
record of each variant: its length as ``v1`` and as ``v2`` (the moves
deflated, ``abstrakta.compact``), and the QR code the Share sheet draws
for the whole link (``web/ui/qr.py``: version and error correction).

    .venv/bin/python tools/bench_links.py [games per variant]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from ui import qr  # noqa: E402

from abstrakta.compact import compact  # noqa: E402
from abstrakta.core import State  # noqa: E402
from abstrakta.games import GAMES  # noqa: E402
from abstrakta.record import encode  # noqa: E402
from tests.test_all_games import VARIANTS, random_move  # noqa: E402

#: A GitHub Pages project site: the part of the link before the record.
ORIGIN = "https://pergioco.github.io/abstrakta/#"
MAX_MOVES = 1000


def long_move(state: State, rng: random.Random) -> object:  # type: ignore[type-arg]
    """A random move, but never an Asterismo take that ends the game."""
    safe = getattr(state, "safe_cells", None)
    if safe is not None and state.current_player() >= 0 and not state.pending_share():  # type: ignore[attr-defined]
        cells = set(safe())
        moves = [m for m in state.legal_moves() if getattr(m, "cell", None) in cells]
        if moves:
            return rng.choice(moves)
    return random_move(state, rng)


def longest(game_id: str, options: dict[str, str], games: int) -> tuple[str, int]:
    rng = random.Random(16)
    best, moves = "", 0
    for _ in range(games):
        state = GAMES[game_id].new(options)
        while not state.is_over() and len(state.history) < MAX_MOVES:
            state.play(long_move(state, rng))
        record = encode(state)
        if len(record) > len(best):
            best, moves = record, len(state.history)
    return best, moves


def main(games: int) -> None:
    print(f"longest of {games} random games per variant; link = {ORIGIN}<record>")
    print(f"{'variant':58} {'moves':>5} {'v1':>5} {'v2':>5}  QR v1 / QR of the shortest")
    for game_id, options in VARIANTS:
        record, moves = longest(game_id, options, games)
        dense = compact(record)
        code = qr.make(ORIGIN + min(record, dense, key=len))
        plain = qr.make(ORIGIN + record)
        naming = game_id + " " + " ".join(f"{k}={v}" for k, v in options.items())
        sizes = f"{moves:5} {len(record):5} {len(dense):5}"
        print(f"{naming:58} {sizes}  {shown(plain)} / {shown(code)}")


def shown(code: qr.Code | None) -> str:
    return f"{code.version:2} {code.error}" if code else f">{qr.MAX_VERSION}"


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
