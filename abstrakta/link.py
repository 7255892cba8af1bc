"""A link's fragment: a record and, optionally, how to present it.

    v1~tsoro~first.white~b2_a1_c1~from.1_ai0.normal

The first four sections are the record (``abstrakta.record``, ``v1`` or
``v2``). An optional fifth section holds extras, ``name.value`` joined by
``_`` like the options; a link without it is a plain record (every link
made before extras existed), and ``record.decode`` reads a link with them
as its record alone. Known extras:

- ``from.<seat>``: the link is a turn sent by that seat (0-based) to the
  others: the page shows what the seat did and whose turn it is.
- ``ai<seat>.<level>``: the computer plays that seat at that level
  (``easy``, ``normal``...), so a friend continues against the same
  computer.

Unknown or garbled extras are ignored: they never stop a game opening.

The version and the game id are read in any case (``fold``) and written
lowercase: a phone capitalises a link's first letter (``V1~...``) and a
person types ``Tsoro``. The other sections keep their case: an option's
value may be upper case (Tantrix's ``colours.RY``) and so may a move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import unquote

SECTION = "~"
ITEM = "_"
OPTION = "."
RECORD_SECTIONS = 4
_SEAT = re.compile(r"[0-9]{1,2}")
_LEVEL = re.compile(r"[a-z]{1,12}")


@dataclass
class Extras:
    #: The seat that sent this turn, or None.
    sender: int | None = None
    #: Computer seats and their level.
    computers: dict[int, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return self.sender is not None or bool(self.computers)


def fold(section: str) -> str:
    """A version or game id as the writer spells it (lowercase).

    Only ASCII is folded: ``str.lower`` also turns lookalikes such as the
    Kelvin sign into ``k``, which no writer made and no link should hold."""
    return section.lower() if section.isascii() else section


def plain(fragment: str) -> str:
    """``fragment`` percent-decoded once: some encoders and link rewriters
    write ``~`` as ``%7E`` or ``_`` as ``%5F``. A record holds no ``%``, so
    a plain fragment is unchanged; a malformed escape (``%E0%A4%A``) is
    left as it is and read, and refused, as written."""
    if "%" not in fragment:
        return fragment
    try:
        return unquote(fragment, errors="strict")
    except UnicodeDecodeError:
        return fragment


def split(fragment: str) -> tuple[str, Extras]:
    """The record in ``fragment`` (with or without ``#``) and its extras."""
    parts = fragment.strip().lstrip("#").split(SECTION)
    record = SECTION.join(parts[:RECORD_SECTIONS])
    extras = Extras()
    for item in SECTION.join(parts[RECORD_SECTIONS:]).split(ITEM):
        name, _, value = item.partition(OPTION)
        if name == "from" and _SEAT.fullmatch(value):
            extras.sender = int(value)
        elif name.startswith("ai") and _SEAT.fullmatch(name[2:]) and _LEVEL.fullmatch(value):
            extras.computers[int(name[2:])] = value
    return record, extras


def join(record: str, extras: Extras | None = None) -> str:
    """The fragment holding ``record`` and ``extras`` (without ``#``)."""
    items = [] if extras is None or extras.sender is None else [f"from.{extras.sender}"]
    for seat, level in sorted((extras.computers if extras else {}).items()):
        items.append(f"ai{seat}.{level}")
    record = record.lstrip("#")
    return record + SECTION + ITEM.join(items) if items else record
