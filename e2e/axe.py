"""axe-core in the end-to-end tests (tools/npm-audit: tests only, never
shipped in dist/): serious and critical violations of a page, as text."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from e2e.harness import ROOT

AXE = ROOT / "tools" / "npm-audit" / "node_modules" / "axe-core" / "axe.min.js"
#: What issue 15 forbids: axe's two worst impacts.
BLOCKING = ("serious", "critical")


def violations(page: Page) -> list[str]:
    """axe's serious and critical violations on the page as it is now,
    one line each (rule, impact, the first few elements)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .map(v => ({id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' — '
                        + (n.failureSummary || '').split('\\n').slice(0, 2).join(' '))}))"""
    )
    return [
        f"{v['id']} ({v['impact']}): {v['help']} :: {' | '.join(v['nodes'])}"
        for v in found
        if v["impact"] in BLOCKING
    ]


def all_violations(page: Page) -> list[str]:
    """Every violation, whatever its impact (for looking, not asserting)."""
    page.add_script_tag(path=str(AXE))
    return page.evaluate(  # type: ignore[no-any-return]
        """async () => (await axe.run(document)).violations
        .map(v => v.id + ' (' + v.impact + '): ' + v.nodes.length)"""
    )
