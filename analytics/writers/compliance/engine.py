"""The check: the rule book's words and patterns for the chosen categories, compiled once per category
set, run over a text.

- **One matcher per category set** (:func:`matcher`, cached): every term of the chosen sub-categories
  and the allow-lists of their product types, folded (full-width ASCII to ASCII, lower case) and, for
  Chinese, in Simplified script, in one Aho-Corasick automaton (pyahocorasick, in C): one pass over the
  text finds every term, and the longest one starting at each place is the hit. Chinese text is converted to
  Simplified with OpenCC (character for character, so offsets stay those of the text), so Traditional
  and Simplified copy meet the same rules.
- **Word bounds**: a term found inside words on both sides (和胃 in 溫和胃部, 強心 in 增強心肺, 除毛 in
  去除毛孔) is not a finding; jieba (Chinese) or Sudachi (Japanese) cut the clause around the hit.
- **Product type**: a hit inside an allowed phrase of the same main category (食品 附件一, 化粧品 附件二)
  is no finding; each main category brings only its own lists (美白 is a food finding, not a cosmetics one).
- **Negation**: a term right after 非/無/不具/沒有… (「非藥品，無療效」, 非藥用), or in a Japanese clause
  ending in ではありません, is a disclaimer, not a claim.
- **Whole-message rules** are patterns over one clause: a disease and an efficacy verb, a body component
  and a lowering verb, a classic or study cited with a medical claim.
- **Each list reads its language** (:func:`reading`), line by line: Japan's lists the Japanese lines,
  Taiwan's and China's the Chinese ones. A line with kana is Japanese (Japanese writes kana in nearly
  every sentence); one where kana are a few of many letters (幸福の味, a katakana brand in a Chinese
  sentence) is read as Chinese too, and a line without kana in a Japanese text (a kanji heading) as
  both. Chinese lists over Japanese sentences find kanji words whose grammar jieba cannot read.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

import ahocorasick

from analytics.audits.text import word_bounds
from analytics.writers.compliance.rules import Rule, rulebook, trie_pattern

_WIDE = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_WIDE_RUN = re.compile("[\uff01-\uff5e]+")
_ALNUM = re.compile(r"[0-9a-z]")
_KANA = re.compile(r"[\u3041-\u30ff]")
# A whole run of kanji, or of katakana, in Japanese text: script changes are word bounds there
_JA_RUN = re.compile(r"(?<![\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3005])[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3005]+"
                     r"(?![\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3005])|(?<![\u30a1-\u30ff])[\u30a1-\u30ff]+(?![\u30a1-\u30ff])")
_HIRAGANA = re.compile(r"[\u3041-\u309f]")
# Japanese writes its particles and endings in hiragana: a line where they are at most one in eight of
# its characters is Chinese with a Japanese word (幸福の味, a katakana brand), a kanji-heavy Japanese
# headline (糖尿病改善に効果的な青汁) has more
_FEW_HIRAGANA = 1 / 8
_CLAUSE_END = re.compile(r"[。！？!?；;，,、：:\n「」『』（）()]")
_NEGATION_WINDOW = 6
_NEGATION_FILLERS = ("任何", "医疗", "治疗", "明显")


@dataclass(frozen=True)
class Finding:
    match: str
    occurrence: int
    start: int
    end: int
    category: str
    main_category: str
    law: str
    rule: str
    why: str
    severity: str
    alternative: str | None
    unverified: bool
    source: str = "rules"  # "rules": the lists' words and patterns; "ai": the semantic review (review.py)


def is_japanese_category(category: str) -> bool:
    return category.startswith("JP") or category == "GEN-JA"


def fold(text: str) -> str:
    """Width and case folded, character for character (the offsets stay those of ``text``)."""
    # translate() with a table is slow over a long text: only the full-width runs go through it
    return _WIDE_RUN.sub(lambda run: run.group().translate(_WIDE), text).lower()


@lru_cache(maxsize=1)
def _t2s():
    import opencc

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=65536)
def _simplified_char(ch: str) -> str:
    converted = _t2s().convert(ch)
    return converted if len(converted) == 1 else ch


def simplified(text: str) -> str:
    """``text`` in Simplified script with the same length (OpenCC t2s; character by character when a phrase
    conversion would change the length)."""
    converted = _t2s().convert(text)
    if len(converted) == len(text):
        return converted
    return "".join(_simplified_char(ch) for ch in text)


@dataclass(frozen=True)
class Matcher:
    language: str  # "zh" or "ja"
    terms: ahocorasick.Automaton | None  # every listed, allowed and excepted word
    rules_of: dict[str, tuple[Rule, ...]]  # folded term -> its rules
    allowed: dict[str, frozenset[str]]  # folded allowed phrase -> main categories it is lawful for
    exceptions: frozenset[str]
    patterns: tuple[tuple[re.Pattern, tuple[Rule, ...]], ...]

    def prepare(self, text: str) -> str:
        folded = fold(text)
        return simplified(folded) if self.language == "zh" else folded


@lru_cache(maxsize=256)
def matcher(categories: frozenset[str], language: str) -> Matcher:
    """The compiled rules of ``categories`` for texts in ``language`` (built once per set)."""
    book = rulebook()

    def norm(word: str) -> str:
        return simplified(fold(word)) if language == "zh" else fold(word)

    rules_of: dict[str, list[Rule]] = {}
    by_pattern: dict[str, list[Rule]] = {}
    mains: set[str] = set()
    for category in sorted(categories):
        sub = book.subs.get(category)
        if sub is None or is_japanese_category(category) != (language == "ja"):
            continue
        for term, rule in sub.terms:
            rules_of.setdefault(norm(term), []).append(rule)
            mains.add(rule.main)
        for regex, rule in sub.patterns:
            by_pattern.setdefault(norm(regex) if language == "zh" else regex, []).append(rule)
            mains.add(rule.main)
    allowed: dict[str, set[str]] = {}
    for main in mains:
        for phrase in book.allow.get(main, ()):
            allowed.setdefault(norm(phrase), set()).add(main)
    exceptions = frozenset(norm(word) for word in book.exceptions) if language == "zh" else frozenset()
    words = sorted(w for w in {*rules_of, *allowed, *exceptions} if w)
    return Matcher(language, automaton(words) if words else None, {k: tuple(dict.fromkeys(v)) for k, v in rules_of.items()},
                   {k: frozenset(v) for k, v in allowed.items()}, exceptions,
                   tuple((re.compile(p), tuple(dict.fromkeys(r))) for p, r in by_pattern.items()))


def automaton(words: list[str]) -> ahocorasick.Automaton:
    """An Aho-Corasick automaton finding ``words`` (each found as itself)."""
    found = ahocorasick.Automaton()
    for word in words:
        found.add_word(word, word)
    found.make_automaton()
    return found


class _Clauses:
    """The clauses of a text and their word bounds, cut only for clauses that have a hit."""

    def __init__(self, text: str, language: str) -> None:
        self.text = text
        self.language = language
        self.ends = [m.start() for m in _CLAUSE_END.finditer(text)]
        self._bounds: dict[int, frozenset[int]] = {}

    def span(self, position: int) -> tuple[int, int]:
        index = bisect.bisect_right(self.ends, position)
        start = self.ends[index - 1] + 1 if index else 0
        end = self.ends[index] if index < len(self.ends) else len(self.text)
        return start, end

    def on_bounds(self, start: int, end: int) -> bool:
        """Whether a hit at ``start:end`` begins or ends on a word bound (a one-character hit: both); a
        hit that begins or ends in Latin letters or digits must not run on into more of them (13. in 2013.)."""
        text = self.text
        if (_ALNUM.match(text[start]) and start > 0 and _ALNUM.match(text[start - 1])) or (
                _ALNUM.match(text[end - 1]) and end < len(text) and _ALNUM.match(text[end])):
            return False
        if self.language == "ja" and (run := _JA_RUN.match(text, start)) and run.end() == end:
            return True  # the whole run of its script: no tokenizer needed (a third of the check's time)
        clause_start, clause_end = self.span(start)
        if clause_start not in self._bounds:
            local = word_bounds(self.text[clause_start:clause_end], self.language)
            self._bounds[clause_start] = frozenset(clause_start + b for b in local)
        bounds = self._bounds[clause_start]
        if end - start == 1:
            return start in bounds and end in bounds
        return start in bounds or end in bounds


def _negated(prepared: str, clauses: _Clauses, start: int, end: int, language: str) -> bool:
    clause_start, clause_end = clauses.span(start)
    if language == "ja":
        # 「治療を目的としたものではありません」: the clause's end negates it
        before = prepared[max(clause_start, start - 1):start]
        return (_ja_negation_after().search(prepared, end, clause_end) is not None
                or before.endswith(rulebook().ja_negation_before))
    before = prepared[max(clause_start, start - _NEGATION_WINDOW):start]
    return before.endswith(_zh_negations())


@lru_cache(maxsize=1)
def _ja_negation_after() -> re.Pattern:
    return re.compile(trie_pattern(rulebook().ja_negation_after))


@lru_cache(maxsize=1)
def _zh_negations() -> tuple[str, ...]:
    """The negators in Simplified script, alone and followed by a filler (无任何疗效, 不具医疗效能)."""
    negators = [simplified(word) for word in rulebook().zh_negators]
    return tuple(negators + [word + filler for word in negators for filler in _NEGATION_FILLERS])


def reading(text: str) -> dict[str, list[tuple[int, int]]]:
    """The spans of ``text`` each language's lists read ("zh", "ja"): runs of whole lines, see the
    module's notes. A text without kana is Chinese throughout."""
    if not _KANA.search(text):
        return {"zh": [(0, len(text))], "ja": []}
    lines: list[tuple[int, int, bool, bool]] = []  # start, end, has kana, read as Chinese
    at = 0
    for line in text.split("\n"):
        if line:
            kana = _KANA.search(line) is not None
            few = not kana or len(_HIRAGANA.findall(line)) <= _FEW_HIRAGANA * len(line)
            lines.append((at, at + len(line), kana, few))
        at += len(line) + 1
    japanese_text = sum(end - start for start, end, kana, _ in lines if kana) * 2 >= sum(
        end - start for start, end, _, _ in lines)
    spans: dict[str, list[tuple[int, int]]] = {"zh": [], "ja": []}
    for index, (start, end, kana, chinese) in enumerate(lines):
        for language, reads in (("zh", chinese), ("ja", kana or japanese_text)):
            runs = spans[language]
            if not reads:
                continue
            if runs and runs[-1][1] == lines[index - 1][1]:  # the line after the run's last: one run
                runs[-1] = (runs[-1][0], end)
            else:
                runs.append((start, end))
    return spans


def scan(text: str, found: Matcher, spans: list[tuple[int, int]] | None = None) -> list[Finding]:
    """The findings of one matcher in ``text``, or in its ``spans`` of it (whole lines)."""
    prepared = found.prepare(text)
    clauses = _Clauses(prepared, found.language)
    hits: list[tuple[int, int, tuple[Rule, ...]]] = []
    allowed_spans: list[tuple[int, int, frozenset[str]]] = []
    exception_spans: list[tuple[int, int]] = []
    spans = [(0, len(text))] if spans is None else spans
    longest: dict[int, str] = {}  # start -> the longest term starting there
    if found.terms is not None:
        for span_start, span_end in spans:
            for last, term in found.terms.iter(prepared, span_start, span_end):
                start = last + 1 - len(term)
                if len(term) > len(longest.get(start, "")):
                    longest[start] = term
    for start in sorted(longest):
        term = longest[start]
        end = start + len(term)
        if term in found.allowed:
            allowed_spans.append((start, end, found.allowed[term]))
        if term in found.exceptions:
            exception_spans.append((start, end))
        if term in found.rules_of:
            hits.append((start, end, found.rules_of[term]))
    literal = len(hits)
    for regex, rules in found.patterns:
        hits += [(m.start(), m.end(), rules) for start, end in spans
                 for m in regex.finditer(prepared, start, end) if m.end() > m.start()]

    inside_exception = _Cover(exception_spans)
    inside_allowed = {main: _Cover([(s, e) for s, e, mains in allowed_spans if main in mains])
                      for main in {main for _, _, mains in allowed_spans for main in mains}}
    # main category -> its hits, in the order found (listed words before patterns)
    kept: dict[str, dict[tuple[int, int, Rule], None]] = defaultdict(dict)
    for index, (start, end, rules) in enumerate(hits):
        if inside_exception.covers(start, end):
            continue
        if index < literal and not clauses.on_bounds(start, end):
            continue
        if _negated(prepared, clauses, start, end, found.language):
            continue
        for rule in rules:
            if rule.main in inside_allowed and inside_allowed[rule.main].covers(start, end):
                continue
            kept[rule.main][start, end, rule] = None
    findings: list[Finding] = []
    occurrences = Occurrences(text)
    for main_hits in kept.values():
        longer = _Cover(list({(start, end) for start, end, _ in main_hits}), strictly=True)
        for start, end, rule in main_hits:
            if longer.covers(start, end):  # a hit inside a longer hit of its main category says less
                continue
            match = text[start:end]
            findings.append(Finding(match, occurrences.index(match, start), start, end, rule.category, rule.main,
                                    rule.law, rule.rule, rule.why, rule.severity, rule.alternative, rule.unverified))
    return findings


class _Cover:
    """Whether a span lies inside one of some spans (``strictly``: inside one that is not the same span),
    answered with a binary search over the spans sorted by start and the running furthest end."""

    def __init__(self, spans: list[tuple[int, int]], strictly: bool = False) -> None:
        self.strictly = strictly
        ordered = sorted(set(spans), key=lambda span: (span[0], -span[1]))
        self.starts = [start for start, _ in ordered]
        self.ends = [end for _, end in ordered]
        self.reach: list[int] = []
        furthest = -1
        for end in self.ends:
            furthest = max(furthest, end)
            self.reach.append(furthest)

    def covers(self, start: int, end: int) -> bool:
        index = bisect.bisect_right(self.starts, start) - 1
        if index < 0:
            return False
        if not self.strictly:
            return self.reach[index] >= end
        # spans starting at ``start`` come longest first: skip the span itself
        same = bisect.bisect_left(self.starts, start)
        before = self.reach[same - 1] if same > 0 else -1
        longer_here = self.ends[same] > end if same <= index else False
        return before >= end or longer_here


class Occurrences:
    """The n-th occurrence of a match in the text (overlapping occurrences count), one scan per match."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.found: dict[str, list[int]] = {}

    def index(self, match: str, start: int) -> int:
        if match not in self.found:
            positions, at = [], self.text.find(match)
            while at != -1:
                positions.append(at)
                at = self.text.find(match, at + 1)
            self.found[match] = positions
        return bisect.bisect_left(self.found[match], start)


def check(text: str, main_categories: list[str] | tuple[str, ...],
          sub_categories: list[str] | tuple[str, ...] = ()) -> list[Finding]:
    """The findings in ``text`` for the chosen categories, in text order (one per span and category).

    ``sub_categories`` narrows the check to those sub-categories of the chosen main categories; none
    means every sub-category of them. Validation of the choice (at least one main category, at most six
    sub-categories, ids that exist) is :func:`analytics.writers.compliance.categories.validate`'s.
    """
    from analytics.writers.compliance.categories import expand

    chosen = expand(main_categories, sub_categories)
    findings: list[Finding] = []
    for language, spans in reading(text).items():
        subset = frozenset(c for c in chosen if is_japanese_category(c) == (language == "ja"))
        if subset and spans:
            findings += scan(text, matcher(subset, language), spans)
    unique: dict[tuple[int, int, str], Finding] = {}
    for finding in findings:  # a listed word before a pattern over the same characters: it says more
        unique.setdefault((finding.start, finding.end, finding.category), finding)
    return sorted(unique.values(), key=lambda f: (f.start, f.end, f.category))
