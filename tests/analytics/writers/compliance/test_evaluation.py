"""The detector measured on the 310 labelled sentences (衛福部 and 臺北市衛生局 published examples, in
tests/fixtures/compliance/): recall on the violations and false flags on the allowed sentences, per
category. Each sentence is checked with its product type's main category (food → TW-FOOD, health food →
TW-HF; the allowed ones with food, health food and drugs all on).

Issue 16's target is recall ≥ 0.95 with no allowed sentence flagged. No allowed sentence is flagged; the
recall floors below are what the rules reach without the sentences themselves in the lists: the misses
are mostly messages a word list cannot see (a product name 「FAT-CUT」, 「喝酒後可開車」, a picture
described in words, nutrient comparisons), which RULES.md §5.5 leaves to a second, semantic pass.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from analytics.writers.compliance import check

SENTENCES = Path(__file__).parents[3] / "fixtures" / "compliance" / "tw_ad_violation_example_sentences.jsonl"
MAINS = {"food": ["TW-FOOD"], "health_food": ["TW-HF"], "food/drug/health_food": ["TW-FOOD", "TW-HF", "TW-DRUG"]}
# measured: food medical 38/40, food exaggerated 135/169, health food beyond approval 75/80, the rest 3/3
RECALL_FLOORS = {"food: medical efficacy": 0.95, "food: exaggerated or misleading": 0.79,
                 "health food: beyond the approved function": 0.93, "health food: medical or exaggerated": 1.0}


def category(row: dict) -> str:
    label = row["label"]
    if label.startswith("allowed"):
        return "allowed"
    if row["product"] == "health_food":
        beyond = label.startswith("超出") and "醫療" not in label
        return "health food: beyond the approved function" if beyond else "health food: medical or exaggerated"
    return "food: medical efficacy" if "療效" in label or "醫療" in label else "food: exaggerated or misleading"


def measure() -> dict[str, tuple[int, int]]:
    """Per category: (sentences, sentences with at least one finding)."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for line in SENTENCES.read_text("utf-8").splitlines():
        row = json.loads(line)
        counts[category(row)][0] += 1
        counts[category(row)][1] += bool(check(row["text"], MAINS[row["product"]]))
    return {name: (total, flagged) for name, (total, flagged) in counts.items()}


def test_recall_and_false_flags_per_category():
    figures = measure()
    assert sum(total for total, _ in figures.values()) == 310
    assert figures["allowed"] == (18, 0)  # no allowed sentence flagged
    for name, floor in RECALL_FLOORS.items():
        total, flagged = figures[name]
        assert flagged / total >= floor, (name, flagged, total)
    violations = [figures[name] for name in RECALL_FLOORS]
    assert sum(f for _, f in violations) / sum(t for t, _ in violations) >= 0.85  # 251/292 = 0.860
