"""What a phone user taps: every visible control's box (issue 15 asks
44 x 44 CSS px at least)."""

from __future__ import annotations

from playwright.sync_api import Page

MIN_TARGET = 44

SMALL_TARGETS = """(least) => [...document.querySelectorAll(
    'button, input, select, summary, a[href], [role=button], [tabindex]:not([tabindex="-1"])')]
  .filter(e => e.offsetParent !== null || e.tagName === 'INPUT')
  .filter(e => !e.closest('.visually-hidden'))
  .map(e => {
    // a radio or checkbox inside its label: the label is what is tapped
    const box = (e.closest('label') || e).getBoundingClientRect();
    return {what: (e.id ? '#' + e.id : e.tagName.toLowerCase())
                  + ' ' + (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30),
            w: Math.round(box.width), h: Math.round(box.height)};
  })
  .filter(t => t.w > 0 && t.h > 0 && (t.w < least || t.h < least))"""


def small_targets(page: Page) -> list[str]:
    found = page.evaluate(SMALL_TARGETS, MIN_TARGET - 0.5)
    return [f"{t['what']!r} {t['w']}x{t['h']}" for t in found]
