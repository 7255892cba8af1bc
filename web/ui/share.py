"""The Share sheet: the game's link and its QR code, drawn in the page.

Opened by Share (the position) or by "Send my move" (the link says which
seat sent it, so the other device shows that move and whose turn it is).
The QR code holds the same link in its shortest record form; ``segno`` is
installed on first use (``ui.wheels``), so the sheet opens at once and the
code appears a moment later, offline too once the app is cached.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import js

from abstrakta import compact, link
from ui import turns, wheels
from ui.dom import button, by_id, listen, make, on
from ui.i18n import add_ui_texts, and_list, rules_text, t
from ui.new_game import computer_levels
from ui.page import Dialog
from ui.session import Session
from ui.store import Change, Store

add_ui_texts(
    {
        "share_title": "Share this game",
        "send_title": "Send your move",
        "share_lead": "Scan the code with another phone's camera to go on there, or send the link.",
        "share_lead_over": "Scan the code with another phone's camera to see the whole game "
        "there, or send the link.",
        "share_copied": "Link copied: paste it in a message.",
        "share_copy_failed": "This browser would not copy the link. It is selected "
        "above: copy it with your device's own Copy.",
        "send_lead": "Send this link to the other player, or let them scan the code: "
        "they see {seat}'s move and play theirs.",
        "share_qr_wait": "Drawing the QR code…",
        "share_qr_failed": "The QR code could not be drawn here; the link works.",
        "share_qr_too_long": "This game is too long for a QR code; send the link.",
        "share_qr_label": "QR code of the link",
        "share_link_label": "The game's link",
        "share_copy": "Copy link",
        "share_native": "Share…",
        "share_computer": "The computer keeps playing for {seats}",
        "share_one_device": "{game} has secret votes: play it on one device, "
        "passed from hand to hand.",
        "send_move": "Send my move",
    },
    {
        "share_title": "Condividi questa partita",
        "send_title": "Invia la tua mossa",
        "share_lead": "Inquadra il codice con la fotocamera di un altro telefono per "
        "continuare lì, o invia il link.",
        "share_lead_over": "Inquadra il codice con la fotocamera di un altro telefono per "
        "rivedere lì tutta la partita, o invia il link.",
        "share_copied": "Link copiato: incollalo in un messaggio.",
        "share_copy_failed": "Questo browser non ha copiato il link. È selezionato qui "
        "sopra: copialo con il comando Copia del dispositivo.",
        "send_lead": "Invia questo link all'altro giocatore, o fagli inquadrare il codice: "
        "vedrà la mossa {seat.del} e farà la sua.",
        "share_qr_wait": "Disegno il codice QR…",
        "share_qr_failed": "Qui il codice QR non si può disegnare; il link funziona.",
        "share_qr_too_long": "La partita è troppo lunga per un codice QR; invia il link.",
        "share_qr_label": "Codice QR del link",
        "share_link_label": "Il link della partita",
        "share_copy": "Copia il link",
        "share_native": "Condividi…",
        "share_computer": "Il computer continua a giocare per {seats.il}",
        "share_one_device": "{game} ha voti segreti: si gioca su un solo dispositivo, "
        "passato di mano in mano.",
        "send_move": "Invia la mia mossa",
    },
)


#: Drawings under way (kept, so they are not collected before they end).
_DRAWING: set[Any] = set()


def computers_line(names: list[str]) -> str:
    """The share sheet's option to let the computer play on: "The computer
    keeps playing for Grey and Green"."""
    return t("share_computer", seats=and_list(names))


def page_address() -> str:
    """The app's address without query or fragment (``?embed`` stays home)."""
    return str(js.location.origin) + str(js.location.pathname)


def open_sheet(store: Store, dialog: Dialog, send: bool = False) -> None:
    """Show the Share sheet for the game on the table."""
    session = store.session
    if session is None:
        return
    state = session.state
    sender = turns.last_person_seat(session) if send else None
    computers = {seat: level for seat, level in session.seats.items()}
    keep_computers = make("input", type="checkbox", id="share-computer")
    keep_computers.checked = True

    def fragment() -> str:
        extras = link.Extras(sender, dict(computers) if keep_computers.checked else {})
        return link.join(session.record(), extras)

    field = make("input", type="text", readonly="", id="share-link")
    field.setAttribute("aria-label", t("share_link_label"))  # screen readers name it
    code_box = make("div", t("share_qr_wait"), class_="share-qr", id="share-qr")
    code_box.setAttribute("role", "img")
    code_box.setAttribute("aria-label", t("share_qr_label"))

    def update() -> None:
        field.value = page_address() + "#" + fragment()
        _draw_code(code_box, page_address() + "#" + _shortest(fragment()))

    body: list[Any] = []
    title = t("send_title") if send else t("share_title")
    body.append(make("h2", title, class_="share-title"))
    over = state.is_over()
    if turns.needs_one_device(state) and not over:
        note = t("share_one_device", game=session.info.name)
        body.append(make("p", note, class_="share-note", id="share-one-device"))
    seat_name = rules_text(state.seat_name(sender)) if sender is not None else ""
    if send:
        lead = t("send_lead", seat=seat_name)
    else:
        lead = t("share_lead_over" if over else "share_lead")
    body.extend([make("p", lead, class_="share-lead"), code_box])
    if computers and not over:  # at the end nobody plays on
        names = [rules_text(state.seat_name(seat)) for seat in sorted(computers)]
        label = make("label", None, class_="share-option")
        label.append(keep_computers)
        label.append(js.document.createTextNode(computers_line(names)))
        on(keep_computers, "change", lambda e: update())
        body.append(label)
    body.append(field)
    row = make("div", None, class_="share-actions")
    copied = make("p", None, class_="share-copied", id="share-copied", role="status")
    row.append(button(t("share_copy"), lambda: _copy(field, copied)))
    if getattr(js.navigator, "share", None):
        row.append(button(t("share_native"), lambda: _native_share(str(field.value))))
    body.extend([row, copied])
    dialog(body, [(t("close"), "")], None)
    update()


def _shortest(fragment: str) -> str:
    record, extras = link.split(fragment)
    return link.join(compact.shortest(record), extras)


def _draw_code(box: Any, text: str) -> None:
    box.dataset.text = text
    _DRAWING.add(task := asyncio.ensure_future(_draw_code_later(box, text)))
    task.add_done_callback(_DRAWING.discard)


async def _draw_code_later(box: Any, text: str) -> None:
    try:
        await wheels.need("segno")
        from ui import qr

        code = qr.make(text)
    except Exception as error:  # no wheel (never cached offline)
        js.console.warn(f"QR code: {error}")
        box.textContent = t("share_qr_failed")
        return
    if str(box.dataset.text) != text:
        return  # the link changed while segno was loading
    if code is None:
        box.textContent = t("share_qr_too_long")
        return
    box.innerHTML = code.svg
    box.dataset.version = str(code.version)
    box.dataset.error = code.error


def _copy(field: Any, copied: Any) -> None:
    """Copy the link; said in the sheet itself (the page's message line is
    behind the sheet's backdrop, and may be scrolled away). The clipboard API
    is missing outside a secure context and refused in an iframe the host
    did not allow to write it: then the older ``execCommand`` copies the
    selected field, and if that fails too the person is told to copy it."""
    field.select()

    def said(key: str) -> None:
        copied.textContent = t(key)

    def by_command(*_: Any) -> None:
        field.select()  # the promise's refusal may come after focus moved
        try:
            done = bool(js.document.execCommand("copy"))
        except Exception:  # a browser that dropped the command
            done = False
        said("share_copied" if done else "share_copy_failed")

    clipboard = getattr(js.navigator, "clipboard", None)
    if clipboard is None or not _frame_may_write_clipboard():
        by_command()
        return
    clipboard.writeText(field.value).then(lambda _: said("share_copied"), by_command)


def _frame_may_write_clipboard() -> bool:
    """False in a frame whose host did not allow ``clipboard-write``: asked
    anyway, Chromium refuses and logs a permissions-policy violation in the
    host's console. Browsers without the policy API are simply tried."""
    policy = getattr(js.document, "featurePolicy", None)
    if policy is None:
        return True
    try:
        return bool(policy.allowsFeature("clipboard-write"))
    except Exception:  # an implementation without allowsFeature
        return True


def _native_share(url: str) -> None:
    data = js.JSON.parse(json.dumps({"title": "Abstrakta", "url": url}))
    js.navigator.share(data).catch(lambda _: None)  # the person cancelled


class SendButton:
    """Subscriber: "Send my move" beside Share, after a person's move (see
    ``turns.can_send``); and what a link brings (``arrived``). A device a
    turn arrived on did not make that move: it offers no "Send my move"
    until it plays."""

    def __init__(self, dialog: Dialog) -> None:
        self.dialog = dialog
        self.arrival: str | None = None
        self.store: Store | None = None

    def __call__(self, store: Store, change: Change) -> None:
        self.store = store
        element = by_id("send-button")
        if not element:  # JS null arrives as jsnull (falsy), not None
            element = make("button", t("send_move"), type="button", id="send-button")
            share_button = by_id("share-button")
            share_button.parentNode.insertBefore(element, share_button)
            listen(element, "click", lambda e: open_sheet(store, self.dialog, send=True))
        element.textContent = t("send_move")
        element.hidden = not self.wanted(store.session)

    def wanted(self, session: Session | None) -> bool:
        if session is None or session.record() == self.arrival:
            return False
        return turns.can_send(session, session.is_computer)

    def arrived(self, session: Session, fragment: str) -> str | None:
        """A link was opened: its computer seats become the session's; for
        a sent turn, the words that say what the sender did."""
        sender = turns.apply_extras(session, fragment, computer_levels(session.game_id))
        if sender is None:
            return None
        self.arrival = session.record()
        return turns.arrival_text(session, sender)
