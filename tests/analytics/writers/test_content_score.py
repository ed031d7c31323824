"""The content score on hand-built top pages with known terms: the term data read from them, every rule
of SPEC §5 on documents built to pass or fail it, the chips' counts and the score's formula."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analytics.writers.scoring import COVERAGE_WEIGHTS, SUGGESTED, Document, score
from analytics.writers.terms import TARGET_WANTED, Term, TermData, prepare
from analytics.writers.text import plain_text
from tests.analytics.writers.top_pages import KEYWORD, RELATED, TOP_PAGES


@pytest.fixture(scope="module")
def data() -> TermData:
    return prepare(KEYWORD, TOP_PAGES, RELATED, "zh-TW")


def test_term_data_counts_the_top_pages_that_use_each_phrase(data):
    assert (data.language, data.results, data.pages_read) == ("zh", 4, 3)
    assert data.median_length == 62  # the read pages' texts are 129, 62 and 23 characters; the snippet is not read
    assert data.target == Term("台北美食", 4, TARGET_WANTED)
    found = {t.text: t for t in data.keywords + data.terms}
    # Related searches come first: 推薦 and 平價 are each in two of them (no page uses 平價).
    assert [t.text for t in data.keywords[:2]] == ["推薦", "平價"] and found["平價"].pages == 0
    # 牛肉麵 is on all four results, 10, 5, 2 and 1 times: the median 3.5 rounds to 4.
    assert found["牛肉麵"] == Term("牛肉麵", 4, 4)
    assert "滷肉飯" not in found  # one page's word is not advice
    assert not {"台北", "美食", "台北美食"} & set(found)  # the target and its parts are not suggestions
    assert TermData.from_dict(data.to_dict()) == data


def test_term_data_without_readable_pages_has_no_median():
    snippets = [page for page in TOP_PAGES if not page.text] * 3
    assert prepare(KEYWORD, snippets, RELATED, "zh-TW").median_length is None


TITLE_OK = "台北美食推薦：平價牛肉麵與夜市小吃的在地人完整攻略"  # 25 characters
DESCRIPTION_OK = "整理台北美食推薦清單，從平價牛肉麵、小籠包到夜市小吃，附上排隊時間、價格與交通方式，第一次來台北也能輕鬆吃遍在地人私房名店"
BODY = "".join(f"<p>台北美食第{n}站：推薦平價牛肉麵，夜市小吃與小籠包也很多，整理在地人私房名單與交通方式。</p>"
               for n in range(1, 16))
GOOD = Document(KEYWORD, TITLE_OK, DESCRIPTION_OK,
                f"<h1>台北美食推薦</h1><h2>平價牛肉麵</h2><img src='a.jpg' alt='牛肉麵'>{BODY}", "zh-TW")


def _rules(result) -> dict[str, bool]:
    return {rule.code: rule.ok for rule in result.rules}


@pytest.mark.parametrize(("change", "code", "ok"), [
    ({}, "title.length", True),
    ({"title": "台北美食"}, "title.length", False),
    ({"title": TITLE_OK * 2}, "title.length", False),
    ({}, "description.length", True),
    ({"description": "台北美食推薦"}, "description.length", False),
    ({}, "h1.single", True),
    ({"html": "<h1>台北美食</h1><h1>第二個</h1>" + BODY}, "h1.single", False),
    ({"html": BODY}, "h1.single", False),
    ({}, "h2.used", True),
    ({"html": "<h1>台北美食推薦</h1>" + BODY}, "h2.used", False),
    ({}, "title.suggested_keywords", True),
    ({"title": "台北美食推薦：在地人的完整攻略與排隊名店清單整理"}, "title.suggested_keywords", False),  # one only
    ({}, "h1.suggested_keywords", True),
    ({"html": "<h1>台北美食</h1><h2>平價牛肉麵</h2>" + BODY}, "h1.suggested_keywords", False),
    ({}, "h2.suggested_keywords", True),
    ({}, "content.target_keywords", True),
    ({"html": "<h1>台北美食推薦</h1><h2>平價</h2><p>牛肉麵</p>"}, "content.target_keywords", False),
    ({}, "content.suggested_keywords", True),
    ({}, "images.alt", True),
    ({"html": GOOD.html.replace(" alt='牛肉麵'", "")}, "images.alt", False),
    ({}, "content.length", True),
    ({"html": "<h1>台北美食推薦</h1><h2>平價</h2><p>台北美食</p>"}, "content.length", False),
])
def test_each_rule_passes_or_fails_on_the_document(data, change, code, ok):
    document = Document(**{**GOOD.__dict__, **change})
    assert _rules(score(document, data))[code] is ok


def test_a_document_written_to_the_advice_reaches_the_suggested_score_and_a_bare_one_does_not(data):
    good = score(GOOD, data)
    assert good.suggested == SUGGESTED == 80
    assert good.score >= SUGGESTED, (good.score, good.parts, [r.code for r in good.rules if not r.ok])
    bare = score(Document(KEYWORD, "台北美食", "", "<p>今天天氣很好。</p>", "zh-TW"), data)
    assert bare.score < 20 and bare.parts["keywords"] == 0
    assert bare.target.used == 1 and bare.target.wanted == TARGET_WANTED


def test_chips_count_uses_in_title_description_and_text_folded(data):
    result = score(Document(KEYWORD, "台北美食", "牛肉麵", "<p>牛肉麵、牛肉麵</p><p>ＴＡＩＰＥＩ</p>", "zh-TW"), data)
    chips = {chip.text: chip for chip in result.keywords + result.terms}
    assert (chips["牛肉麵"].used, chips["牛肉麵"].wanted, chips["牛肉麵"].pages) == (3, 4, 4)
    assert chips["牛肉麵"].done is False and chips["平價"].used == 0
    assert result.length == 14  # characters a reader sees: 7, the line break as one space, 6 full-width letters


def test_the_target_chip_is_the_keyword_as_typed(data):
    result = score(Document("  台北美食 ", "台北美食"), data)
    assert (result.target.text, result.target.pages, result.target.used) == ("台北美食", 4, 1)


def test_without_term_data_the_rules_alone_score():
    result = score(GOOD)
    assert result.parts["keywords"] is result.parts["terms"] is result.parts["length"] is None
    assert "content.length" not in _rules(result) and "title.suggested_keywords" not in _rules(result)
    assert result.score == result.parts["rules"] and result.target.pages == 0


def test_the_score_is_the_weighted_share_of_rules_and_coverages(data):
    result = score(GOOD, data)
    weighted = [rule for rule in result.rules if rule.weight]
    possible = sum(rule.weight for rule in weighted) + sum(COVERAGE_WEIGHTS.values())
    earned = (sum(rule.weight for rule in weighted if rule.ok)
              + sum(COVERAGE_WEIGHTS[name] * result.parts[name] / 100 for name in COVERAGE_WEIGHTS))
    assert abs(result.score - 100 * earned / possible) <= 1.5  # the parts are rounded percentages


def test_one_more_use_of_a_wanted_term_raises_the_score(data):
    before = score(Document(KEYWORD, TITLE_OK, DESCRIPTION_OK, "<p>台北美食</p>", "zh-TW"), data)
    after = score(Document(KEYWORD, TITLE_OK, DESCRIPTION_OK, "<p>台北美食，夜市小吃</p>", "zh-TW"), data)
    assert after.score > before.score or after.parts["keywords"] > before.parts["keywords"]


def test_latin_titles_are_measured_by_the_latin_reading():
    title = "Best ramen in Tokyo: a local's guide to the top shops"  # 53 characters
    result = score(Document("ramen tokyo", title, "", "<h1>Ramen</h1>", "en"))
    [rule] = [r for r in result.rules if r.code == "title.length"]
    assert rule.ok and rule.evidence["reading"] == "latin" and rule.evidence["characters"] == 53


@pytest.mark.parametrize(("html", "text"), [
    ("", ""),
    ("plain", "plain"),
    ("<h1>台北美食</h1><p>牛肉麵<br>小籠包 <b>推薦</b></p>", "台北美食\n牛肉麵\n小籠包 推薦"),
    ("<ul><li>一</li><li>二</li></ul><table><tr><th>表</th><td>格</td></tr></table>", "一\n二\n表\n格"),
    ("<blockquote>引用</blockquote>after", "引用\nafter"),
    ("<p>a  <i>b</i>\n c</p><script>alert(1)</script><style>p{}</style><!-- note -->", "a b c"),
    ("<p></p><p>  </p>", ""),
])
def test_plain_text_puts_blocks_on_lines(html, text):
    assert plain_text(html) == text


@settings(max_examples=60, deadline=None)
@given(keyword=st.text(max_size=12), title=st.text(max_size=40), html=st.text(max_size=200))
def test_any_document_scores_between_0_and_100(data, keyword, title, html):
    result = score(Document(keyword, title, title, html, "zh-TW"), data)
    assert 0 <= result.score <= 100 and result.length >= 0
    assert plain_text(f"<p>{html}</p>") == plain_text(f"<p>{html}</p>")  # and plain_text never raises
