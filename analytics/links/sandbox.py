"""The sandbox web as a link source: a deterministic, made-up set of sites linking to a domain, labelled
``sandbox``, so that a fresh ``make run`` shows a working research screen before any crawl or import.

:func:`sandbox_pages` is pure: the same domain and day give the same pages on any machine (every choice comes
from a generator seeded by the SHA-256 of the domain). The numbers are plausible: 8 to 400 referring domains
(log-uniform), a few pages each (tens to a few thousand backlinks), anchors in Chinese, Japanese and English
(brand, URL, generic and topical), placements and rels in the proportions a real profile shows, first seen
spread over the last twelve months, and about one page in ten re-fetched later without its links (lost). The
sites' home pages link to a few of each other (the popular ones more), so their ratings differ.

The referring sites live under reserved names (RFC 2606/6761: ``.example``, ``.test``), so nothing made up here
can be mistaken for, or reach, a real site. They are bare host names: with no public suffix a host is its own
registrable domain (analytics.rankings.matching.registrable_domain).

:func:`ensure_sandbox_links` writes them through the one way in (:func:`analytics.links.store.record_pages`) the
first time a domain is researched and the store holds no link into it; then, on a store with no real links
at all (a demo), it runs the rating job so the screen shows ratings too.
"""

from __future__ import annotations

import hashlib
import math
import random
from datetime import UTC, date, datetime, time, timedelta

from clickhouse_connect.driver.client import Client

from analytics.hosts import host_of
from analytics.links.model import Outlink, PageLinks, Placement
from analytics.links.queries import LinkTarget
from analytics.links.ratings import compute_ratings
from analytics.links.store import SANDBOX, record_pages

RESERVED_TLDS = ("example", "test")
_SYLLABLES = ("sakura", "yama", "kawa", "tai", "pei", "hsin", "chu", "kao", "tokyo", "osaka", "neko", "inu", "cha",
              "tea", "food", "tabi", "travel", "tech", "gadget", "mama", "life", "shop", "news", "blog", "ramen",
              "bento", "boba", "review", "camera", "code", "design", "biz", "kaisha", "market", "daily", "note")
_SECTIONS = ("blog/{y}/{m:02d}/{slug}", "forum/thread-{n}", "reviews/{slug}", "news/{n}", "column/{slug}",
             "links", "resources/{slug}", "{slug}.html")
_SLUGS = ("best-picks", "guide", "comparison", "top-10", "how-to", "recommend", "ranking", "review", "tips")
_TARGET_PATHS = ("", "", "", "blog/", "products/", "about", "blog/{slug}", "zh-tw/", "ja/")
_GENERIC = ("點這裡", "官方網站", "更多資訊", "こちら", "詳しくはこちら", "公式サイト", "参考サイト", "click here",
            "read more", "website", "source")
_TOPICAL = ("推薦", "評價", "比較", "教學", "おすすめ", "口コミ", "比較", "使い方", "review", "guide", "best deals")
# (placement, weight), (rel, weight)
_PLACEMENTS: tuple[tuple[Placement, float], ...] = (("content", 0.6), ("navigation", 0.1), ("footer", 0.15),
                                                    ("image", 0.15))
_RELS: tuple[tuple[tuple[str, ...], float], ...] = (((), 0.7), (("nofollow",), 0.2), (("ugc",), 0.05),
                                                    (("nofollow", "sponsored"), 0.05))
LOST_SHARE = 0.1
DAYS = 365


def _rng(*parts: object) -> random.Random:
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def _weighted(rng: random.Random, options):
    return rng.choices([value for value, _ in options], [weight for _, weight in options])[0]


def _site(rng: random.Random) -> str:
    name = "-".join(rng.sample(_SYLLABLES, rng.choice((1, 2, 2, 3))))
    return f"{name}{rng.randrange(100) if rng.random() < 0.3 else ''}.{rng.choice(RESERVED_TLDS)}"


def _anchor(rng: random.Random, domain: str, url: str) -> str:
    brand = domain.split(".")[0]
    kind = rng.random()
    if kind < 0.35:
        return rng.choice((brand, brand.capitalize(), domain, f"www.{domain}"))
    if kind < 0.5:
        return url
    if kind < 0.75:
        return rng.choice(_GENERIC)
    return f"{brand} {rng.choice(_TOPICAL)}"


def sandbox_pages(domain: str, *, today: date) -> list[PageLinks]:
    """The sandbox web's pages linking to ``domain`` (a normalized host), each fetch as a :class:`PageLinks`:
    one fetch per page, and for lost links a later fetch without them. Oldest fetch first."""
    rng = _rng("links", domain)
    now = datetime.combine(today, time(3), tzinfo=UTC)
    sites = {_site(rng) for _ in range(int(math.exp(rng.uniform(math.log(8), math.log(400)))))}
    sites.discard(domain)
    ordered = sorted(sites)
    # The sites link to each other too, the popular ones more (Pareto weights), so their ratings differ.
    popularity = [rng.paretovariate(1.2) for _ in ordered]
    pages: list[PageLinks] = []
    for site in ordered:
        others = {other for other in rng.choices(ordered, popularity, k=rng.randrange(5)) if other != site}
        if others:
            pages.append(PageLinks(f"https://{site}/", now - timedelta(days=rng.uniform(1, 30)),
                                   tuple(Outlink(f"https://{other}/", other) for other in sorted(others)),
                                   source=SANDBOX))
        for _ in range(min(60, 1 + int(rng.expovariate(1 / 3)))):
            first = now - timedelta(days=rng.uniform(1, DAYS))
            slug, n = rng.choice(_SLUGS), rng.randrange(1, 99999)
            path = rng.choice(_SECTIONS).format(y=first.year, m=first.month, slug=slug, n=n)
            target = f"https://{rng.choice(('', 'www.'))}{domain}/" + rng.choice(_TARGET_PATHS).format(slug=slug)
            placement = _weighted(rng, _PLACEMENTS)
            link = Outlink(target, _anchor(rng, domain, target), _weighted(rng, _RELS), placement)
            source_url = f"https://{site}/{path}"
            pages.append(PageLinks(source_url, first, (link,), source=SANDBOX))
            # re-fetched since: without the link (lost) or with it (still there, last seen then)
            again = first + (now - first) * rng.uniform(0.3, 1.0)
            pages.append(PageLinks(source_url, again, () if rng.random() < LOST_SHARE else (link,), source=SANDBOX))
    return sorted(pages, key=lambda page: page.fetched_at)


def ensure_sandbox_links(client: Client, domain: str, *, today: date | None = None) -> bool:
    """Writes the sandbox web's links into ``domain`` (a domain or URL a user typed; raises
    analytics.hosts.InvalidHost) when the store has no link into it; True when it wrote them."""
    target = LinkTarget.of("domain", domain)
    where, parameters = target.predicate()
    if client.query(f"SELECT 1 FROM link_edges WHERE {where} LIMIT 1", parameters=parameters).result_rows:
        return False
    pages = sandbox_pages(host_of(target.value), today=today or datetime.now(UTC).date())
    # One batch, so one insert of edges: a screen reading the domain meanwhile (the dashboard's metrics and the
    # research overview ask at once) sees none of the links or all of them, never a count half-way.
    record_pages(client, pages, batch=max(len(pages), 1))
    if not client.query("SELECT 1 FROM link_edges WHERE NOT is_sandbox LIMIT 1").result_rows:
        compute_ratings(client, day=today)
    return True
