"""Text measured the way readers see it, for Chinese and Japanese as much as for Latin script.

Every function here is pure and total: it accepts any Unicode string (unpaired surrogates, control
characters, unassigned code points) and never raises.

- **Characters** (:func:`char_count`) are user-perceived characters: the text is NFC-normalized, runs
  of white space count as one space, a base letter with its combining marks, an emoji ZWJ sequence, a
  flag or a keycap counts as one, and invisible format characters (zero-width space, BOM, soft hyphen,
  direction marks) do not count.
- **Display width** (:func:`display_width`) is what a terminal or a monospaced grid shows: East Asian
  Wide and Fullwidth characters and emoji are 2 columns, everything else visible is 1. Hence
  ``display_width(t) >= char_count(t)`` for every text.
- **Pixel width** (:func:`pixel_width`) estimates what Google's result page shows: Arial advance widths
  for ASCII (the standard Helvetica/Arial metrics in thousandths of an em), accented Latin letters as
  their base letter, CJK and other wide characters as one em. :data:`TITLE_FONT_PX` and
  :data:`DESCRIPTION_FONT_PX` are the sizes Google uses; :data:`TITLE_MAX_PX` (580) and
  :data:`DESCRIPTION_MAX_PX` (950) the widths beyond which a snippet is cut with an ellipsis.
- **Script** (:func:`script_of`) tells whether a text is written in CJK or an alphabet, and
  :func:`detect_language` names the language from the script and the ``lang`` hint.
- **Tokens** (:func:`tokens`, :func:`word_count`) are words: jieba for Chinese, Sudachi (mode C, the
  longest units, so 東京都庁 is one word) for Japanese, and Unicode word characters for the others.
  White space never splits Chinese or Japanese text. Punctuation and symbols are not words.
- **Thin content** (:func:`is_thin`) compares the word count with a minimum per language
  (:data:`THIN_CONTENT_TOKENS`).

>>> char_count("東京の天気 🇯🇵")
7
>>> display_width("東京の天気 🇯🇵")
13
>>> script_of("台北美食推薦"), script_of("Best ramen in Tokyo")
(<Script.CJK: 'cjk'>, <Script.LATIN: 'latin'>)
"""

from __future__ import annotations

import hashlib
import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from enum import StrEnum
from functools import lru_cache
from typing import NamedTuple

import numpy

TITLE_FONT_PX = 20
DESCRIPTION_FONT_PX = 14
TITLE_MAX_PX = 580
DESCRIPTION_MAX_PX = 950

#: Minimum words per language before a page counts as thin content. English's 200 words is the
#: common auditing threshold. jieba's Chinese words average about 1.6 characters, so 200 of them carry
#: about as much as 200 English words; Sudachi also counts particles and auxiliary verbs (の, は, です)
#: as words, so Japanese needs more of them for the same content.
THIN_CONTENT_TOKENS = {"zh": 200, "ja": 250, "ko": 200}
THIN_CONTENT_DEFAULT = 200

_WHITESPACE = re.compile(r"\s+")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# Sudachi refuses inputs over 49,149 bytes; a chunk of 4,000 characters is at most 16,000 bytes.
_SUDACHI_CHUNK = 4000
_SENTENCE_END = re.compile(r"(?<=[。．！？!?\n])")


class Script(StrEnum):
    CJK = "cjk"
    LATIN = "latin"
    NONE = "none"


_SURROGATE = re.compile("[\ud800-\udfff]")


def _clean(text: str) -> str:
    """Text without unpaired surrogates (which cannot be normalized or encoded)."""
    return text.encode("utf-8", "replace").decode("utf-8") if _SURROGATE.search(text) else text


def normalize(text: str) -> str:
    """NFC, runs of white space (including the ideographic space) as one space, no leading or trailing space."""
    return _WHITESPACE.sub(" ", unicodedata.normalize("NFC", _clean(text))).strip()


def fold(text: str) -> str:
    """The form texts are compared in: NFKC (full-width ``ＳＥＯ`` is ``SEO``), case-folded, spaces collapsed."""
    return _WHITESPACE.sub(" ", unicodedata.normalize("NFKC", _clean(text)).casefold()).strip()


# --- graphemes --------------------------------------------------------------------------------

_ZWJ = "\u200d"


def _extends(ch: str) -> bool:
    """Characters that belong to the grapheme before them."""
    cp = ord(ch)
    return (
        unicodedata.category(ch) in ("Mn", "Me", "Mc")
        or 0xFE00 <= cp <= 0xFE0F  # variation selectors
        or 0xE0100 <= cp <= 0xE01EF
        or 0x1F3FB <= cp <= 0x1F3FF  # emoji skin tones
        or 0xE0020 <= cp <= 0xE007F  # emoji tag sequences (subdivision flags)
        or 0x1160 <= cp <= 0x11FF  # conjoining Hangul vowels and final consonants
        or 0xFF9E <= cp <= 0xFF9F  # half-width katakana voiced marks
    )


def _regional(ch: str) -> bool:
    return 0x1F1E6 <= ord(ch) <= 0x1F1FF


def graphemes(text: str) -> list[str]:
    """The user-perceived characters of ``text`` (a simplified UAX #29: marks, ZWJ sequences, flags)."""
    clusters: list[str] = []
    joined = False
    for ch in text:
        if clusters and (joined or ch == _ZWJ or _extends(ch)):
            clusters[-1] += ch
            joined = ch == _ZWJ
            continue
        if clusters and _regional(ch) and len(clusters[-1]) == 1 and _regional(clusters[-1]):
            clusters[-1] += ch
            continue
        clusters.append(ch)
        joined = False
    return clusters


def _invisible(cluster: str) -> bool:
    return all(unicodedata.category(ch) in ("Cf", "Cc", "Zl", "Zp") for ch in cluster)


def _visible_graphemes(text: str) -> Iterator[str]:
    for cluster in graphemes(normalize(text)):
        if not _invisible(cluster):
            yield cluster


def _wide(cluster: str) -> bool:
    first = cluster[0]
    if unicodedata.east_asian_width(first) in ("W", "F"):
        return True
    # emoji: text-default symbols shown as emoji (VS16), keycaps, flags, ZWJ sequences
    return "\ufe0f" in cluster or "\u20e3" in cluster or _regional(first) or _ZWJ in cluster


@lru_cache(maxsize=8192)
def _alone(ch: str) -> bool:
    """A visible character that is always a grapheme of its own (neither joins nor is joined)."""
    return not (ch == _ZWJ or _extends(ch) or _regional(ch) or _invisible(ch))


@lru_cache(maxsize=8192)
def _columns(cluster: str) -> int:
    return 2 if _wide(cluster) else 1


@lru_cache(maxsize=4096)
def _measures(text: str) -> tuple[int, int, int]:
    """(characters, columns, em thousandths) of ``text``'s visible graphemes.

    Cached: a crawl measures the same titles, headings and alt texts many times (every check, the
    score). Text whose every character stands alone (almost all text) is counted per distinct
    character instead of cluster by cluster.
    """
    clean = normalize(text)
    counts = Counter(clean)
    if all(_alone(ch) for ch in counts):
        return (
            len(clean),
            sum(_columns(ch) * n for ch, n in counts.items()),
            sum(_em_thousandths(ch) * n for ch, n in counts.items()),
        )
    clusters = list(_visible_graphemes(text))
    return (
        len(clusters),
        sum(_columns(cluster) for cluster in clusters),
        sum(_em_thousandths(cluster) for cluster in clusters),
    )


def char_count(text: str) -> int:
    """User-perceived characters a reader sees (see the module notes)."""
    return _measures(text)[0]


def display_width(text: str) -> int:
    """Columns: wide (East Asian Wide/Fullwidth, emoji) characters are 2, other visible ones 1."""
    return _measures(text)[1]


# --- pixels -----------------------------------------------------------------------------------

# Arial/Helvetica advance widths, thousandths of an em, for printable ASCII (0x20-0x7E).
_ARIAL = (
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  # space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  # 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  # @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  # P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  # ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  # p to ~
)
_DEFAULT_EM = 556  # a lower-case letter: unknown narrow characters


@lru_cache(maxsize=8192)
def _em_thousandths(cluster: str) -> int:
    if _wide(cluster):
        return 1000
    base = unicodedata.normalize("NFD", cluster)[0]
    if 0x20 <= ord(base) <= 0x7E:
        return _ARIAL[ord(base) - 0x20]
    return _DEFAULT_EM


def pixel_width(text: str, font_px: float) -> float:
    """Estimated rendered width in pixels at ``font_px`` (Arial-like Latin, CJK glyphs one em)."""
    return _measures(text)[2] * font_px / 1000


def title_pixels(text: str) -> int:
    """Estimated width of a title in Google's results (20 px); cut beyond :data:`TITLE_MAX_PX`."""
    return round(pixel_width(text, TITLE_FONT_PX))


def description_pixels(text: str) -> int:
    """Estimated width of a description in Google's results (14 px); cut beyond :data:`DESCRIPTION_MAX_PX`."""
    return round(pixel_width(text, DESCRIPTION_FONT_PX))


# --- scripts and languages --------------------------------------------------------------------


# Han (with 々), kana (with half-width katakana) and Hangul (with its conjoining jamo), counted at C speed.
_LETTER_KINDS = (
    ("han", re.compile("[\u4e00-\u9fff\u3400-\u4dbf\U00020000-\U0003134f\uf900-\ufaff\u3005]")),
    ("kana", re.compile("[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9d]")),
    ("hangul", re.compile("[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")),
)


def letter_counts(text: str) -> Counter[str]:
    """Letters by kind: han, kana, hangul, alpha (any other alphabet)."""
    counts: Counter[str] = Counter()
    for kind, pattern in _LETTER_KINDS:
        text, found = pattern.subn("", text)
        if found:
            counts[kind] = found
    alpha = sum(map(str.isalpha, text))
    if alpha:
        counts["alpha"] = alpha
    return counts


def cjk_letters(counts: Counter[str]) -> int:
    return counts["han"] + counts["kana"] + counts["hangul"]


def cjk_share(counts: Counter[str]) -> float:
    """The share of letters that are CJK, each CJK character counted as three alphabet letters (it is
    about a word's worth of meaning); 0 without letters."""
    weighted = cjk_letters(counts) * 3
    return weighted / (weighted + counts["alpha"]) if weighted else 0.0


def script_of(text: str) -> Script:
    """CJK when CJK characters carry at least as much of the text as the alphabet's letters
    (:func:`cjk_share` at least one half): ``SEO対策とは`` is CJK, ``Tokyo travel guide 東京`` is Latin.
    """
    counts = letter_counts(text)
    if not counts:
        return Script.NONE
    return Script.CJK if cjk_share(counts) >= 0.5 else Script.LATIN


#: Lines (the page text's blocks) shorter than this are labels: a menu entry, a language switcher's
#: 中文 or 日本語. They do not decide the language of a text that has longer lines.
LABEL_CHARS = 8
_KANA = _LETTER_KINDS[1][1]


class LetterShares(NamedTuple):
    """How a text's letters divide by script, over the lines that carry its content (labels aside)."""

    letters: int  # CJK and alphabet letters
    cjk: float  # :func:`cjk_share`
    hangul: float  # of the CJK letters, the Hangul ones
    japanese: float  # of the CJK letters, those on lines with kana


def letter_shares(text: str) -> LetterShares:
    """The shares of ``text``'s letters by script.

    Lines shorter than :data:`LABEL_CHARS` are left out unless no longer line has letters. A line with
    kana is Japanese: Japanese writes kana in nearly every sentence (particles, endings) and Chinese
    never, so a Japanese review quoted on a Chinese page is the share of its own lines, while a
    kanji-heavy Japanese title (東京都庁の観光情報) is Japanese as a whole.
    """
    lines = text.split("\n")
    content = [line for line in lines if len(line.strip()) >= LABEL_CHARS]
    counts = letter_counts("\n".join(content))
    if not counts:
        content, counts = lines, letter_counts(text)
    cjk = cjk_letters(counts)
    if not cjk:
        return LetterShares(counts["alpha"], 0.0, 0.0, 0.0)
    kana_lines = "\n".join(line for line in content if _KANA.search(line)) if counts["kana"] else ""
    japanese = cjk_letters(letter_counts(kana_lines))
    return LetterShares(cjk + counts["alpha"], cjk_share(counts), counts["hangul"] / cjk, japanese / cjk)


def primary_language(tag: str | None) -> str | None:
    """The primary subtag of a language tag, lower-cased (``zh-Hant-TW`` → ``zh``), or None."""
    if not tag:
        return None
    primary = tag.strip().replace("_", "-").split("-")[0].lower()
    return primary if primary.isascii() and primary.isalpha() and 2 <= len(primary) <= 3 else None


def detect_language(text: str, hint: str | None = None) -> str | None:
    """The language of ``text``: the ``lang`` hint's primary subtag when it is given, else from the
    shares of its letters by script (:func:`letter_shares`).

    Text mostly in an alphabet gives None (a Latin-script language that cannot be told apart without a
    hint), and so does a text without letters; CJK text is Korean when most of it is Hangul, Japanese
    when most of it is on lines with kana, else Chinese. A language switcher's 中文 on an English page,
    or a Japanese review quoted on a Chinese page, does not make it another language.
    """
    hinted = primary_language(hint)
    if hinted:
        return hinted
    shares = letter_shares(text)
    if shares.cjk < 0.5:
        return None
    if shares.hangul >= 0.5:
        return "ko"
    return "ja" if shares.japanese >= 0.5 else "zh"


def is_cjk_language(language: str | None) -> bool:
    return language in ("zh", "ja", "ko")


# --- tokens -----------------------------------------------------------------------------------

_sudachi_local = threading.local()
# jieba's blocks: runs of Han characters and alphanumerics (jieba.re_han_default), cut into words, and
# what lies between them.
_HAN_BLOCK = re.compile(r"([\u4E00-\u9FD5a-zA-Z0-9+#&\._%\-]+)")
_HAN = _LETTER_KINDS[0][1]


def _sudachi():
    tokenizer = getattr(_sudachi_local, "tokenizer", None)
    if tokenizer is None:
        from sudachipy import Dictionary, SplitMode

        tokenizer = Dictionary(dict="core").tokenizer(SplitMode.C, fields={"pos"})
        _sudachi_local.tokenizer = tokenizer
    return tokenizer


@lru_cache(maxsize=65536)  # tokens repeat (particles, common words)
def _is_word(token: str) -> bool:
    return any(unicodedata.category(ch)[0] in ("L", "N") for ch in token)


def _chunks(text: str, size: int) -> Iterator[str]:
    """Pieces of at most ``size`` characters, cut after sentence ends where possible."""
    piece = ""
    for sentence in _SENTENCE_END.split(text):
        while len(sentence) > size:
            if piece:
                yield piece
                piece = ""
            yield sentence[:size]
            sentence = sentence[size:]
        if len(piece) + len(sentence) > size:
            yield piece
            piece = ""
        piece += sentence
    if piece:
        yield piece


@lru_cache(maxsize=4096)  # for the blocks every page repeats; an article's own blocks rarely come back
def _chinese_block_words(block: str) -> tuple[str, ...]:
    import rjieba  # jieba-rs: jieba's dictionary, DAG and HMM, 40 times faster than jieba's Python

    words: list[str] = []
    for piece in rjieba.cut(block):
        if _HAN.search(piece):
            words.append(piece)
        else:  # Latin words and numbers as on a Latin page (jieba-rs keeps schema.org or high-speed whole)
            words += _WORD.findall(piece)
    return tuple(words)


def _chinese_tokens(text: str) -> Iterator[str]:
    """jieba's words, block by block as jieba cuts them, so that the blocks every page repeats (menus,
    footers) are cut once."""
    for block in _HAN_BLOCK.split(text):
        if block:
            yield from _chinese_block_words(block)


def _japanese_tokens(text: str) -> Iterator[str]:
    tokenizer = _sudachi()
    for chunk in _chunks(text, _SUDACHI_CHUNK):
        for morpheme in tokenizer.tokenize(chunk):
            surface = morpheme.surface()
            if _is_word(surface):
                yield surface


def tokens(text: str, language: str | None = None) -> list[str]:
    """The words of ``text`` in ``language`` (detected from the script when not given).

    >>> tokens("台北美食推薦", "zh")
    ['台北', '美食', '推薦']
    >>> tokens("東京都の観光スポット", "ja")
    ['東京都', 'の', '観光', 'スポット']
    >>> tokens("Don't split it, please.")
    ["Don't", 'split', 'it', 'please']
    """
    clean = normalize(text)
    if not clean:
        return []
    language = primary_language(language) or detect_language(clean)
    if language == "zh":
        return list(_chinese_tokens(clean))
    if language == "ja":
        return list(_japanese_tokens(clean))
    return _WORD.findall(clean)


def word_bounds(text: str, language: str) -> frozenset[int]:
    """The offsets in ``text`` (as given, not normalized) where a word starts or ends, as jieba ("zh";
    give Chinese in Simplified script, which jieba's dictionary is built on) or Sudachi ("ja") cuts it.
    A Chinese word jieba only guessed (not in its dictionary) is no evidence: every offset inside it counts.

    >>> sorted(word_bounds("温和胃部", "zh"))
    [0, 2, 4]
    """
    bounds = {0, len(text)}
    if language == "ja":
        offset = 0
        for chunk in _chunks(text, _SUDACHI_CHUNK):
            for morpheme in _sudachi().tokenize(chunk):
                bounds.update((offset + morpheme.begin(), offset + morpheme.end()))
            offset += len(chunk)
        return frozenset(bounds)
    import rjieba

    for word, start, end in rjieba.tokenize(text):
        bounds.update(range(start, end + 1) if end - start > 1 and not rjieba.has_word(word) else (start, end))
    return frozenset(bounds)


def word_count(text: str, language: str | None = None) -> int:
    """How many words ``text`` has in ``language`` (see :func:`tokens`)."""
    return len(tokens(text, language))


def thin_content_minimum(language: str | None) -> int:
    return THIN_CONTENT_TOKENS.get(primary_language(language) or "", THIN_CONTENT_DEFAULT)


def is_thin(words: int, language: str | None) -> bool:
    return words < thin_content_minimum(language)


# --- occurrences, fingerprints ----------------------------------------------------------------


def _has_cjk(text: str) -> bool:
    return any(pattern.search(text) for _, pattern in _LETTER_KINDS)


@lru_cache(maxsize=32)
def _folded(text: str) -> str:
    """:func:`fold` of a text searched for many phrases in a row (a page's text for each keyword and term:
    NFKC is most of the cost when full-width punctuation makes the text fail its quick check)."""
    return fold(text)


def count_occurrences(text: str, phrase: str) -> int:
    """How many times ``phrase`` occurs in ``text``, compared folded (NFKC, case).

    A phrase with CJK characters is matched anywhere (CJK has no spaces to mark word ends); an
    alphabetic phrase only as whole words, so ``SEO`` is not found in ``SEOul``.

    >>> count_occurrences("台北美食：台北最好吃的美食", "台北")
    2
    >>> count_occurrences("ＳＥＯ tips for SEOul", "seo")
    1
    """
    needle = fold(phrase)
    if not needle:
        return 0
    haystack = _folded(text)
    if _has_cjk(needle):
        return haystack.count(needle)
    return len(re.findall(rf"(?<!\w){re.escape(needle)}(?!\w)", haystack))


def content_hash(text: str) -> str:
    """A digest of the folded text: pages with the same visible text have the same hash."""
    return hashlib.blake2b(fold(text).encode("utf-8"), digest_size=16).hexdigest()


def simhash(words: Iterable[str]) -> int:
    """A 64-bit SimHash of word shingles (pairs of consecutive folded words, or the word alone).

    Texts that differ in a few words differ in a few bits; :func:`hamming` counts them.
    """
    hashes = numpy.fromiter(map(_word_hash, words), dtype=numpy.uint64)
    if len(hashes) > 1:  # a pair's hash: the two words' mixed (splitmix64's finalizer), so (a, b) ≠ (b, a)
        pairs = hashes[:-1] * numpy.uint64(0x9E3779B97F4A7C15) ^ hashes[1:]
        pairs ^= pairs >> numpy.uint64(31)
        pairs *= numpy.uint64(0xBF58476D1CE4E5B9)
        pairs ^= pairs >> numpy.uint64(29)
    else:
        pairs = hashes
    if not len(pairs):
        return 0
    # Each bit is set when more than half of the shingles (with repeats) have it set.
    bits = numpy.unpackbits(pairs.astype(">u8").view(numpy.uint8).reshape(-1, 8), axis=1)
    majority = 2 * bits.sum(axis=0, dtype=numpy.int64) > len(pairs)
    return int.from_bytes(numpy.packbits(majority).tobytes(), "big")


@lru_cache(maxsize=65536)
def _word_hash(word: str) -> int:
    """The word's folded form hashed: 東京 and ＳＥＯ as 東京 and seo are, whatever their width or case."""
    return int.from_bytes(hashlib.blake2b(fold(word).encode("utf-8"), digest_size=8).digest(), "big")


def hamming(a: int, b: int) -> int:
    return (a ^ b).bit_count()
