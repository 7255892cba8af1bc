"""Record version ``v2``: a ``v1`` record with its move list deflated.

    v2~tayu~variant.standard_tiles.bag_first.0_target.24_bidding.no~<moves>

The version, game and options read as in ``v1``; ``<moves>`` is the ``v1``
move list (``t5_5n.i9_t12_...``) compressed with raw DEFLATE (RFC 1951) and
written in unpadded base64url, so the link keeps to ``A-Z a-z 0-9 - _ ~``.
A finished Ta Yü game shrinks from ~1,450 to ~700 characters, which lets
its QR code stay small enough to scan from a phone (README, "QR codes").

``v1`` stays the readable form the page shows and saves; ``v2`` is written
only where length matters (the QR code) and read everywhere a record is.
"""

from __future__ import annotations

import base64
import binascii
import zlib

from abstrakta import link

VERSION = "v2"
V1 = "v1"
SECTION = "~"
#: A longer expanded move list is refused (a link cannot hold a bomb).
MAX_MOVES_TEXT = 200_000


def compact(record: str) -> str:
    """The ``v2`` form of a ``v1`` record (with or without ``#``)."""
    version, game, options, moves = record.lstrip("#").split(SECTION)
    if version != V1:
        raise ValueError(f"not a {V1} record: {version[:20]!r}")
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    packed = deflate.compress(moves.encode("ascii")) + deflate.flush()
    text = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return SECTION.join([VERSION, game, options, text])


def shortest(record: str) -> str:
    """``record`` or its ``v2`` form, whichever is shorter."""
    dense = compact(record)
    return dense if len(dense) < len(record.lstrip("#")) else record.lstrip("#")


def is_compact(record: str) -> bool:
    """Whether ``record`` (with or without ``#``) claims to be ``v2``; its
    version is read in any case (``link.fold``)."""
    version, section, _ = record.lstrip("#").partition(SECTION)
    return bool(section) and link.fold(version) == VERSION


def expand(record: str) -> str | None:
    """The ``v1`` record a ``v2`` record holds; None if it is garbled.

    The game and options are passed on as written: ``record.decode`` reads
    them (the game id in any case)."""
    parts = record.lstrip("#").split(SECTION)
    if len(parts) != 4 or link.fold(parts[0]) != VERSION:
        return None
    _, game, options, text = parts
    try:
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflate = zlib.decompressobj(-15)
        moves = inflate.decompress(packed, MAX_MOVES_TEXT)
        if inflate.unconsumed_tail or not inflate.eof:
            return None
        return SECTION.join([V1, game, options, moves.decode("ascii")])
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        return None
