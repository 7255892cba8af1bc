"""The QR code of a link: which size and error correction, and its SVG.

Pure Python over ``segno`` (which the page installs on first use, see
``ui.wheels``), so the choice is tested in CPython.

- The link is written in its shortest record form (``abstrakta.compact``).
- Error correction: the most robust level whose code is no bigger than
  version ``COMFORT_VERSION`` or than the code at level L (a short link
  gets Q or M: big modules and room for glare; a long one gets L, raised
  for free by ``boost_error`` when the same version holds more).
- A code above version ``MAX_VERSION`` is not drawn: on a 390-pixel phone
  its modules would be under ~0.45 mm, too small to scan from another
  phone. No game's longest link comes near it (README, "QR codes").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Up to this version a link may take a stronger error correction.
COMFORT_VERSION = 10
#: The biggest code drawn (117 modules a side).
MAX_VERSION = 25
#: Strongest first; H is left out: a screen is never torn or stained.
LEVELS = ("Q", "M", "L")
#: Light modules around the code, as the standard asks.
QUIET_ZONE = 4


@dataclass(frozen=True)
class Code:
    text: str
    version: int
    error: str
    size: int  # modules a side, quiet zone included
    svg: str


def make(text: str) -> Code | None:
    """The code for ``text``, or None when it would be too big to scan."""
    import segno  # installed on first use, not at start-up

    try:
        smallest = _code(segno, text, "L")
    except segno.DataOverflowError:  # beyond even version 40
        return None
    if smallest.version > MAX_VERSION:
        return None
    if smallest.version < COMFORT_VERSION:
        # Room to grow: the strongest level that fits by the comfort version.
        for level in LEVELS[:-1]:
            code = _code(segno, text, level)
            if code.version <= COMFORT_VERSION:
                return _described(text, code)
    # At or past the comfort version, no stronger level fits in fewer
    # modules than ``smallest``, and ``boost_error`` already raised it as
    # far as its own version allows: encoding Q and M as well (then L
    # again) cost four encodings, ~1.2 s on a phone-class CPU for a long
    # game's link.
    return _described(text, smallest)


def _code(segno: Any, text: str, level: str) -> Any:
    # Byte mode, no Micro QR: every phone camera reads these.
    return segno.make_qr(text, error=level, boost_error=True, encoding="utf-8")


def _described(text: str, code: Any) -> Code:
    svg = code.svg_inline(scale=1, border=QUIET_ZONE, dark="#000", light="#fff", omitsize=True)
    size = code.symbol_size(scale=1, border=QUIET_ZONE)[0]
    return Code(text, int(code.version), str(code.error).upper(), int(size), str(svg))
