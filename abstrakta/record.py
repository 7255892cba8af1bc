"""The record codec: a whole game as one short, readable, URL-safe string.

    v1~tsoro~first.white~b2_a1_c1_a2_b3_c2_c1-b1

``v1`` is the format version, then the game id, the options as
``name.value`` joined by ``_`` (all of them, defaults included, so that a
later change of a default never changes an old link), and the moves joined
by ``_``, chance outcomes included. Only ``A-Z a-z 0-9 - . _ ~`` appear.
The version and game id are written lowercase and read in any case
(``link.fold``); options and moves are read as written.

Decoding never raises: it returns the valid prefix of the game and, if
something was wrong, which part and why.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from abstrakta import compact, link
from abstrakta.core import (
    MOVE_TEXT,
    AbstraktaError,
    GameInfo,
    OptionsError,
    State,
    register_messages,
)
from abstrakta.games import GAMES

Observer = Callable[[State], object]  # type: ignore[type-arg]

VERSION = "v1"
#: The newest format read: ``compact``'s (``v2``, a ``v1`` record deflated).
NEWEST = int(compact.VERSION[1:])
SECTION = "~"
ITEM = "_"
OPTION = "."

MESSAGES_EN: dict[str, str] = {
    "record_empty": "the link holds no game",
    "record_version": "the link is of an unknown format '{version}'",
    "record_newer": "the link comes from a newer version of Abstrakta ('{version}'): "
    "press Reload when “A new version is ready” shows (or reload the page), "
    "and the link opens",
    "record_shape": "the link is cut short or garbled",
    "record_game": "the link names an unknown game '{game}'",
    "record_option": "the link's option '{text}' is garbled",
    "record_move": "move {number} ({move}): {reason}",
    "record_unreadable": "not a move of this game",
}

#: No move of any game is longer (an Asterismo pour is 39 characters): a
#: longer one is refused before a game's parser sees it, so no digit run can
#: reach ``int()``'s 4,300-digit limit or cost time.
MOVE_LIMIT = 64
register_messages(MESSAGES_EN)


def is_newer(version: str) -> bool:
    """Whether a link's first section names a later format than any this
    code reads (``v3``, ``V12``): a link made by a newer app, which an
    update (a cached app is a version behind) will open."""
    folded = link.fold(version)  # ASCII digits, few: ``int`` never sees a long run
    return re.fullmatch("v[0-9]{1,6}", folded) is not None and int(folded[1:]) > NEWEST


@dataclass
class Decoded:
    """The result of decoding: the game so far and what went wrong, if any.

    ``state`` is None only when not even the game and options could be read.
    ``bad_move`` is the 1-based number of the first move that was rejected.
    """

    state: State | None  # type: ignore[type-arg]
    error: AbstraktaError | None = None
    bad_move: int | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


class RecordError(AbstraktaError):
    """Something in a record string is wrong (the key says what).

    For a rejected move, ``cause`` is the game's own error, so the page can
    translate the reason too."""

    def __init__(self, key: str, cause: AbstraktaError | None = None, **params: object):
        super().__init__(key, **params)
        self.cause = cause


def encode_parts(game_id: str, options: Mapping[str, str], moves: list[str]) -> str:
    option_text = ITEM.join(f"{name}{OPTION}{value}" for name, value in options.items())
    return SECTION.join([VERSION, game_id, option_text, ITEM.join(moves)])


def encode(state: State) -> str:  # type: ignore[type-arg]
    """The record of ``state``: its game, options and every move so far."""
    return encode_parts(game_id_of(state), state.options, state.history)


def game_id_of(state: State) -> str:  # type: ignore[type-arg]
    for game_id in GAMES:
        if GAMES.module_of(game_id) == type(state).__module__:
            return game_id
    raise LookupError(f"{type(state).__name__} is not a registered game")


def decode(text: str, before_move: Observer | None = None) -> Decoded:
    """Read a record (with or without a leading ``#``); never raises.

    ``before_move(state)`` is called before each move is played (the page
    uses it to learn who made each move without a second replay)."""
    text = link.split(text)[0]  # a link's extras (a fifth section) are not the game
    if not text:
        return Decoded(None, RecordError("record_empty"))
    if compact.is_compact(text):  # v2: the moves deflated
        text = compact.expand(text) or ""
        if not text:
            return Decoded(None, RecordError("record_shape"))
    parts = text.split(SECTION)
    if link.fold(parts[0]) != VERSION:  # ``V1``: a phone capitalised the link
        if not parts[0] or len(parts) < 3:
            return Decoded(None, RecordError("record_shape"))
        key = "record_newer" if is_newer(parts[0]) else "record_version"
        return Decoded(None, RecordError(key, version=parts[0]))
    if len(parts) in (2, 3):  # no moves or options (a hand-written link): the start
        parts += [""] * (4 - len(parts))
    if len(parts) != 4 or not parts[1]:
        return Decoded(None, RecordError("record_shape"))
    _, game_id, option_text, move_text = parts
    info: GameInfo | None = GAMES.get(link.fold(game_id))  # ``Tsoro`` typed by hand
    if info is None:
        return Decoded(None, RecordError("record_game", game=game_id))
    options: dict[str, str] = {}
    for item in filter(None, option_text.split(ITEM)):
        name, dot, value = item.partition(OPTION)
        if not dot or not name or not value:
            return Decoded(None, RecordError("record_option", text=item))
        options[name] = value
    try:
        state = info.new(options)
    except OptionsError as error:  # named with its game, so the page can name the setting
        return Decoded(None, OptionsError(error.key, game=info.id, **error.params))
    except AbstraktaError as error:
        return Decoded(None, error)
    except Exception:  # an option the game's own checks choke on
        return Decoded(None, RecordError("record_option", text=option_text))
    moves = move_text.split(ITEM) if move_text else []
    return replay(state, moves, before_move)


def replay(
    state: State,  # type: ignore[type-arg]
    moves: list[str],
    before_move: Observer | None = None,
) -> Decoded:
    """Play ``moves`` on ``state`` until one is rejected."""
    for number, move in enumerate(moves, start=1):
        try:
            if len(move) > MOVE_LIMIT or not MOVE_TEXT.fullmatch(move):
                raise RecordError("bad_move_text", text=move)
            if before_move is not None:
                before_move(state)
            state.play(move)
        except AbstraktaError as error:
            wrapped = RecordError(
                "record_move", error, number=number, move=move, reason=error.english()
            )
            return Decoded(state, wrapped, bad_move=number)
        except Exception:  # a game's parser must not break a link: say so
            # The failure may have come half-way through a change: the valid
            # part is replayed afresh rather than trusted.
            state = type(state)(state.options)
            for done in moves[: number - 1]:
                state.play(done)
            cause = RecordError("record_unreadable")
            wrapped = RecordError(
                "record_move", cause, number=number, move=move, reason=cause.english()
            )
            return Decoded(state, wrapped, bad_move=number)
    return Decoded(state)
