"""The text tools' rules as pure functions: word count, deduplicate and keyword set diff.

Every function here takes plain strings and returns plain data; the routes only validate sizes and
call them. Words are the audit's words (:func:`analytics.audits.text.tokens`: jieba for Chinese,
Sudachi mode C for Japanese, word characters otherwise), so the word count of this tool is the word
count the page audit and the site checker report.

Comparison keys (:func:`comparison_key`) fold what a user asks to ignore:

- ``width``: NFKC, so full-width ``ＳＥＯ　工具`` is ``SEO 工具`` and half-width ``ｶﾀｶﾅ`` is ``カタカナ``;
- ``case``: case-folded (``SEO`` = ``seo``, ``Straße`` = ``strasse``);
- ``spaces``: every space removed (``台北 美食`` = ``台北美食``), not only the leading and trailing ones,
  which are always dropped along with runs collapsed to one;
- ``chinese``: Traditional and Simplified Chinese folded together (``臺灣美食`` = ``台湾美食``) with
  OpenCC's ``t2s`` character table, the reference open-source converter for Chinese scripts (the
  ``opencc`` package is its official Python binding, maintained with the C++ library and its
  dictionaries; a table of our own would miss the one-to-many characters it maps with care).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from analytics.audits import text as textlib

#: Reading speeds: Chinese and Japanese readers take about 400 characters a minute, English readers
#: about 230 words a minute (the figures reading-time estimators commonly use).
CJK_CHARS_PER_MINUTE = 400
WORDS_PER_MINUTE = 230

_SPACES = re.compile(r"\s+")
# A sentence ends at 。！？!?… (full-width too), at a full stop followed by a space or the end, or at a line end.
_SENTENCE_END = re.compile(r"[。｡！？!?…]+[」』）)\"'”’]*|\.(?=\s|$)[\"'”’)]*|\n+")
_LINE_BREAK = re.compile(r"\n\s*\n")


@dataclass(frozen=True)
class Options:
    """What two lines may differ in and still be the same (see the module notes)."""

    width: bool = True
    case: bool = True
    spaces: bool = False
    chinese: bool = False


@lru_cache(maxsize=1)
def _t2s():
    import opencc

    return opencc.OpenCC("t2s")


def comparison_key(line: str, options: Options) -> str:
    """The form ``line`` is compared in under ``options``; empty for a blank line."""
    key = unicodedata.normalize("NFKC" if options.width else "NFC", line)
    key = _SPACES.sub("" if options.spaces else " ", key).strip()
    if options.case:
        key = key.casefold()
    if options.chinese and key:
        key = _t2s().convert(key)
    return key


# --- word count -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class WordStats:
    characters: int  # user-perceived characters, runs of white space as one
    characters_no_spaces: int
    cjk_characters: int  # Han, kana and Hangul
    words: int
    sentences: int
    paragraphs: int
    reading_seconds: int
    language: str | None  # zh, ja, ko, or None for text in an alphabet


def sentence_count(text: str) -> int:
    """Sentences: pieces between sentence ends (see ``_SENTENCE_END``) that hold a letter or a digit."""
    return sum(1 for piece in _SENTENCE_END.split(text) if any(ch.isalnum() for ch in piece))


def reading_seconds(cjk_characters: int, other_words: int) -> int:
    """Seconds to read ``cjk_characters`` at :data:`CJK_CHARS_PER_MINUTE` and the other words at
    :data:`WORDS_PER_MINUTE`, rounded up."""
    return math.ceil(60 * (cjk_characters / CJK_CHARS_PER_MINUTE + other_words / WORDS_PER_MINUTE))


def word_stats(text: str) -> WordStats:
    """The counts of ``text`` (any language, mixed scripts too).

    >>> word_stats("台北美食推薦。東京の天気は？ Hello world.").sentences
    3
    """
    clean = textlib.normalize(text)
    language = textlib.detect_language(text)
    words = textlib.tokens(clean, language)
    cjk = textlib.cjk_letters(textlib.letter_counts(clean))
    other_words = sum(1 for word in words if textlib.cjk_letters(textlib.letter_counts(word)) == 0)
    characters = textlib.char_count(clean)
    return WordStats(
        characters=characters,
        characters_no_spaces=textlib.char_count(_SPACES.sub("", clean)),
        cjk_characters=cjk,
        words=len(words),
        sentences=sentence_count(text),
        paragraphs=sum(1 for block in _LINE_BREAK.split(text.strip()) if block.strip()) if clean else 0,
        reading_seconds=reading_seconds(cjk, other_words),
        language=language,
    )


# --- deduplicate and diff -------------------------------------------------------------------------


@dataclass(frozen=True)
class DuplicateGroup:
    kept: str  # the first spelling, the one kept
    repeats: tuple[str, ...]  # the later lines folded into it, as written


@dataclass(frozen=True)
class Deduplicated:
    lines: tuple[str, ...]  # one per key, first spelling, in input order
    groups: tuple[DuplicateGroup, ...]  # the kept lines that had repeats, in input order
    removed: int  # repeated lines dropped
    blank: int  # blank lines dropped


def _one_line(line: str) -> str:
    return _SPACES.sub(" ", line).strip()


def deduplicate(lines: Sequence[str], options: Options) -> Deduplicated:
    """``lines`` without repeats under ``options``: the first spelling of each is kept, in order.

    >>> deduplicate(["台灣美食", "台湾美食", "ＳＥＯ", "seo"], Options(chinese=True)).lines
    ('台灣美食', 'ＳＥＯ')
    """
    kept: dict[str, str] = {}
    repeats: dict[str, list[str]] = {}
    blank = 0
    for line in lines:
        key = comparison_key(line, options)
        if not key:
            blank += 1
            continue
        if key in kept:
            repeats.setdefault(key, []).append(_one_line(line))
        else:
            kept[key] = _one_line(line)
    groups = tuple(DuplicateGroup(kept[key], tuple(found)) for key, found in repeats.items())
    return Deduplicated(tuple(kept.values()), groups, sum(len(found) for found in repeats.values()), blank)


@dataclass(frozen=True)
class KeywordDiff:
    only_a: tuple[str, ...]  # A − B, as written in A
    only_b: tuple[str, ...]  # B − A, as written in B
    both: tuple[str, ...]  # A ∩ B, as written in A


def keyword_diff(a: Sequence[str], b: Sequence[str], options: Options) -> KeywordDiff:
    """A − B, B − A and A ∩ B of two keyword lists, each list first deduplicated under ``options``,
    compared under ``options``, in each list's order.

    >>> keyword_diff(["台北 美食", "高雄"], ["台北美食", "台中"], Options(spaces=True)).both
    ('台北 美食',)
    """
    left = {comparison_key(line, options): line for line in deduplicate(a, options).lines}
    right = {comparison_key(line, options): line for line in deduplicate(b, options).lines}
    return KeywordDiff(
        only_a=tuple(line for key, line in left.items() if key not in right),
        only_b=tuple(line for key, line in right.items() if key not in left),
        both=tuple(line for key, line in left.items() if key in right),
    )
