"""The moves on the board as a player reads them: one entry per player's
move (or revealed vote), the draws folded into the move they belong to,
the opening draws (a deal, a pour) as one entry, each in plain words from
the game's own ``ui.words`` module.

Kept up to date, not recomputed: a new move describes only itself, so a
move late in a game costs no more than an early one (undo or a jump back
replays once). Pure Python, tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

from abstrakta.core import CHANCE, State
from ui.i18n import language, t
from ui.session import Session
from ui.words import WORDS, GameWords


@dataclass(frozen=True)
class Entry:
    text: str
    #: Who made it: a seat, SIMULTANEOUS (a vote) or CHANCE (the opening).
    mover: int
    #: The notation of its moves, for the "notation" tooltip.
    notation: str
    #: How many moves of the line are on the board once it is played.
    end: int


class MoveWords:
    """The entries of the session on the table, updated move by move."""

    def __init__(self) -> None:
        self._session: Session | None = None
        self._language = ""
        self._moves: list[tuple[int, str]] = []
        self._entries: list[Entry] = []
        self._state: State | None = None  # type: ignore[type-arg]
        self._before_last: State | None = None  # type: ignore[type-arg]
        self._waiting: list[str] = []  # draws that belong to the next move

    def entries(self, session: Session, whole: bool = False) -> list[Entry]:
        """The entries of the moves on the board, or with ``whole`` of the
        whole line, the moves after the position shown included (an
        instance follows one or the other: each is kept up to date)."""
        moves = session.whole_line() if whole else session.moves_played()
        extends = (
            session is self._session
            and language() == self._language
            and moves[: len(self._moves)] == self._moves
        )
        if not extends:
            self._reset(session)
        for mover, move in moves[len(self._moves) :]:
            self._add(session, mover, move)
        return self._entries

    def last(self, session: Session) -> str | None:
        """The last player's move (or vote) in words, if any."""
        for entry in reversed(self.entries(session)):
            if entry.mover != CHANCE:
                return entry.text
        return None

    def last_turn(self, session: Session) -> list[str]:
        """The last player's moves in the latest turn, in words: one move,
        or several where a game's turn holds more (``GameWords.turns``)."""
        entries = [e for e in self.entries(session) if e.mover != CHANCE]
        if not entries:
            return []
        if not WORDS[session.game_id].turns:
            return [entries[-1].text]
        mover, turn = entries[-1].mover, []
        for entry in reversed(entries):
            if entry.mover != mover:
                break
            turn.insert(0, entry.text)
        return counted_runs(turn)

    def computers_since_person(self, session: Session, most: int = 6) -> tuple[list[str], bool]:
        """The moves the computer made since a person last moved, in words,
        when more than one of its seats moved (TiQuadra's Grey, then Green:
        the last alone left a tower changed with nothing said); else []. A
        run of the same words is said once with its count, so the ``most``
        kept reach back past a run of forced fills (Tantrix's Yellow's whole
        turn was left out for Green's four fills). And whether they came
        after a vote (everyone's) rather than the person's own move."""
        if not session.people():
            return [], False  # nobody's "yours": the last move alone, as it is played
        entries = [e for e in self.entries(session) if e.mover != CHANCE]
        since: list[Entry] = []
        after_vote = False
        for entry in reversed(entries):
            if entry.mover < 0 or not session.is_computer(entry.mover):
                after_vote = entry.mover < 0  # a vote (everyone's), or a person's move
                break
            since.insert(0, entry)
        if len({e.mover for e in since}) < 2:
            return [], False
        return counted_runs([e.text for e in since])[-most:], after_vote

    # --- inside -------------------------------------------------------

    def _reset(self, session: Session) -> None:
        self._session, self._language = session, language()
        self._moves, self._entries, self._waiting = [], [], []
        self._state = session.info.new(session.options)
        self._before_last = None

    def _add(self, session: Session, mover: int, move: str) -> None:
        state = self._state
        assert state is not None
        words: GameWords = WORDS[session.game_id]
        self._moves.append((mover, move))
        end = len(self._moves)
        if mover == CHANCE:
            opening = all(m == CHANCE for m, _ in self._moves)
            if words.draws == "after" and not (opening and self._entries):
                self._waiting.append(move)  # described with the move it brings
                return
            last = self._entries[-1] if self._entries else None
            if last is not None and not (opening and last.mover != CHANCE):
                self._join_last(words, move)  # a refill, more of the deal
                return
        last = self._entries[-1] if self._entries else None
        if (
            words.folds is not None
            and last is not None
            and last.mover == mover
            and not self._waiting
            and words.folds(last.notation.split(" ")[-1], move)
        ):
            self._join_last(words, move)
            return
        moves = [*self._waiting, move]
        self._waiting = []
        before = state.clone()
        for text in moves:
            state.play(text)
        self._before_last = before
        self._entries.append(self._entry(words, before, mover, moves, end))

    def _join_last(self, words: GameWords, move: str) -> None:
        """Play ``move`` as part of the last entry, described anew."""
        state, before, last = self._state, self._before_last, self._entries[-1]
        assert state is not None and before is not None
        state.play(move)
        moves = [*last.notation.split(" "), move]
        self._entries[-1] = self._entry(words, before, last.mover, moves, len(self._moves))

    @staticmethod
    def _entry(
        words: GameWords,
        before: State,  # type: ignore[type-arg]
        mover: int,
        moves: list[str],
        end: int,
    ) -> Entry:
        try:
            text = words.describe(before, mover, moves)
        except Exception:  # a describer's slip must never break the page
            text = " ".join(moves)
        return Entry(text, mover, " ".join(moves), end)


def inside_an_entry(session: Session, cursor: int) -> bool:
    """Whether the line's first ``cursor`` moves end inside one entry: the
    move after them joins the one before it (``GameWords.folds``, the rule
    ``MoveWords`` lists by). Undo and redo step over a whole entry, so a
    share confirmed at once is taken back at once, as the list shows it."""
    folds = WORDS[session.game_id].folds
    if folds is None or not 0 < cursor < len(session.line):
        return False
    before, after = session.movers[cursor - 1], session.movers[cursor]
    return before == after != CHANCE and folds(session.line[cursor - 1], session.line[cursor])


def hint_words(session: Session, seat: int, move: str) -> str | None:
    """A hint (``move``, for ``seat`` at the position on the board) as what
    to do: "place a piece on b2"; None if it cannot be put in words."""
    try:
        return WORDS[session.game_id].describe(session.state, seat, [move], hint=True)
    except Exception:  # a describer's slip must never break the page
        return None


def counted_runs(texts: list[str]) -> list[str]:
    """A run of the same words said once with its count: "Red filled a
    forced space (3 times)", not three times over (Tantrix's forced fills)."""
    runs: list[tuple[str, int]] = []
    for text in texts:
        if runs and runs[-1][0] == text:
            runs[-1] = (text, runs[-1][1] + 1)
        else:
            runs.append((text, 1))
    return [text if count == 1 else t("times", move=text, n=count) for text, count in runs]
