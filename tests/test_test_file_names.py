"""pytest collects tests/ and e2e/ in one run under rootdir-less imports:
two test files with one basename stop the whole run at collection."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_two_test_files_share_a_basename() -> None:
    seen: dict[str, Path] = {}
    clashes: list[str] = []
    for folder in ("tests", "e2e"):
        for path in sorted((ROOT / folder).rglob("test_*.py")):
            if path.name in seen:
                clashes.append(f"{seen[path.name].relative_to(ROOT)} and {path.relative_to(ROOT)}")
            seen.setdefault(path.name, path)
    assert not clashes, "same test file name twice: " + "; ".join(clashes)
