"""The page's words in English and Italian.

Rules errors carry a message key and parameters (``abstrakta.core``); the
English templates live with the rules, the Italian ones here, by the same
key. A key without an Italian template falls back to English.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from urllib.parse import unquote

from abstrakta.core import MESSAGES, AbstraktaError
from ui.pointer_words import for_pointer
from ui.seat_names import SeatName, as_seat_names, listed

LANGUAGES = ("en", "it")

UI: dict[str, dict[str, str]] = {
    "en": {
        "loading": "Loading…",
        "ready": "Ready",
        "new_game": "New game",
        "home_button": "Abstrakta: all the games",
        "start": "Start",
        "cancel": "Cancel",
        "close": "Close",
        "undo": "Undo",
        "redo": "Redo",
        "undo_vote_question": "A secret vote is under way: undoing now throws away "
        "the votes already cast. Undo anyway?",
        "share": "Share",
        "offer_draw": "Offer draw",
        "pass": "Pass",
        "home": "Games",
        "moves": "Moves",
        "no_moves_yet": "No moves yet.",
        # said after a move listed beyond the position shown (a screen reader)
        "move_ahead": " (later in the game, not on the board)",
        "to_move": "{seat} to move",
        "wins": "{seat} wins",
        "win_all": "{seats} win",
        "draw_result": "Draw",
        "lost_all": "Lost",
        "you_won": "You won!",
        "you_shared": "You share the win!",
        "you_lost": "You lost.",
        "last_move": "Last move: {move}",
        "last_turn": "Last turn: {moves}",
        "times": "{move} ({n} times)",
        "since_yours": "Since your move: {moves}",
        "since_vote": "Since the vote: {moves}",
        "link_shown": "Copy this link:",
        "draw_offer": "{seat} offers a draw. {other}, do you accept?",
        "draw_offered": "You offer {seat} a draw…",
        "draw_declined": "{seat} declines the draw and plays on.",
        "draw_accepted": "{seat} accepts the draw.",
        "accept": "Accept",
        "decline": "Decline",
        "first_player": "Who starts",
        "players": "Players",
        "continue": "Continue a game",
        "show_notation": "Show the notation",
        "show_words": "Show the moves in words",
        "save_failed": "This browser did not let the game be saved (storage full or "
        "blocked). The game is still in this page's link: bookmark or share it to keep it.",
        "saved_unreadable": "Saved games that could not be read: {count}. "
        "They are kept aside, not deleted.",
        "bad_link": "This link could not be read completely: {reason}. "
        "The game is shown up to the last valid move.",
        "bad_link_redrawn": "The draw the link held there could not be read, so a new "
        "one was made: from there on the game is not the one that was shared.",
        "bad_link_none": "This link could not be opened: {reason}.",
        "game_failed": "This game could not be shown: the app went wrong on it (our fault, "
        "not the link's). Nothing saved was lost.",
        "newer_link_none": "This link could not be opened: it names a newer version of "
        "Abstrakta than this site has. It may have been mistyped or changed by hand: ask "
        "whoever sent it to send it again, or try it later.",
        "saved.cut_short": "This saved game could not be read completely: {reason}. "
        "It is shown up to the last valid move; what was saved is kept aside, not deleted.",
        "saved.redrawn": "The draw it held there could not be read, so a new one was made: "
        "from there on the game is not the one that was saved.",
        "saved_kept": "Your previous game was kept: find it under “Continue a game”.",
        "saved.other_tab": "This game was also played on in another tab. Both are kept: "
        "this tab's moves as a game of their own under “Continue a game”.",
        "saved.branched": "A new game from this position: the saved one stays whole under "
        "“Continue a game”.",
        "illegal": "Not allowed: {reason}",
        "chance": "draw",
        "coming_soon": "coming soon",
        "language": "Italiano",
        "rules": "Notation",
        # Where the browser denies storage (a cross-site iframe): one short line,
        # never taller than the board (ui.messages words a failed save so).
        "storage_off": "Games are not saved here.",
        "storage_off_share": "Games are not saved here: use Share.",
        "vote": "{seats} vote in secret",
        "opt.tsoro.first": "Who starts",
        "hint": "Hint",
        "hint_is": "Hint: {move}",
        "hint_thinking": "Looking for a good move…",
        "computer_tag": "computer",
        "thinking_one": "{seat} (computer) is thinking…",
        "thinking_other": "{seat} (computer) are thinking…",
        "list_and": "and",
        "computers_turn": "it is the computer's turn",
        "computers_turn_now": "Wait: it is the computer's turn.",
        "computer_failed": "The computer could not move: {reason}",
        "computer_unavailable": "The computer could not be loaded: check the connection, "
        "then try again.",
        "computer_unavailable_retry": "The computer could not be loaded: check the "
        "connection. It will try again by itself.",
        # The page's API (newGame) asked for a computer seat the game lacks.
        "no_such_seat": "This game has no seat {seat}: its seats are 0 to {last}.",
        "no_such_level": "“{level}” is not a computer level: choose {levels}.",
        "who_plays": "Who plays: a person, or the computer at a level",
        "levels.hint": "Easy makes a mistake now and then; Normal plays well; "
        "Strong looks further ahead and thinks longer.",
        "levels.hint.tsoro": "Easy makes a mistake now and then; Normal and Strong "
        "play perfectly (this small game is solved).",
        # Cooperative: a weaker computer makes the game harder, not easier.
        "levels.hint.asterismo": "The computer is your partner, not your opponent: Easy "
        "makes a mistake now and then; Normal plays well; Strong looks further ahead.",
        "seat.person": "Person",
        "seat.easy": "Easy",
        "seat.normal": "Normal",
        "seat.strong": "Strong",
        "seat.random": "Random",
        "level_person": "Person",
        "level_random": "Computer (random)",
        "level_easy": "Computer (easy)",
        "level_normal": "Computer (normal)",
        "level_strong": "Computer (strong)",
    },
    "it": {
        "loading": "Caricamento…",
        "ready": "Pronto",
        "new_game": "Nuova partita",
        "home_button": "Abstrakta: tutti i giochi",
        "start": "Inizia",
        "cancel": "Annulla",
        "close": "Chiudi",
        "undo": "Annulla mossa",
        "redo": "Ripeti mossa",
        "undo_vote_question": "È in corso un voto segreto: annullando ora si perdono "
        "i voti già espressi. Annullare comunque?",
        "share": "Condividi",
        "offer_draw": "Proponi patta",
        "pass": "Passo",
        "home": "Giochi",
        "moves": "Mosse",
        "no_moves_yet": "Ancora nessuna mossa.",
        "move_ahead": " (più avanti nella partita, non sul tavolo)",
        "to_move": "Muove {seat.il}",
        "wins": "Vince {seat.il}",
        "win_all": "Vincono {seats.il}",
        "draw_result": "Patta",
        "lost_all": "Persa",
        "you_won": "Hai vinto!",
        "you_shared": "Vittoria condivisa!",
        "you_lost": "Hai perso.",
        "last_move": "Ultima mossa: {move}",
        "last_turn": "Ultimo turno: {moves}",
        "times": "{move} ({n} volte)",
        "since_yours": "Dopo la tua mossa: {moves}",
        "since_vote": "Dopo il voto: {moves}",
        "link_shown": "Copia questo link:",
        "draw_offer": "{seat.Il} propone la patta. {other}, accetti?",
        "draw_offered": "Proponi la patta {seat.al}…",
        "draw_declined": "{seat.Il} rifiuta la patta e continua a giocare.",
        "draw_accepted": "{seat.Il} accetta la patta.",
        "accept": "Accetto",
        "decline": "Rifiuto",
        "first_player": "Chi inizia",
        "players": "Giocatori",
        "continue": "Riprendi una partita",
        "show_notation": "Mostra la notazione",
        "show_words": "Mostra le mosse a parole",
        "save_failed": "Il browser non ha permesso di salvare la partita (memoria piena o "
        "bloccata). La partita resta nel link di questa pagina: salvalo nei preferiti o "
        "condividilo per non perderla.",
        "saved_unreadable": "Partite salvate non leggibili: {count}. "
        "Sono messe da parte, non cancellate.",
        "bad_link": "Questo link non è leggibile per intero: {reason}. "
        "La partita è mostrata fino all'ultima mossa valida.",
        "bad_link_redrawn": "L'estrazione che il link conteneva lì non era leggibile, "
        "quindi ne è stata fatta una nuova: da lì in poi la partita non è quella condivisa.",
        "bad_link_none": "Questo link non si può aprire: {reason}.",
        "game_failed": "Questa partita non si può mostrare: l'app ha sbagliato qualcosa "
        "(colpa nostra, non del link). Niente di salvato è andato perso.",
        "newer_link_none": "Questo link non si può aprire: indica una versione di Abstrakta "
        "più recente di quella che questo sito offre. Forse è stato scritto male o modificato "
        "a mano: chiedi a chi te l'ha mandato di rimandarlo, o riprova più tardi.",
        "saved.cut_short": "Questa partita salvata non è leggibile per intero: {reason}. "
        "È mostrata fino all'ultima mossa valida; quello che era salvato è messo da parte, "
        "non cancellato.",
        "saved.redrawn": "L'estrazione che conteneva lì non era leggibile, quindi ne è stata "
        "fatta una nuova: da lì in poi la partita non è quella salvata.",
        "saved_kept": "La partita precedente è conservata: la trovi in “Riprendi una partita”.",
        "saved.other_tab": "Questa partita è andata avanti anche in un'altra scheda. Sono "
        "conservate entrambe: le mosse di questa scheda come partita a sé in “Riprendi una "
        "partita”.",
        "saved.branched": "Una nuova partita da questa posizione: quella salvata resta intera "
        "in “Riprendi una partita”.",
        "illegal": "Mossa non permessa: {reason}",
        "chance": "pesca",
        "coming_soon": "in arrivo",
        "language": "English",
        "rules": "Notazione",
        "storage_off": "Qui le partite non si salvano.",
        "storage_off_share": "Qui le partite non si salvano: usa Condividi.",
        "vote": "Votano in segreto {seats.il}",
        "opt.tsoro.first": "Chi inizia",
        "hint": "Suggerimento",
        "hint_is": "Suggerimento: {move}",
        "hint_thinking": "Cerco una buona mossa…",
        "computer_tag": "computer",
        "thinking_one": "{seat.Il} (computer) sta pensando…",
        "thinking_other": "{seat.Il} (computer) stanno pensando…",
        "list_and": "e",
        "computers_turn": "tocca al computer",
        "computers_turn_now": "Aspetta: tocca al computer.",
        "computer_failed": "Il computer non è riuscito a muovere: {reason}",
        "computer_unavailable": "Non è stato possibile caricare il computer: controlla la "
        "connessione, poi riprova.",
        "computer_unavailable_retry": "Non è stato possibile caricare il computer: controlla "
        "la connessione. Riproverà da solo.",
        "no_such_seat": "Questa partita non ha il posto {seat}: i posti vanno da 0 a {last}.",
        "no_such_level": "“{level}” non è un livello del computer: scegli tra {levels}.",
        "who_plays": "Chi gioca: una persona o il computer, al livello scelto",
        "levels.hint": "Facile ogni tanto sbaglia; Normale gioca bene; "
        "Forte guarda più avanti e pensa più a lungo.",
        "levels.hint.tsoro": "Facile ogni tanto sbaglia; Normale e Forte giocano "
        "alla perfezione (questo piccolo gioco è risolto).",
        "levels.hint.asterismo": "Il computer gioca con te, non contro di te: Facile "
        "ogni tanto sbaglia; Normale gioca bene; Forte guarda più avanti.",
        "seat.person": "Persona",
        "seat.easy": "Facile",
        "seat.normal": "Normale",
        "seat.strong": "Forte",
        "seat.random": "A caso",
        "level_person": "Persona",
        "level_random": "Computer (a caso)",
        "level_easy": "Computer (facile)",
        "level_normal": "Computer (normale)",
        "level_strong": "Computer (forte)",
    },
}

#: Italian templates of the rules' message keys (English ones: core.MESSAGES).
RULES_IT: dict[str, str] = {
    # core and record
    "bad_move_text": "non è una mossa di questo gioco",
    "not_legal": "{move} non è una mossa permessa qui",
    "game_over": "la partita è finita",
    "not_your_turn": "non è il turno {seat.del}",
    "no_draw_here": "in questo gioco non c'è patta concordata",
    "chance_move": "una pesca dal sacchetto non può stare dove muove un giocatore",
    "unknown_option": "impostazione sconosciuta “{name}”",
    "bad_option": "l'impostazione “{name}” non può valere “{value}”",
    "record_empty": "il link non contiene una partita",
    "record_version": "il link ha un formato sconosciuto (“{version}”)",
    "record_newer": "viene da una versione più recente di Abstrakta. Premi Ricarica quando "
    "compare “È pronta una nuova versione” (o ricarica la pagina) e si aprirà",
    "record_shape": "il link è troncato o rovinato",
    "record_game": "il link indica un gioco sconosciuto (“{game}”)",
    "record_option": "l'impostazione “{text}” del link è rovinata",
    "record_move": "mossa {number}: {reason}",
    "record_unreadable": "non è una mossa di questo gioco",
    "agreed": "di comune accordo",
}

#: The page's English for rules keys whose core text quotes notation (the
#: core's, for tools and tests, keeps it): a player reads words.
RULES_EN: dict[str, str] = {
    "bad_move_text": "it is not a move of this game",
    "record_newer": "it comes from a newer version of Abstrakta. Press Reload when "
    "“A new version is ready” shows (or reload the page) and it will open",
    "bad_option": "the setting “{name}” cannot be “{value}”",
    "record_move": "move {number}: {reason}",
}

#: An error's parameters as a player reads them (``"R"`` as "red").
ParamWords = Callable[[dict[str, object]], dict[str, object]]
#: Per rules key, its parameters' words (added by the views).
PARAM_WORDS: dict[str, ParamWords] = {}

#: A link's text quoted in a message (an option, a version) is cut here.
QUOTE_LIMIT = 24
#: The errors that quote a link's own text (never a move's words in play).
QUOTING_LINK = frozenset(
    {
        "record_version",
        "record_newer",
        "record_game",
        "record_option",
        "bad_option",
        "unknown_option",
    }
)

#: Each seat name's Italian article, by its rules key ("white": "il",
#: "tiquadra_orange": "l'", "tayu_ns": ""), added by the views: a seat
#: name is then a ``SeatName`` that Italian sentences take forms of.
SEAT_ARTICLES: dict[str, str] = {}

_language = "en"


def set_language(language: str) -> None:
    global _language
    _language = language if language in LANGUAGES else "en"


def language() -> str:
    return _language


def pick_language(browser_languages: list[str]) -> str:
    """The first of the browser's languages that we speak (else English)."""
    for tag in browser_languages:
        code = tag.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def date_locale(page_language: str, browser_languages: list[str]) -> str:
    """The locale to write dates in: the browser's own (``en-GB``) when it is
    of the page's language, so a British phone reads its own day order and
    clock, else the page's language code."""
    for tag in browser_languages:
        if tag.split("-")[0].lower() == page_language:
            return tag
    return page_language


def italian_a(name: str) -> str:
    """Italian "a" (to, at) before a name: "a TiQuadra", "ad Asterismo" (the
    euphonic d before the same vowel, as the Accademia della Crusca advises)."""
    return f"ad {name}" if name[:1].lower() == "a" else f"a {name}"


def t(key: str, **params: object) -> str:
    """A page string in the current language."""
    template = UI[_language].get(key) or UI["en"].get(key) or rules_text(key)
    if not params:
        return pointed(template)
    try:
        text = template.format(**params)
    except AttributeError:  # a form ("{seat.il}") of a caller's own text
        text = template.format(**as_seat_names(params))
    return pointed(_ARTICLE_AFTER_STOP.sub(_lowered, text) if _language == "it" else text)


def pointed(text: str) -> str:
    """A text in the current language in the words of the device's pointer
    ("Click" with a mouse, ``ui.pointer_words``)."""
    return for_pointer(text, _language)


def said_as(key: str) -> set[str]:
    """The parameterless string ``key`` as the page may have said it: in
    either language, in a finger's or a mouse's words."""
    forms = set()
    for language, texts in UI.items():
        if key in texts:
            forms |= {texts[key], for_pointer(texts[key], language)}
    return forms


def says(key: str, text: str) -> bool:
    """Whether ``text`` is the parameterless string ``key`` in either
    language (a message said before the language changed still counts)."""
    return text in said_as(key)


#: Per language, the first words of moves in words that are no name
#: ("Tile drawn", "I voti…"), added by the games' words (``ui.words``).
_OPENERS: dict[str, set[str]] = {"en": set(), "it": set()}


def add_openers(en: Iterable[str], it: Iterable[str]) -> None:
    """Words that open a game's moves in words and are no name: after a
    colon (``inside_sentence``) they are written in lower case."""
    _OPENERS["en"].update(en)
    _OPENERS["it"].update(it)


def inside_sentence(text: str) -> str:
    """A move in words as it reads after a colon or semicolon ("Last move:
    tile drawn"): its first word in lower case unless it is a name."""
    if text.split(" ", 1)[0] in _OPENERS.get(_language, ()):
        return text[:1].lower() + text[1:]
    return text


#: A sentence opened by a seat's article ("Il Rosso mette…") that follows
#: a colon or semicolon ("Ultimo turno: il Rosso mette…; il Rosso…"),
#: where Italian writes the article in lower case.
_ARTICLE_AFTER_STOP = re.compile(r"(?<=[:;] )(Il |L')")


def _lowered(match: re.Match[str]) -> str:
    return match[0].lower()


def rules_text(key: str, **params: object) -> str:
    """A rules word (seat name, outcome reason...) in the current language."""
    page = RULES_IT if _language == "it" else RULES_EN
    template = page.get(key) or MESSAGES.get(key, key)
    if key in SEAT_ARTICLES and not params:
        return SeatName(template, SEAT_ARTICLES[key] if _language == "it" else "")
    try:
        return template.format(**params)
    except AttributeError:  # a form ("{seat.il}") of a caller's own text
        return template.format(**as_seat_names(params))
    except (KeyError, IndexError):
        return template


def error_text(error: AbstraktaError) -> str:
    """A rules or record error in the current language, the cause included."""
    params = dict(error.params)
    if error.key in QUOTING_LINK:
        params = {name: readable(value) for name, value in params.items()}
    words = PARAM_WORDS.get(error.key)
    if words is not None:
        params = words(params)
    cause = getattr(error, "cause", None)
    if isinstance(cause, AbstraktaError):
        params["reason"] = error_text(cause)
    return rules_text(error.key, **params)


def option_label(game_id: str, name: str, value: str | None = None) -> str:
    """The words for an option or one of its values, in the page's language
    (as the new-game screen shows them)."""
    key = f"opt.{game_id}.{name}" + (f".{value}" if value is not None else "")
    text = t(key)
    if text != key:
        return text
    shown = value if value is not None else name
    return rules_text(shown)


def _setting_words(params: dict[str, object]) -> dict[str, object]:
    """A link's bad option named as the new-game screen names it (its game
    is known when the link named one)."""
    game, name, value = params.get("game"), params.get("name"), params.get("value")
    if not isinstance(game, str) or not isinstance(name, str) or not isinstance(value, str):
        return params
    return {**params, "name": option_label(game, name), "value": option_label(game, name, value)}


PARAM_WORDS["bad_option"] = _setting_words


def readable(value: object) -> object:
    """A link's text as a person typed it (``%20`` is a space), cut short."""
    if not isinstance(value, str):
        return value
    text = unquote(value)
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def add_rules_italian(templates: dict[str, str]) -> None:
    """Each game's view adds the Italian words of its rules' keys."""
    RULES_IT.update(templates)


def add_seat_articles(articles: dict[str, str]) -> None:
    """Each game's view adds the Italian article of its seat names."""
    SEAT_ARTICLES.update(articles)


def add_rules_english(templates: dict[str, str], params: dict[str, ParamWords]) -> None:
    """A view's page English for rules keys whose core text quotes notation
    (a hex's coordinates, a colour's letter), and per key how the error's
    parameters read as words for both languages' templates."""
    RULES_EN.update(templates)
    PARAM_WORDS.update(params)


def add_ui_texts(english: dict[str, str], italian: dict[str, str]) -> None:
    """Each game's view adds its own page words, in both languages."""
    if set(english) != set(italian):
        raise KeyError(f"untranslated: {sorted(set(english) ^ set(italian))}")
    UI["en"].update(english)
    UI["it"].update(italian)


NUMBER_WORDS = {
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
}


def count_words(count: int) -> str:
    """A small count as a word ("two", "due"), a larger one as digits."""
    words = NUMBER_WORDS[_language]
    return words[count] if 0 <= count < len(words) else str(count)


def and_list(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (``e`` in Italian)."""
    if items and all(isinstance(item, SeatName) for item in items):
        parts = [part for item in items for part in item.parts]
        return SeatName.joined(parts, t("list_and"))
    return listed(items, t("list_and"))


def plural(key: str, count: int, **params: object) -> str:
    """``key_one`` or ``key_other`` by ``count`` (given to the text as
    ``{count}``): English and Italian both take the singular for exactly
    one, as Intl.PluralRules says for them."""
    return t(f"{key}_one" if count == 1 else f"{key}_other", count=count, **params)
