"""Charts for the mails, drawn as small PNG images: Gmail and Outlook show an image sent inside the mail
(``cid:``, see :class:`api.core.mail.Inline`) without asking to load remote content, and neither draws SVG
or CSS charts reliably.

A chart is one horizontal bar split into coloured segments, each as long as its share, with its figure
written inside when it fits. Only digits are drawn, in Pillow's bundled font: the labels stay in the mail's
HTML beside the image (a legend in the reader's language, which also carries the figures when images are
blocked), so no Chinese or Japanese font is needed on the machine that sends the mail. The image is drawn
at :data:`SCALE` times the size the mail shows it at, so high-density screens see it sharp, and saved with
a small palette (flat colours and anti-aliased digits): a bar weighs one or two kilobytes.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

SCALE = 2
WIDTH = 480  # CSS pixels: fits the mails' 560-pixel column with a label beside it
HEIGHT = 22
TRACK = "#f0f0f0"  # the part of a bar no segment fills
DARK = "#262626"  # figures on light segments
LIGHT = "#ffffff"  # figures on dark segments
PADDING = 4  # CSS pixels around a figure inside its segment
COLORS = 32  # palette size of the saved PNG: the segments' colours and the digits' anti-aliasing
# Colours of the segments when a chart has no colours of its own (GA4's channels), in order; Ant Design's
# palette, as the console's charts.
PALETTE = ("#1890ff", "#52c41a", "#faad14", "#722ed1", "#13c2c2", "#eb2f96", "#fa541c", "#2f54eb")
REST = "#bfbfbf"  # one segment standing for every value past the palette's


@dataclass(frozen=True)
class Segment:
    value: int
    color: str  # "#rrggbb"


@lru_cache(maxsize=1)
def _font() -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=round(HEIGHT * 0.6) * SCALE)


def _text_color(color: str) -> str:
    """Dark figures on a light segment, white ones on a dark segment (relative luminance, sRGB weights)."""
    red, green, blue = (int(color[i:i + 2], 16) for i in (1, 3, 5))
    return DARK if 0.2126 * red + 0.7152 * green + 0.0722 * blue > 160 else LIGHT


def stacked_bar(segments: Sequence[Segment], full: int | None = None, *, width: int = WIDTH,
                height: int = HEIGHT) -> bytes:
    """One bar, ``width`` × ``height`` CSS pixels, as PNG: each segment as long as its share of ``full``
    (the segments' sum by default; a larger ``full`` leaves the bar's end empty, so bars drawn as separate
    images for the same ``full`` compare by length) and its value written inside when it fits. Segments
    of zero take no room."""
    total = full if full is not None else sum(s.value for s in segments)
    image = Image.new("RGB", (width * SCALE, height * SCALE), TRACK)
    draw = ImageDraw.Draw(image)
    font = _font()
    left = 0.0
    for segment in segments:
        if segment.value <= 0 or total <= 0:
            continue
        length = segment.value / total * width * SCALE
        box = (round(left), 0, round(left + length) - 1, height * SCALE - 1)
        if box[2] >= box[0]:
            draw.rectangle(box, fill=segment.color)
        figure = str(segment.value)
        if draw.textlength(figure, font=font) + 2 * PADDING * SCALE <= length:
            draw.text((left + PADDING * SCALE, height * SCALE / 2), figure, fill=_text_color(segment.color),
                      font=font, anchor="lm")
        left += length
    buffer = io.BytesIO()
    # fast octree and no extra compression pass: a third of the time of the defaults (the weekly job draws a
    # chart a project) for the same size, and the segments' flat colours kept exactly
    image.quantize(COLORS, method=Image.Quantize.FASTOCTREE).save(buffer, "PNG")
    return buffer.getvalue()


def colored(values: Sequence[int], palette: Sequence[str] = PALETTE) -> list[Segment]:
    """Segments of ``values`` in the palette's colours, in order; values past the palette's length become
    one :data:`REST` segment (a legend marks those rows with that colour: see :func:`color_of`)."""
    shown = [Segment(v, c) for v, c in zip(values, palette, strict=False)]
    rest = sum(values[len(palette):])
    return [*shown, Segment(rest, REST)] if rest else shown


def color_of(index: int, palette: Sequence[str] = PALETTE) -> str:
    """The colour :func:`colored` gives the value at ``index``."""
    return palette[index] if index < len(palette) else REST
