"""web/ui/ has no import circle (TYPE_CHECKING imports count too): each
module depends on smaller ones, never back on the app."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "web" / "ui"


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str]) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name in known}


def graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in UI.rglob("*.py")}
    known = set(paths)
    return {name: imports_of(path, known) - {name} for name, path in paths.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    found: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                found.append([*stack[stack.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return found


def test_the_checker_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_web_ui() -> None:
    edges = graph()
    assert "ui.app" in edges and "ui.store" in edges
    assert cycles(edges) == []


def test_nothing_imports_the_app() -> None:
    edges = graph()
    assert [name for name, deps in edges.items() if "ui.app" in deps] == []
