"""The category tree the user picks from (rules/category_tree.json, names in rules/category_names.json)
and the rule for a choice (SPEC §5): at least one main category, at most six sub-categories, each
sub-category under a chosen main category. Sub-categories the lists give no rules for yet
(category_tree.json's "(to build)" nodes) are left out of the tree: choosing them would check nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from analytics.writers.compliance.rules import RULES_DIR, rulebook

MAX_SUB_CATEGORIES = 6
REGIONS = ("TW", "JP", "GENERAL")


@dataclass(frozen=True)
class Problem:
    """What is wrong with a choice: a stable code (``text_comply.*``) and the values its text names."""

    field: str
    code: str
    params: tuple[tuple[str, object], ...] = ()


@cache
def _names() -> dict[str, dict[str, str]]:
    from analytics.writers.compliance.engine import simplified

    raw = json.loads((RULES_DIR / "category_names.json").read_text("utf-8"))
    raw.pop("_note")
    return {key: {"zh-TW": tw, "zh-CN": simplified(tw), "en": en, "ja": ja} for key, (tw, en, ja) in raw.items()}


@cache
def tree() -> tuple[dict, ...]:
    """Main categories with their checkable sub-categories, each with names in four languages."""
    book = rulebook()
    raw = json.loads((RULES_DIR / "category_tree.json").read_text("utf-8"))
    mains = []
    for region in REGIONS:
        for main in raw[region]:
            subs = [{"id": sub["id"], "names": _names()[sub["id"]]} for sub in main["subs"] if sub["id"] in book.subs]
            mains.append({"id": main["id"], "region": region, "names": _names()[main["id"]], "subs": subs})
    return tuple(mains)


@cache
def sub_mains() -> dict[str, str]:
    """Each checkable sub-category's main category."""
    return {sub["id"]: main["id"] for main in tree() for sub in main["subs"]}


def validate(main_categories: list[str], sub_categories: list[str]) -> list[Problem]:
    """What breaks SPEC §5's rule in a choice (empty when it is fine)."""
    problems: list[Problem] = []
    mains = {main["id"] for main in tree()}
    if not main_categories:
        problems.append(Problem("main_categories", "text_comply.main_required"))
    unknown = [m for m in main_categories if m not in mains]
    if unknown:
        problems.append(Problem("main_categories", "text_comply.unknown_category", (("ids", ", ".join(unknown)),)))
    if len(set(sub_categories)) > MAX_SUB_CATEGORIES:
        problems.append(Problem("sub_categories", "text_comply.too_many_subs",
                                (("max", MAX_SUB_CATEGORIES), ("count", len(set(sub_categories))))))
    unknown_subs = [s for s in sub_categories if s not in sub_mains()]
    if unknown_subs:
        problems.append(Problem("sub_categories", "text_comply.unknown_category", (("ids", ", ".join(unknown_subs)),)))
    outside = [s for s in sub_categories if s in sub_mains() and sub_mains()[s] not in main_categories]
    if outside:
        problems.append(Problem("sub_categories", "text_comply.sub_outside_main", (("ids", ", ".join(outside)),)))
    return problems


def expand(main_categories: list[str] | tuple[str, ...], sub_categories: list[str] | tuple[str, ...]) -> frozenset[str]:
    """The sub-categories a choice checks: the chosen ones, and every sub-category of a chosen main
    category none of whose sub-categories was chosen."""
    chosen = set(sub_categories)
    picked_mains = {sub_mains().get(sub) for sub in chosen}
    for main in tree():
        if main["id"] in main_categories and main["id"] not in picked_mains:
            chosen.update(sub["id"] for sub in main["subs"])
    return frozenset(chosen)
