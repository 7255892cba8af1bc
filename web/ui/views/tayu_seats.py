"""Ta Yü's panel in words, without the browser: who holds which role (the
bidding hands out the roles, so "Player 2" becomes North–South), which
side the computer plays, and the bidding's bounds and prompt, read from
the rules' legal moves (the page never re-implements a rule)."""

from __future__ import annotations

from collections.abc import Callable

from abstrakta.games.tayu import DEFAULT_TARGET, Bid, Pass, TayuState
from ui.i18n import and_list, rules_text, t
from ui.seat_names import noted
from ui.views import tayu_words  # noqa: F401  (registers the words)

#: A seat's tag in the panel ("computer", "follows the lesson") or None
#: for a person.
Tag = Callable[[int], str | None]


def bid_bounds(state: TayuState) -> tuple[int, int] | None:
    """The lowest and highest bid the rules accept now (None when nobody
    may bid)."""
    targets = [move.target for move in state.legal_moves() if isinstance(move, Bid)]
    return (min(targets), max(targets)) if targets else None


def bid_prompt(state: TayuState) -> str:
    """What the bidding panel asks, with the bounds the rules accept."""
    bounds = bid_bounds(state)
    if bounds is None:
        return ""
    low, high = bounds
    if state.high_bid is not None:
        seat = rules_text(state.seat_name(state.high_bidder or 0))
        return t("tayu.bid_next", bid=state.high_bid, seat=seat, low=low, high=high)
    can_pass = any(isinstance(move, Pass) for move in state.legal_moves())
    # A newcomer cannot judge a number up to 484: the usual target says it.
    key = "tayu.bid_first" if can_pass else "tayu.bid_must"
    return t(key, low=low, high=high, usual=DEFAULT_TARGET)


def must_bid(state: TayuState) -> bool:
    """The bidder may not pass (the other two passed)."""
    moves = state.legal_moves() if state.phase == "bid" else []
    return bool(moves) and not any(isinstance(move, Pass) for move in moves)


def bid_number(text: str) -> int | None:
    """The bid box's text as a whole number (None if it is not one)."""
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() else None


def bid_game(state: TayuState) -> bool:
    """A saboteur game whose roles the bidding hands out."""
    return state.options.get("bidding", "no") == "yes"


def player_name(seat: int) -> str:
    """The name a seat had while the roles were not yet bid ("Player 2")."""
    return rules_text(f"tayu_player{seat + 1}")


def holders(state: TayuState, role: str) -> list[int]:
    """The seats playing ``role`` (``ns``, ``ew``, ``sab``)."""
    return [seat for seat in range(state.num_players()) if state.role(seat) == role]


def seat_label(state: TayuState, seat: int) -> str:
    """A seat's name, with the player it was during the bidding once the
    bidding has made it a role: "Saboteur (Player 1)"."""
    name = rules_text(state.seat_name(seat))
    if bid_game(state) and state.role(seat) is not None:
        return noted(name, f" ({player_name(seat)})")
    return name


def role_label(state: TayuState, role: str, tag: Tag | None = None) -> str:
    """A role as the score table names it: "North–South", and in brackets
    who holds it when the bidding chose ("Player 2") and whether the
    computer plays it ("North–South (computer)", "Saboteur (Player 1,
    computer)"); a team half played by the computer is named."""
    name = rules_text(f"tayu_{role}")
    seats = holders(state, role)
    parts: list[str] = []
    if bid_game(state):
        parts.extend(player_name(seat) for seat in seats)
        if not seats:  # still bidding: nobody holds the role yet
            parts.append(t("tayu.role_open"))
    if tag is not None and seats:
        tags = [tag(seat) for seat in seats]
        if all(tags) and len(set(tags)) == 1:
            parts.append(str(tags[0]))
        else:
            parts.extend(
                f"{rules_text(state.seat_name(seat))}: {said}"
                for seat, said in zip(seats, tags, strict=True)
                if said
            )
    return noted(name, f" ({', '.join(parts)})") if parts else name


def roles_settled(before: TayuState, after: TayuState) -> str:
    """What the move from ``before`` to ``after`` settled, if it ended the
    bidding: "Player 1 is the saboteur, target 30; Player 2 plays
    North–South, Player 3 East–West" ("" otherwise)."""
    if before.target is not None or after.target is None:
        return ""
    names = {
        role: and_list([player_name(s) for s in holders(after, role)]) for role in ("ns", "ew")
    }
    return t(
        "tayu.roles_settled",
        sab=and_list([player_name(s) for s in holders(after, "sab")]),
        target=after.target,
        ns=names["ns"],
        ew=names["ew"],
    )
