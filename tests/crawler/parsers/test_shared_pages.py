"""The parsers on every captured page of shared/data/serp: the MANIFEST's organic count, the first
and last organic URL (read off each page by hand) and the result types a reader sees there."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from crawler.parsers import parse_html
from crawler.serp import ResultType

T = ResultType


@dataclass(frozen=True)
class Page:
    path: str
    engine: str
    organic: int  # MANIFEST.md
    first: str
    last: str
    types: dict[ResultType, int] = field(default_factory=dict)  # exact row counts per type
    at_least: dict[ResultType, int] = field(default_factory=dict)
    total: int | None = None
    device: str = "desktop"


PAGES = [
    Page(
        "google/fr-2021-serposcope-image-lion-desktop.html",
        "google",
        9,
        "https://www.gettyimages.fr/photos/lion",
        "https://www.artphotolimited.com/themes/animaux/photo-de-lion",
        types={T.RELATED_SEARCHES: 8, T.PEOPLE_ALSO_ASK: 0, T.AD: 0},
        at_least={T.IMAGES: 10},
        total=748_000_000,
    ),
    Page(
        "google/jp-2022-ryudenx-takeda-basic.html",
        "google",
        10,
        "https://www.takeda.com/ja-jp/who-we-are/company/",
        "https://jp.reuters.com/companies/4502.T",
        types={T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 9, T.AD: 0},
        at_least={T.SITELINKS: 4},
    ),
    Page(
        "google/jp-2022-ryudenx-takeda-js.html",
        "google",
        9,
        "https://www.takeda.com/ja-jp/who-we-are/company/",
        "https://jp.reuters.com/companies/4502.T",
        types={T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 8, T.AD: 0},
        at_least={T.SITELINKS: 3},
        total=1_890_000,
    ),
    Page(
        "google/jp-2025-nwatab-github-closes-comment-pr.html",
        "google",
        10,
        "https://docs.github.com/ja/issues/tracking-your-work-with-issues/using-issues/linking-a-pull-request-to-an-issue",
        "https://ume-noki.com/github-filter-command/",
        types={T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 8, T.AD: 0, T.FEATURED_SNIPPET: 0},
    ),
    Page(
        "google/jp-2025-nwatab-quantum-field-theory.html",
        "google",
        9,
        "https://en.wikipedia.org/wiki/Quantum_field_theory",
        "https://www.amazon.co.jp/-/en/Quantum-Field-Theory-Standard-Model/dp/1107034736",
        types={T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 8, T.KNOWLEDGE_PANEL: 1},
        at_least={T.VIDEO: 3, T.SITELINKS: 4},
    ),
    Page(
        "google/us-2022-aql-evan-colborne.html",
        "google",
        10,
        "https://www.cosmossports.com/team-evan-colborne/",
        "https://evancolborne.com/experience/",
        types={T.PEOPLE_ALSO_ASK: 0, T.RELATED_SEARCHES: 0, T.AD: 0, T.SITELINKS: 0},
        total=1_260,
    ),
    Page(
        # Carries a "Before you continue" consent dialog over real results: still a result page.
        "google/us-2023-zlurad-desktop-google.html",
        "google",
        9,
        "https://google.com/",
        "https://images.google.com/",
        types={T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 8, T.TOP_STORIES: 7, T.KNOWLEDGE_PANEL: 1, T.AD: 0},
        total=25_150_000_000,
    ),
    Page(
        "google/us-2023-zlurad-mobile-google.html",
        "google",
        3,
        "https://google.com/",
        "https://www.google.com/account/about/",
        types={T.PEOPLE_ALSO_ASK: 4, T.AD: 0},
        at_least={T.SITELINKS: 4},
        device="mobile",
    ),
    Page(
        "google/us-2023-zlurad-nojs-google.html",
        "google",
        10,
        "https://www.google.com/",
        "https://edu.google.com/workspace-for-education/classroom/",
        types={T.RELATED_SEARCHES: 8, T.KNOWLEDGE_PANEL: 1, T.PEOPLE_ALSO_ASK: 0},
        at_least={T.SITELINKS: 4},
    ),
    Page(
        "google/us-2024-websearcher-gu-gels-ads.html",
        "google",
        9,
        "https://guenergy.com/products/energy-gel",
        "https://www.walmart.com/c/kp/gu-energy-gel",
        types={T.AD: 1, T.SHOPPING: 3, T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 8},
        total=18_900_000,
    ),
    Page(
        "yahoo/us-2022-aql-civil-code.html",
        "yahoo_tw",
        6,
        "https://en.wikipedia.org/wiki/Civil_code",
        "https://www.legisquebec.gouv.qc.ca/en/tdm/cs/CCQ-1991",
        types={T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 8, T.VIDEO: 3, T.KNOWLEDGE_PANEL: 1, T.AD: 0},
        total=1_770_000_000,
    ),
]


def test_every_shared_page_is_covered(shared_serp):
    on_disk = {p.relative_to(shared_serp).as_posix() for p in shared_serp.glob("*/*.html")}
    assert on_disk == {page.path for page in PAGES}


@pytest.mark.parametrize("page", PAGES, ids=[p.path for p in PAGES])
def test_shared_page(shared_serp, page: Page):
    parsed = parse_html(
        page.engine, (shared_serp / page.path).read_text(encoding="utf-8"), device=page.device
    )

    organic = parsed.organic
    assert len(organic) == page.organic
    assert [r.position for r in organic] == list(range(1, page.organic + 1))
    assert organic[0].url == page.first
    assert organic[-1].url == page.last
    assert all(r.title and r.host for r in organic)
    counts = Counter(r.type for r in parsed.results)
    for kind, expected in page.types.items():
        assert counts[kind] == expected, kind
    for kind, minimum in page.at_least.items():
        assert counts[kind] >= minimum, kind
    assert parsed.total_results == page.total
    assert parsed.device.value == page.device
    absolute = [r.absolute_position for r in parsed.results]
    assert absolute == sorted(absolute) and absolute[0] == 1
    assert len(parsed.related_searches) == page.types.get(T.RELATED_SEARCHES, len(parsed.related_searches))
    assert len(parsed.people_also_ask) == page.types.get(T.PEOPLE_ALSO_ASK, len(parsed.people_also_ask))


def test_shared_ads_page_rows(shared_serp):
    """The ads page: shopping ads on top, then the text ad, then organic results, each block numbered."""
    html = (shared_serp / "google/us-2024-websearcher-gu-gels-ads.html").read_text(encoding="utf-8")
    parsed = parse_html("google", html)
    (ad,) = parsed.of_type(T.AD)
    assert (ad.url, ad.title, ad.position) == (
        "https://guenergy.com/collections/gels",
        "Shop GU Energy Gels",
        None,
    )
    shopping = parsed.of_type(T.SHOPPING)
    assert {r.host for r in shopping} == {"www.amazon.com"}
    assert len({r.absolute_position for r in shopping}) == 1  # one shopping-ads block
    assert shopping[0].absolute_position < ad.absolute_position < parsed.organic[0].absolute_position
    assert parsed.people_also_ask[0] == "Are Gu energy gels good for you?"


def test_shared_basic_layout_unwraps_redirects(shared_serp):
    html = (shared_serp / "google/jp-2022-ryudenx-takeda-basic.html").read_text(encoding="utf-8")
    wikipedia = parse_html("google", html).organic[4]
    assert (
        wikipedia.url
        == "https://ja.wikipedia.org/wiki/%E6%AD%A6%E7%94%B0%E8%96%AC%E5%93%81%E5%B7%A5%E6%A5%AD"
    )
    assert wikipedia.title == "武田薬品工業 - Wikipedia"
    assert wikipedia.snippet.startswith("武田薬品工業株式会社（たけだやくひんこうぎょう")


def test_shared_layouts_agree(shared_serp):
    """The same query and client in both Google layouts ranks the same sites in the same order."""
    js = parse_html(
        "google", (shared_serp / "google/jp-2022-ryudenx-takeda-js.html").read_text(encoding="utf-8")
    )
    basic = parse_html(
        "google", (shared_serp / "google/jp-2022-ryudenx-takeda-basic.html").read_text(encoding="utf-8")
    )
    js_urls = [r.url for r in js.organic]
    basic_urls = [r.url for r in basic.organic]
    assert [u for u in basic_urls if u in js_urls] == js_urls
    assert basic.people_also_ask == js.people_also_ask
