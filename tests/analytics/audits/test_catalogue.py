import re
from collections import Counter

import pytest

from analytics.audits import catalogue, docs
from analytics.audits.catalogue import BY_ID, CATEGORY_TEXTS, CHECKS, LOCALES, TEXT_FIELDS, grouped
from analytics.audits.checks.base import Category, Scope, Severity
from tests.analytics.audits.builders import clean_page, variant

REQUIRED_IDS = [
    "status.4xx", "status.5xx", "redirect.chain", "redirect.loop", "title.missing", "title.too_short",
    "title.too_long", "title.duplicate", "description.missing", "description.too_short",
    "description.too_long", "description.duplicate", "h1.missing", "h1.multiple", "h2.missing",
    "images.alt_missing", "social.og_image_missing", "indexability.noindex", "indexability.robots_blocked",
    "canonical.conflicting", "canonical.relative", "canonical.to_non_indexable", "hreflang.invalid_code",
    "hreflang.relative_url", "hreflang.missing_return_link", "hreflang.missing_x_default",
    "links.broken_internal", "links.broken_external", "links.uncrawlable_anchor",
    "links.non_descriptive_text", "links.orphan_page", "content.thin", "content.duplicate",
    "content.near_duplicate", "mobile.viewport_missing", "security.http_page", "security.mixed_content",
    "url.too_long", "url.too_deep", "cwv.lcp_poor", "cwv.cls_poor",
]
_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def test_at_least_120_distinct_checks():
    assert len(CHECKS) >= 120
    assert len({check.id for check in CHECKS}) == len(CHECKS)


def test_required_ids_are_present():
    assert set(REQUIRED_IDS) - set(BY_ID) == set()


def test_ids_are_stable_lowercase_dotted_names():
    for check in CHECKS:
        assert re.fullmatch(r"[a-z0-9_]+\.[a-z0-9_]+", check.id), check.id


def test_all_13_categories_are_used():
    assert len(Category) == 13
    assert set(Counter(check.category for check in CHECKS)) == set(Category)
    assert set(CATEGORY_TEXTS) == {str(category) for category in Category}


def test_every_severity_is_used():
    assert {check.severity for check in CHECKS} == set(Severity)
    assert {check.scope for check in CHECKS} == set(Scope)


@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.id)
def test_every_text_in_four_locales(check):
    assert set(check.texts) == set(TEXT_FIELDS)
    for field in TEXT_FIELDS:
        assert set(check.texts[field]) == set(LOCALES)
        for locale in LOCALES:
            assert check.texts[field][locale].strip(), (field, locale)
        # each language is its own text, not a copy (Traditional and Simplified may coincide when short)
        texts = check.texts[field]
        assert len({texts["zh-TW"], texts["en"], texts["ja"]}) == 3 and texts["zh-CN"] != texts["en"]
        assert _KANA.search(check.texts[field]["ja"]), (check.id, field)
        for chinese in ("zh-TW", "zh-CN"):  # Chinese texts may quote Japanese examples, not be Japanese
            assert len(_KANA.findall(texts[chinese])) < len(_HAN.findall(texts[chinese])), (check.id, chinese)
        assert _HAN.search(check.texts[field]["zh-TW"]) and _HAN.search(check.texts[field]["zh-CN"])


def test_category_names_in_four_locales():
    for texts in CATEGORY_TEXTS.values():
        assert set(texts["title"]) == set(LOCALES)
        assert all(value.strip() for value in texts["title"].values())


def test_text_files_hold_only_catalogued_checks():
    for path, texts in catalogue.text_files().items():
        module_ids = {check.id for check in CHECKS if path.stem == check.rule.run.__module__.rsplit(".", 1)[1]}
        assert set(texts) == module_ids, path.name


def test_check_text_falls_back_to_english():
    check = BY_ID["title.missing"]
    assert check.text("title", "ja") == "タイトルがない"
    assert check.text("title", "fr") == "Title missing"


def test_grouped_findings_follow_catalogue_order():
    facts = variant(clean_page("ja"), titles=(), viewport=None)
    result = grouped(catalogue.audit_page(facts))
    assert [entry["check"] for entry in result] == ["title.missing", "mobile.viewport_missing"]
    assert result[0] == {"check": "title.missing", "severity": "error", "category": "search-appearance",
                         "items": [{"url": facts.url, "evidence": {"titles": 0}}]}


def test_generated_docs_are_up_to_date():
    assert docs.DOC_PATH.read_text(encoding="utf-8") == docs.render(), (
        "docs/audit-checks.md is out of date: run uv run python -m analytics.audits.docs")


def test_docs_table_lists_every_check():
    rendered = docs.render()
    for check in CHECKS:
        assert f"| `{check.id}` | {check.category} | {check.severity} |" in rendered
