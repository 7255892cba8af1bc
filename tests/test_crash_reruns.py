"""The project's pytest settings re-run a test only when its browser page
crashed, never when it failed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Each test fails on its first run and passes on its second (the file
#: beside it counts the runs), as a test whose page crashed once would.
FLAKY_TESTS = """
from pathlib import Path

def runs(name: str) -> int:
    mark = Path(__file__).with_name(name)
    count = int(mark.read_text()) + 1 if mark.exists() else 1
    mark.write_text(str(count))
    return count

def test_page_crashed_once() -> None:
    if runs("crashed") == 1:
        raise RuntimeError("Page.wait_for_function: Target crashed")

def test_assertion_failed_once() -> None:
    assert runs("asserted") > 1
"""


def test_only_a_crashed_page_is_run_again(tmp_path: Path) -> None:
    (tmp_path / "test_flaky.py").write_text(FLAKY_TESTS)
    settings = ["-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path)]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", *settings, "-p", "no:cacheprovider", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    summary = result.stdout.strip().splitlines()[-1]
    assert "1 failed, 1 passed, 1 rerun" in summary, result.stdout
    assert "RERUN test_flaky.py::test_page_crashed_once" in result.stdout, result.stdout
    assert (tmp_path / "crashed").read_text() == "2"
    assert (tmp_path / "asserted").read_text() == "1"
