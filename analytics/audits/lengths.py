"""Title and description lengths, read as SPEC §5 gives them for each kind of page.

SPEC §5 gives two readings of the same advice: titles of 25-32 characters and descriptions of 50-76
(about 580 px and 950 px), and titles of 50-60 and descriptions of 150-160. A CJK character is about
twice as wide as a Latin letter and carries about a word, so the first reading is the one for Chinese,
Japanese and Korean pages and the second the one for Latin-script pages. Either way the estimate in
pixels is measured too and shown in the evidence, since Google cuts by width, not by count.
"""

from __future__ import annotations

from dataclasses import dataclass

from analytics.audits import text as textlib

TITLE_RANGE = {"cjk": (25, 32), "latin": (50, 60)}
DESCRIPTION_RANGE = {"cjk": (50, 76), "latin": (150, 160)}


@dataclass(frozen=True)
class Length:
    text: str
    characters: int
    display_width: int
    pixels: int
    max_pixels: int
    reading: str  # cjk or latin
    minimum: int
    maximum: int

    @property
    def too_short(self) -> bool:
        return self.characters < self.minimum

    @property
    def too_long(self) -> bool:
        return self.characters > self.maximum

    @property
    def truncated(self) -> bool:
        return self.pixels > self.max_pixels

    def evidence(self) -> dict[str, object]:
        return {
            "text": self.text,
            "characters": self.characters,
            "display_width": self.display_width,
            "pixels": self.pixels,
            "max_pixels": self.max_pixels,
            "reading": self.reading,
            "range": [self.minimum, self.maximum],
        }


def _reading(cjk_page: bool) -> str:
    return "cjk" if cjk_page else "latin"


def title_length(title: str, cjk_page: bool) -> Length:
    reading = _reading(cjk_page)
    low, high = TITLE_RANGE[reading]
    return Length(
        title, textlib.char_count(title), textlib.display_width(title), textlib.title_pixels(title),
        textlib.TITLE_MAX_PX, reading, low, high,
    )


def description_length(description: str, cjk_page: bool) -> Length:
    reading = _reading(cjk_page)
    low, high = DESCRIPTION_RANGE[reading]
    return Length(
        description, textlib.char_count(description), textlib.display_width(description),
        textlib.description_pixels(description), textlib.DESCRIPTION_MAX_PX, reading, low, high,
    )
