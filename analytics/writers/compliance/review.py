"""The semantic review: the second pass RULES.md §5.5 leaves to a language model, for claims no word list
can read (a pun on a product name, 「關鍵環節」 for joints, a picture described in words). The rules find
wording; a model reads what a sentence means. This module is the text side of it, pure: the text cut into
numbered sentences for the prompt (:func:`sentences`), and the model's answer read back into findings
(:func:`read_answer`) that index the same plain text as the rules' findings.

The model is never taken at its word about the text: a finding must quote words that stand in the sentence
it names, under a sub-category the user chose; anything else in its answer is dropped. What a rule already
found (an overlapping span of the same main category) is not found twice.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from analytics.writers.compliance.categories import sub_mains
from analytics.writers.compliance.engine import Finding, Occurrences
from analytics.writers.compliance.rules import RISK, rulebook
from analytics.writers.text import unfenced

_SENTENCE = re.compile(r"[^。！？!?\n]+[。！？!?]*")
#: a finding's quote, reason and wording are shown as given, cut to these lengths
MAX_QUOTE, MAX_WHY, MAX_ALTERNATIVE = 200, 300, 200
SOURCE = "ai"


@dataclass(frozen=True)
class Sentence:
    number: int  # from 1, as the prompt shows it
    start: int  # offset in the plain text
    text: str


def sentences(text: str) -> list[Sentence]:
    """The sentences of ``text`` (cut after 。！？!? and at line ends), numbered from 1, blank ones left out.

    >>> [(s.number, s.start, s.text) for s in sentences("黑木耳飲\\n每天一瓶。  顧好關鍵環節！")]
    [(1, 0, '黑木耳飲'), (2, 5, '每天一瓶。'), (3, 12, '顧好關鍵環節！')]
    """
    found = []
    for match in _SENTENCE.finditer(text):
        stripped = match.group().lstrip()
        start = match.start() + len(match.group()) - len(stripped)
        if stripped.strip():
            found.append(Sentence(len(found) + 1, start, stripped.rstrip()))
    return found


class MalformedAnswer(ValueError):
    """The model's answer is not the JSON list of findings the prompt asks for."""


@cache
def law_of(category: str) -> str:
    """The law a sub-category's rules cite (its first rule's)."""
    sub = rulebook().subs[category]
    return (sub.terms or sub.patterns)[0][1].law


def _text(value: object, limit: int) -> str:
    return " ".join(value.split())[:limit] if isinstance(value, str) else ""


def read_answer(text: str, answer: str, categories: frozenset[str], found: list[Finding],
                rule_names: dict[str, str]) -> list[Finding]:
    """The findings the model's ``answer`` gives for ``text``: a JSON list of ``{"sentence": n, "quote": …,
    "category": …, "why": …, "alternative": …}``; ``categories`` the sub-categories checked, ``found`` what
    the rules found, ``rule_names`` each sub-category's name as the user reads it (a finding's rule).
    Raises :class:`MalformedAnswer` when the answer is no such list."""
    try:
        items = json.loads(unfenced(answer))
    except ValueError:
        raise MalformedAnswer(answer[:200]) from None
    if isinstance(items, dict) and isinstance(items.get("findings"), list):  # a model that wraps its list
        items = items["findings"]
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise MalformedAnswer(answer[:200])
    numbered = {sentence.number: sentence for sentence in sentences(text)}
    taken = [(f.start, f.end, f.main_category) for f in found]
    occurrences = Occurrences(text)
    reviewed: list[Finding] = []
    for item in items:
        sentence, quote = numbered.get(item.get("sentence")), _text(item.get("quote"), MAX_QUOTE)
        category = item.get("category")
        if sentence is None or not quote or category not in categories:
            continue
        at = sentence.text.find(quote)
        if at < 0:  # words the sentence does not hold: the model's paraphrase, not a place in the text
            continue
        start, end, main = sentence.start + at, sentence.start + at + len(quote), sub_mains()[category]
        if any(s < end and start < e and m == main for s, e, m in taken):
            continue
        taken.append((start, end, main))
        reviewed.append(Finding(quote, occurrences.index(quote, start), start, end, category, main,
                                law_of(category), rule_names.get(category, category),
                                _text(item.get("why"), MAX_WHY), RISK,
                                _text(item.get("alternative"), MAX_ALTERNATIVE) or None, False, SOURCE))
    return sorted(reviewed, key=lambda f: (f.start, f.end, f.category))
