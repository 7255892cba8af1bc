"""The contrast of the words the boards draw on their canvas, measured on
the pixels (axe reads the page's text, never a canvas's): every
``fillText`` on the board is recorded with its box and ink; after the
frame, the background is the commonest colour of the box (grown by a few
pixels) that is not the ink."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page

from tests.wcag import ratio

#: Installed before the page's scripts (``context.add_init_script``).
RECORD_TEXTS = """
window.__boardTexts = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;
CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
  if (this.canvas.id === "board" && typeof this.fillStyle === "string") {
    const m = this.measureText(text);
    const squeeze = maxWidth !== undefined && m.width > maxWidth ? maxWidth / m.width : 1;
    const left = x - m.actualBoundingBoxLeft * squeeze;
    const right = x + m.actualBoundingBoxRight * squeeze;
    const top = y - m.actualBoundingBoxAscent, bottom = y + m.actualBoundingBoxDescent;
    const t = this.getTransform();
    window.__boardTexts.push({
      text: String(text), squeeze, fill: this.fillStyle, alpha: this.globalAlpha, font: this.font,
      scale: t.a, box: [t.a * left + t.e, t.d * top + t.f, t.a * right + t.e, t.d * bottom + t.f],
    });
  }
  return fillText.apply(this, arguments);
};
"""

#: Each word drawn in the last frames and still on the canvas: its ink
#: (over its background, if see-through) and its background, 0-255.
MEASURE = """() => {
  const canvas = document.getElementById("board");
  const width = canvas.width, height = canvas.height;
  const data = canvas.getContext("2d").getImageData(0, 0, width, height).data;
  const probe = document.createElement("canvas").getContext("2d");
  const rgba = (colour) => {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data];
  };
  let page = [255, 255, 255];  // what shows through the canvas's clear pixels
  for (let el = canvas; el; el = el.parentElement) {
    const colour = getComputedStyle(el).backgroundColor;
    if (colour !== "rgba(0, 0, 0, 0)") { page = rgba(colour).slice(0, 3); break; }
  }
  const far = (a, b, limit) =>
    Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > limit;
  const seen = new Set(), found = [];
  for (const r of window.__boardTexts) {
    const pad = 3;
    const [x0, y0, x1, y1] = r.box.map((v, i) => Math.round(v) + (i < 2 ? -pad : pad));
    const key = r.text + "|" + [x0, y0, x1, y1].join(",");
    if (seen.has(key) || x0 < 0 || y0 < 0 || x1 > width || y1 > height) continue;
    seen.add(key);
    const pixels = [], counts = new Map();
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4, a = data[i + 3] / 255;
      const p = [0, 1, 2].map((j) => Math.round(data[i + j] * a + page[j] * (1 - a)));
      pixels.push(p);
      counts.set(p.join(), (counts.get(p.join()) || 0) + 1);
    }
    const ink = rgba(r.fill), a = (ink[3] / 255) * r.alpha;
    const over = (bg) => bg.map((v, j) => ink[j] * a + v * (1 - a));
    let background = null;
    for (const [colour] of [...counts.entries()].sort((u, v) => v[1] - u[1])) {
      const bg = colour.split(",").map(Number);
      if (far(bg, over(bg), 60)) { background = bg; break; }
    }
    if (background === null) continue;
    const shown = over(background);
    // drawn in an earlier frame, or painted over since: not measured
    if (pixels.filter((p) => !far(p, shown, 40)).length < 3) continue;
    found.push({text: r.text, font: r.font, scale: r.scale, ink: shown, background});
  }
  window.__boardTexts = [];
  return found;
}"""


@dataclass
class BoardText:
    text: str
    ratio: float
    needs: float
    px: float
    ink: tuple[int, ...]
    background: tuple[int, ...]


def needs(font: str, px: float) -> float:
    """WCAG's least ratio for text of this CSS ``font`` at ``px`` CSS px:
    3:1 for large text (24 px, or 18.66 px bold), else 4.5:1."""
    bold = re.search(r"\b(bold|[6-9]00)\b", font) is not None
    return 3.0 if px >= 24 or (bold and px >= 18.66) else 4.5


def board_texts(page: Page) -> list[BoardText]:
    """The words on the board now (drawn since the last call), measured."""
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    scale = float(page.evaluate("devicePixelRatio"))
    found: list[dict[str, Any]] = page.evaluate(MEASURE)
    texts = []
    for item in found:
        size = re.search(r"([\d.]+)px", item["font"])
        px = float(size.group(1)) * float(item["scale"]) / scale if size else 0.0
        texts.append(
            BoardText(
                item["text"],
                ratio([v / 255 for v in item["ink"]], [v / 255 for v in item["background"]]),
                needs(item["font"], px),
                px,
                tuple(round(v) for v in item["ink"]),
                tuple(item["background"]),
            )
        )
    return texts
