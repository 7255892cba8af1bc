"""The QR code's size and error correction for a link (web/ui/qr.py)."""

from __future__ import annotations

import pytest
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
