"""Properties of every parser: arbitrary input never raises anything but SerpPageError, and a page
built from known results gives exactly those organic results, numbered 1..n without gaps."""

from __future__ import annotations

from html import escape

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crawler.parsers import parse_html
from crawler.serp import ParsedSerp, SerpPageError

ENGINES = ("google", "yahoo_jp", "yahoo_tw")
PROPERTY = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Markup vocabulary of the three engines, so random trees reach the parsers' inner paths.
TAGS = ("div", "a", "h3", "span", "li", "ol", "p", "form", "g-section-with-header", "block-component", "cite")
CLASSES = (
    "yuRUbf", "g", "MjjYud", "VwiC3b", "related-question-pair", "xpdopen", "ifM9O", "AJLUJb", "Gx5Zad",
    "egMi0", "xpc", "Lt3Tzc", "pla-unit", "VkpGBb", "algo", "compTitle", "title", "compText", "bingrelqa",
    "AlsoTry", "catKG", "dd", "ads", "sw-Card", "Algo", "Ad", "News", "RelatedSearch", "sw-Card__titleInner",
    "searchCenterMiddle", "Video", "hgKElc",
)  # fmt: skip
HREFS = (
    "https://example.com/a", "/url?q=https://example.org/b&sa=U", "/url?url=http://例子.tw/", "/search?q=x",
    "javascript:void(0)", "http://[bad", "", "https://r.search.yahoo.com/RU=https%3a%2f%2fx.jp%2f/RK=2",
    "https://search.yahoo.co.jp/clear.gif", "//cdn.example.net/x", "/aclk?adurl=",
)  # fmt: skip
ATTRIBUTES = st.one_of(
    st.tuples(st.just("class"), st.lists(st.sampled_from(CLASSES), max_size=3).map(" ".join)),
    st.tuples(st.just("href"), st.one_of(st.sampled_from(HREFS), st.text(max_size=20))),
    st.tuples(st.just("id"), st.sampled_from(("rso", "main", "rhs", "tads", "web", "center_col", "result-stats"))),
    st.tuples(st.sampled_from(("data-q", "data-text-ad", "data-vid", "data-lpage", "data-cl-params", "qidx")),
              st.text(max_size=15)),
    st.tuples(st.just("role"), st.sampled_from(("heading", "button"))),
    st.tuples(st.just("aria-level"), st.sampled_from(("2", "3"))),
)  # fmt: skip


def _element(children: list[str], tag: str, attributes: list[tuple[str, str]], body: str) -> str:
    attrs = "".join(f' {name}="{escape(value)}"' for name, value in attributes)
    return f"<{tag}{attrs}>{escape(body)}{''.join(children)}</{tag}>"


MARKUP = st.recursive(
    st.text(max_size=30).map(escape),
    lambda inner: st.builds(
        _element, st.lists(inner, max_size=4), st.sampled_from(TAGS), st.lists(ATTRIBUTES, max_size=3),
        st.text(max_size=12),
    ),
    max_leaves=25,
)  # fmt: skip
ANY_TEXT = st.one_of(st.text(), MARKUP, st.binary(max_size=200).map(lambda b: b.decode("latin-1")))


def _check(parsed: ParsedSerp) -> None:
    assert [r.position for r in parsed.organic] == list(range(1, len(parsed.organic) + 1))
    assert parsed.organic, "a parse without organic results must raise"
    absolute = [r.absolute_position for r in parsed.results]
    assert absolute == sorted(absolute)
    assert all(r.url is None or r.url.startswith(("http://", "https://")) for r in parsed.results)


@PROPERTY
@given(html=ANY_TEXT, engine=st.sampled_from(ENGINES))
def test_arbitrary_input_raises_only_serp_page_error(html, engine):
    try:
        parsed = parse_html(engine, html)
    except SerpPageError:
        return
    _check(parsed)


# --- pages rendered from known results --------------------------------------------------------

WORDS = (
    st.text(alphabet=st.sampled_from("台北咖啡東京ラーメンabcXYZ 123"), min_size=1, max_size=20)
    .map(str.strip)
    .filter(bool)
)
URLS = st.builds(
    lambda host, path: f"https://{host}.example.{'tw' if len(path) % 2 else 'jp'}/{path}",
    st.text(alphabet="abcdefghij", min_size=1, max_size=8),
    st.text(alphabet="abcdefghij0123456789-", max_size=12),
)
BLOCKS = st.lists(
    st.one_of(
        st.tuples(st.just("organic"), URLS, WORDS),
        st.tuples(st.just("ad"), URLS, WORDS),
        st.tuples(st.just("paa"), st.lists(WORDS, min_size=1, max_size=4)),
        st.tuples(st.just("related"), st.lists(WORDS, min_size=1, max_size=6)),
    ),
    max_size=14,
).filter(lambda blocks: any(b[0] == "organic" for b in blocks))


def _google_full(blocks) -> str:
    parts = []
    for block in blocks:
        if block[0] == "organic":
            parts.append(
                f'<div class="MjjYud"><div class="g"><div class="yuRUbf"><a href="{escape(block[1])}">'
                f'<h3 class="LC20lb">{escape(block[2])}</h3></a></div><div class="VwiC3b">{escape(block[2])}</div></div></div>'
            )
        elif block[0] == "ad":
            parts.append(
                f'<div data-text-ad="1"><a href="{escape(block[1])}"><div role="heading" aria-level="3">{escape(block[2])}</div></a></div>'
            )
        elif block[0] == "paa":
            questions = "".join(
                f'<div class="related-question-pair" data-q="{escape(q)}"><div role="button">{escape(q)}</div></div>'
                for q in block[1]
            )
            parts.append(f'<div class="MjjYud"><div class="cUnQKe">{questions}</div></div>')
        else:
            links = "".join(f'<a href="/search?q=x">{escape(q)}</a>' for q in block[1])
            parts.append(f'<div class="MjjYud"><div class="AJLUJb">{links}</div></div>')
    return f'<html><body><div id="main"><div id="rso">{"".join(parts)}</div></div></body></html>'


def _google_basic(blocks) -> str:
    parts = []
    for block in blocks:
        if block[0] == "organic":
            parts.append(
                f'<div class="Gx5Zad fP1Qef xpd"><div class="egMi0 kCrYT"><a href="/url?q={escape(block[1])}&amp;sa=U">'
                f'<h3><div class="BNeawe vvjwJb">{escape(block[2])}</div></h3></a></div>'
                f'<div class="kCrYT"><div class="v9i61e">{escape(block[2])}</div></div></div>'
            )
        elif block[0] == "paa":
            questions = "".join(
                f'<div class="xpc"><div role="button"><div class="Lt3Tzc">{escape(q)}</div></div></div>'
                for q in block[1]
            )
            parts.append(f'<div class="Gx5Zad xpd">{questions}</div>')
        elif block[0] == "related":
            links = "".join(f'<a class="Q71vJc" href="/search?q=x">{escape(q)}</a>' for q in block[1])
            parts.append(f'<div class="Gx5Zad xpd">{links}</div>')
    return f'<html><body><div id="main">{"".join(parts)}</div></body></html>'


def _yahoo_tw(blocks) -> str:
    items = []
    for block in blocks:
        if block[0] == "organic":
            url = (
                "https://r.search.yahoo.com/_ylt=x/RV=2/RO=10/RU="
                + block[1].replace(":", "%3a").replace("/", "%2f")
                + "/RK=2/RS=y-"
            )
            items.append(
                f'<li><div class="dd algo algo-sr"><div class="compTitle"><h3 class="title"><a href="{escape(url)}">'
                f'<span>{escape(block[1])}</span>{escape(block[2])}</a></h3></div><div class="compText"><p>{escape(block[2])}</p></div></div></li>'
            )
        elif block[0] == "paa":
            questions = "".join(
                f'<div qidx="{i}"><div class="ttl">{escape(q)}</div></div>' for i, q in enumerate(block[1])
            )
            items.append(f'<li><div class="dd bingrelqa">{questions}</div></li>')
    return (
        f'<html><body><div id="web"><ol class="searchCenterMiddle">{"".join(items)}</ol></div></body></html>'
    )


def _yahoo_jp(blocks) -> str:
    cards = []
    for block in blocks:
        if block[0] in ("organic", "ad"):
            kind = "Algo" if block[0] == "organic" else "Ad"
            cards.append(
                f'<div class="sw-CardBase"><div class="sw-Card {kind}"><section><div class="sw-Card__title">'
                f'<a class="sw-Card__titleInner" href="{escape(block[1])}"><h3 class="sw-Card__titleMain">{escape(block[2])}</h3></a>'
                f'</div><p class="sw-Card__summary">{escape(block[2])}</p></section></div></div>'
            )
        elif block[0] == "related":
            links = "".join(
                f'<li><a href="https://search.yahoo.co.jp/search?p=x">{escape(q)}</a></li>' for q in block[1]
            )
            cards.append(
                f'<div class="sw-CardBase"><div class="sw-Card RelatedSearch"><ul>{links}</ul></div></div>'
            )
    return f'<html><body><div id="contents">{"".join(cards)}</div></body></html>'


RENDERERS = {
    "google-full": ("google", _google_full),
    "google-basic": ("google", _google_basic),
    "yahoo_tw": ("yahoo_tw", _yahoo_tw),
    "yahoo_jp": ("yahoo_jp", _yahoo_jp),
}


@PROPERTY
@given(blocks=BLOCKS, layout=st.sampled_from(sorted(RENDERERS)))
def test_organic_positions_are_1_to_n_in_page_order(blocks, layout):
    engine, render = RENDERERS[layout]
    parsed = parse_html(engine, render(blocks))
    expected = [
        (url, " ".join(title.split())) for kind, url, title in (b for b in blocks if b[0] == "organic")
    ]
    assert [(r.url, r.title) for r in parsed.organic] == expected
    _check(parsed)
    if layout != "yahoo_tw":  # the Yahoo template rendered here has no related-searches block
        related = [q for b in blocks if b[0] == "related" for q in b[1]]
        assert set(parsed.related_searches) == {" ".join(q.split()) for q in related}
