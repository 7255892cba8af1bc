"""Text at 200% (WCAG 1.4.4): what overflows the page or is cut off."""

from __future__ import annotations

from playwright.sync_api import Page

OVERFLOWS = """() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  const page = document.scrollingElement.scrollWidth;
  if (page > width + 1) found.push('the page scrolls sideways: ' + page + ' > ' + width);
  const texts = 'button, label, legend, summary, p, li, h2, small, span';
  for (const e of document.querySelectorAll(texts)) {
    if (e.offsetParent === null || e.closest('.visually-hidden')) continue;
    const box = e.getBoundingClientRect();
    if (box.width === 0) continue;
    const words = (e.textContent || '').trim().slice(0, 25);
    const name = (e.id ? '#' + e.id : e.tagName.toLowerCase()) + ' ' + words;
    if (box.right > width + 1) found.push(name + ' goes past the right edge');
    const style = getComputedStyle(e);
    const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    if (clips && style.textOverflow !== 'ellipsis' && !['auto', 'scroll'].includes(style.overflowY)
        && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
      found.push(name + ' is cut off');
  }
  return found;
}"""


def at_200_percent(page: Page) -> list[str]:
    """Text doubled as a browser's text size setting does (rem and em grow;
    the CSS pixel stays), then what does not fit."""
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    page.wait_for_timeout(100)
    return page.evaluate(OVERFLOWS)  # type: ignore[no-any-return]
