"""The QR code's size and error correction for a link (web/ui/qr.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest
import segno
from ui import qr

ORIGIN = "https://pergioco.github.io/abstrakta/#"


def test_a_short_link_gets_strong_error_correction_within_version_10() -> None:
    code = qr.make(ORIGIN + "v1~tsoro~first.white~a2_a1_b3_b2_c1_c2_b3xb1")
    assert code is not None
    assert code.error in ("Q", "M") and code.version <= qr.COMFORT_VERSION
    assert code.size == 17 + 4 * code.version + 2 * qr.QUIET_ZONE
    assert f'viewBox="0 0 {code.size} {code.size}"' in code.svg


def test_a_long_link_gets_level_l_and_the_smallest_version() -> None:
    text = ORIGIN + "v2~tayu~x~" + "A" * 700
    code = qr.make(text)
    assert code is not None and code.error == "L"
    assert code.version > qr.COMFORT_VERSION


@pytest.mark.parametrize("length", [1300, 3000])
def test_a_link_too_long_to_scan_gets_no_code(length: int) -> None:
    assert qr.make(ORIGIN + "x" * length) is None


def earlier_choice(text: str) -> tuple[int, str]:
    """The choice as first written: every level tried, strongest first."""
    smallest = segno.make_qr(text, error="L", boost_error=True)
    limit = max(qr.COMFORT_VERSION, smallest.version)
    for level in qr.LEVELS:
        code = segno.make_qr(text, error=level, boost_error=True)
        if code.version <= limit:
            return code.version, str(code.error).upper()
    raise AssertionError("L always fits")


def test_a_long_link_is_encoded_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sharing a long game froze a phone-class page for ~1.2 s: its code was
    encoded four times (Q, M, then L again after the first L), though
    past the comfort version the first is always the one drawn. The codes
    chosen are the same as before for links of every length."""
    encoded: list[str] = []
    make_qr = segno.make_qr

    def counted(text: str, **options: Any) -> Any:
        encoded.append(options["error"])
        return make_qr(text, **options)

    monkeypatch.setattr(segno, "make_qr", counted)
    assert qr.make(ORIGIN + "v2~tayu~x~" + "A" * 700) is not None
    assert encoded == ["L"]
    rng = random.Random(4)
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789_.~"
    for length in [*range(0, 400, 19), *range(400, 1300, 83)]:
        text = ORIGIN + "".join(rng.choice(alphabet) for _ in range(length))
        code = qr.make(text)
        if code is not None:
            assert (code.version, code.error) == earlier_choice(text), length
