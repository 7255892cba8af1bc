"""Asterismo's tree as bitboard arithmetic, for the solver: neighbour counts
of every piece at once (bit-sliced), and which pieces could be put back
(``addable``, ``regrown``), the take played backwards."""

from __future__ import annotations

from abstrakta.games.asterismo import SHIFTS


def count6(a: int, b: int, c: int, d: int, e: int, f: int) -> tuple[int, int, int]:
    """Bit-sliced sum of six bitboards: (ones, twos, fours) per bit."""
    s1 = a ^ b ^ c
    c1 = (a & b) | (c & (a ^ b))
    s2 = d ^ e ^ f
    c2 = (d & e) | (f & (d ^ e))
    carry = s1 & s2
    return s1 ^ s2, c1 ^ c2 ^ carry, (c1 & c2) | (carry & (c1 ^ c2))


def toward(mask: int, shift: int) -> int:
    """The bits whose neighbour ``shift`` away is in ``mask``."""
    return mask >> shift if shift > 0 else mask << -shift


_RIGHT = sorted(s for s in SHIFTS if s > 0)
_LEFT = sorted(-s for s in SHIFTS if s < 0)
assert len(_RIGHT) == len(_LEFT) == 3
_R1, _R2, _R3 = _RIGHT
_L1, _L2, _L3 = _LEFT


def neighbours(mask: int) -> tuple[int, int, int]:
    """For every bit, how many of its six neighbours are in ``mask``,
    bit-sliced: (ones, twos, fours). The shifts are written out: this is the
    solver's innermost loop."""
    return count6(mask >> _R1, mask >> _R2, mask >> _R3, mask << _L1, mask << _L2, mask << _L3)


def dilate(mask: int) -> int:
    """The bits next to some bit of ``mask`` (unmasked)."""
    return mask >> _R1 | mask >> _R2 | mask >> _R3 | mask << _L1 | mask << _L2 | mask << _L3


def addable(kept: int, within: int, colour_masks: tuple[int, int, int] | list[int]) -> int:
    """The pieces of ``within`` outside ``kept`` that would be alive if put
    back into ``kept`` (three neighbours there, or two of their colour)."""
    out = within & ~kept
    if not out:
        return 0
    n0, n1, n2 = neighbours(kept)
    ok = out & (n2 | (n1 & n0))
    for colour_mask in colour_masks:
        if out & colour_mask & ~ok:
            _, c1, c2 = neighbours(kept & colour_mask)
            ok |= out & colour_mask & (c1 | c2)
    return ok


def regrown(kept: int, within: int, colour_masks: tuple[int, int, int] | list[int]) -> int:
    """Everything that grows back from ``kept`` inside ``within``, putting
    back one by one any piece that would be alive (the order does not
    matter: putting a piece back only helps the others).

    Why it matters: played backwards, a take is a put-back of a piece that
    is alive in the bigger tree, and the tree stays whole and alive. So from
    an all-alive tree ``within``, the takes can leave exactly the all-alive,
    connected trees ``kept`` with ``regrown(kept, within) == within``, in
    any order that undoes a regrowth: the final tree decides, not the order.
    """
    while True:
        more = addable(kept, within, colour_masks)
        if not more:
            return kept
        kept |= more


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low)
    return out
