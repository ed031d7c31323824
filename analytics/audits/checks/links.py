"""Links: broken, uncrawlable and vague links, orphan and dead-end pages, link depth.

Link text is judged in the link's own language: the ``lang``/``xml:lang`` of the link or its nearest
ancestor, else the page's language, else the script of the text itself. "更多" is vague in a Chinese
paragraph; the same check does not run English rules on it.
"""

from __future__ import annotations

import ipaddress
import re
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from urllib.parse import urlsplit

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import LinkFacts, PageFacts, SiteFacts

checks = Registrar(Category.LINKS)

MAX_LINKS = 300
MAX_CLICK_DEPTH = 3
_NON_LINK_SCHEMES = ("mailto:", "tel:", "sms:", "fax:", "skype:", "line:", "whatsapp:", "data:")
_MALFORMED = re.compile(r"^(?:https?:/(?!/)|https?//|htps?:|htp:|ttps?:|www\.)|\\", re.IGNORECASE)

#: Link texts that say nothing about the target, by language (compared folded, without spaces and
#: the punctuation or arrows around them). Every phrase and language of Lighthouse's link-text audit
#: (en, ja, es, pt, ko, sv, de, ta, fa) is here, with our own Chinese, French and Italian lists and
#: more Japanese and Korean phrases; docs/audit-checks.md lists them (generated from this table).
NON_DESCRIPTIVE = {
    "en": {
        "click here", "click this", "click", "here", "right here", "read more", "more", "learn more", "see more",
        "view more", "find out more", "more info", "more information", "information", "details", "link",
        "this link", "this", "this page", "continue", "continue reading", "go", "start", "website", "page",
    },
    "zh": {
        # traditional
        "點這裡", "點此", "點擊這裡", "點擊此處", "按這裡", "按此", "請點我", "點我", "這裡", "此處", "更多",
        "了解更多", "瞭解更多", "看更多", "閱讀更多", "繼續閱讀", "查看更多", "更多資訊", "詳細", "詳情",
        "詳細資訊", "連結", "點擊", "按我",
        # simplified (了解更多 and 查看更多 are written alike in both)
        "点这里", "点此", "点击这里", "点击此处", "按这里", "请点我", "点我", "这里", "此处", "阅读更多",
        "继续阅读", "更多信息", "详细", "详情", "详细信息", "链接", "点击",
    },
    "ja": {
        "こちら", "ここ", "こちらをクリック", "ここをクリック", "クリック", "詳しくはこちら", "詳細はこちら",
        "詳細", "詳しく", "詳しく見る", "もっと見る", "もっと読む", "続きを読む", "続きはこちら", "こちらから",
        "ここから", "さらに詳しく", "リンク", "もっと", "続く", "全文表示",
    },
    "ko": {"여기", "여기를 클릭", "클릭", "더보기", "자세히", "자세히 보기", "링크", "계속", "이동", "전체 보기"},
    "es": {
        "click aquí", "click aqui", "clicka aquí", "clicka aqui", "pincha aquí", "pincha aqui", "haz clic aquí",
        "aquí", "aqui", "más", "mas", "más información", "más informacion", "mas información", "mas informacion",
        "este", "enlace", "este enlace", "empezar", "leer más", "ver más",
    },
    "pt": {"clique aqui", "aqui", "ir", "mais informação", "mais informações", "mais", "veja mais", "saiba mais",
           "leia mais"},
    "de": {"klicke hier", "hier klicken", "klicken sie hier", "hier", "mehr", "siehe", "dies", "das", "weiterlesen",
           "mehr erfahren", "mehr lesen"},
    "sv": {"här", "klicka här", "läs mer", "mer", "mer info", "mer information"},
    "fr": {"cliquez ici", "cliquez", "ici", "plus", "en savoir plus", "lire la suite", "voir plus", "plus d'infos",
           "plus d'informations", "lien", "ce lien", "suite", "continuer", "commencer"},
    "it": {"clicca qui", "clicca", "qui", "qua", "di più", "scopri di più", "leggi di più", "leggi tutto", "altro",
           "continua", "link", "questo link", "inizia", "vai"},
    "ta": {"அடுத்த பக்கம்", "மறுபக்கம்", "முந்தைய பக்கம்", "முன்பக்கம்", "மேலும் அறிக", "மேலும் தகவலுக்கு",
           "மேலும் தரவுகளுக்கு", "தயவுசெய்து இங்கே அழுத்தவும்", "இங்கே கிளிக் செய்யவும்"},
    "fa": {"اطلاعات بیشتر", "اطلاعات", "این", "اینجا بزنید", "اینجا کلیک کنید", "اینجا", "برو", "بیشتر بخوانید",
           "بیشتر بدانید", "بیشتر", "شروع"},
}
_TRIM = re.compile(r"^[\s»›>→▶►…\.\-–—:：!！。、,，「」『』()（）\[\]【】<《〈]+|[\s»›>→▶►…\.\-–—:：!！。、,，「」『』()（）\[\]】>》〉]+$")


def _judged(phrase: str) -> str:
    """A link text as compared: folded, trimmed of arrows and punctuation, CJK without spaces."""
    folded = _TRIM.sub("", textlib.fold(phrase))
    return folded.replace(" ", "") if textlib.script_of(folded) == textlib.Script.CJK else folded


_PHRASES = {language: {_judged(phrase) for phrase in phrases} for language, phrases in NON_DESCRIPTIVE.items()}


def link_language(link: LinkFacts, page: PageFacts) -> str | None:
    """The link's language: its own or an ancestor's ``lang``, else the page's, else its text's script."""
    return textlib.primary_language(link.lang) or signals.page_language(page) or textlib.detect_language(link.text)


_ANY_PHRASE = frozenset().union(*_PHRASES.values())


@lru_cache(maxsize=16384)  # a site's menus repeat the same link texts on every page
def is_non_descriptive(text: str, language: str | None) -> bool:
    """Whether ``text`` is a vague link text in ``language``, or in any language when it is not known
    (as Lighthouse does); Latin-script text is also judged as English (Chinese and Japanese sites
    often use "MORE" or "Read more" buttons)."""
    folded = _TRIM.sub("", textlib.fold(text))
    if folded not in _ANY_PHRASE and folded.replace(" ", "") not in _ANY_PHRASE:
        return False  # most link texts: no need to tell their script
    judged = _judged(text)
    if language is None:
        return judged in _ANY_PHRASE
    if judged in _PHRASES.get(language, set()):
        return True
    return textlib.script_of(judged) == textlib.Script.LATIN and judged in _PHRASES["en"]


def _host(url: str | None) -> str:
    return (urlsplit(url).hostname or "").lower().removeprefix("www.") if url else ""


def _internal(link: LinkFacts, page: PageFacts) -> bool:
    return bool(link.url) and _host(link.url) == _host(page.effective_url)


def _special(href: str) -> bool:
    return href.strip().lower().startswith(_NON_LINK_SCHEMES)


def is_uncrawlable(link: LinkFacts) -> bool:
    """Lighthouse's crawlable-anchors rule: an ``<a>`` meant as a link whose href a crawler cannot follow.

    Not links: an element with a ``role`` (a button, a tab), a ``mailto:``, a named anchor without an
    href (``<a id=top>``), and a placeholder, an ``<a>`` with neither an href nor an attribute that
    only goes with one (target, rel, download, ...), unless a click handler makes it act as a link.
    Beyond Lighthouse, which accepts them as valid URLs, an href of only ``#`` or of any
    ``javascript:`` is flagged too: neither leads a crawler anywhere.
    """
    href = "".join((link.href or "").split()).lower()
    if link.role or href.startswith("mailto:") or (link.named and not href):
        return False
    if href.startswith("file:"):
        return True
    if link.href is None and not link.href_attributes:
        return link.click  # a placeholder (HTML: "where a link might otherwise have been placed")
    return href in ("", "#") or href.startswith("javascript:")


@checks.page("links.uncrawlable_anchor", Severity.WARNING)
def uncrawlable_anchor(page: PageFacts) -> Iterator[Evidence]:
    """``<a>`` meant as a link without an href a crawler can follow (:func:`is_uncrawlable`)."""
    for link in page.links:
        if is_uncrawlable(link):
            yield {"href": link.href, "text": textlib.normalize(link.text)}


@checks.page("links.non_descriptive_text", Severity.NOTICE)
def non_descriptive_text(page: PageFacts) -> Iterator[Evidence]:
    for link in page.links:
        language = link_language(link, page)
        if link.url and is_non_descriptive(link.text, language):
            yield {"text": textlib.normalize(link.text), "href": link.url, "language": language}


@checks.page("links.empty_anchor", Severity.WARNING)
def empty_anchor(page: PageFacts) -> Iterator[Evidence]:
    for link in page.links:
        if link.url and not link.text.strip():  # what normalize() would leave empty
            yield {"href": link.url}


@checks.page("links.nofollow_internal", Severity.NOTICE)
def nofollow_internal(page: PageFacts) -> Iterator[Evidence]:
    for link in page.links:
        if link.nofollow and _internal(link, page):
            yield {"href": link.url, "rel": list(link.rel)}


@checks.page("links.too_many", Severity.NOTICE)
def too_many(page: PageFacts) -> Iterator[Evidence]:
    if len(page.links) > MAX_LINKS:
        yield {"links": len(page.links), "max_links": MAX_LINKS}


@checks.page("links.no_internal_outlinks", Severity.NOTICE)
def no_internal_outlinks(page: PageFacts) -> Iterator[Evidence]:
    """A dead end: readers and crawlers cannot go on to any other page of the site."""
    if not any(_internal(link, page) and not signals.same_url(link.url, page.effective_url) for link in page.links):
        yield {"links": len(page.links)}


@checks.page("links.click_depth", Severity.NOTICE)
def click_depth(page: PageFacts) -> Iterator[Evidence]:
    if page.depth is not None and page.depth > MAX_CLICK_DEPTH:
        yield {"depth": page.depth, "max_depth": MAX_CLICK_DEPTH}


def _local(host: str) -> bool:
    if host in ("localhost",) or host.endswith((".localhost", ".local", ".test", ".invalid")):
        return True
    if not (host[:1].isdigit() or ":" in host):  # not an IPv4 or IPv6 address: no need to parse it
        return False
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return address.is_loopback or address.is_private or address.is_link_local


_AUTHORITY = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)")


@lru_cache(maxsize=4096)
def _local_authority(authority: str) -> bool:
    return _local(_host(f"http://{authority}"))


def _links_local(url: str) -> bool:
    """Whether ``url``'s host is local, judged once per host and port: a page's hundreds of links share a few."""
    match = _AUTHORITY.match(url)
    return _local_authority(match.group(1)) if match else _local(_host(url))


@checks.page("links.to_local", Severity.WARNING)
def to_local(page: PageFacts) -> Iterator[Evidence]:
    """Links to localhost, private addresses or file: URLs, left over from development."""
    if _local(_host(page.effective_url)):
        return
    for link in page.links:
        href = (link.href or "").strip()
        if href.lower().startswith("file:") or (link.url and _links_local(link.url)):
            yield {"href": href}


@checks.page("links.malformed_href", Severity.WARNING)
def malformed_href(page: PageFacts) -> Iterator[Evidence]:
    """hrefs that are probably typos (``http//``, ``https:/``, ``www.`` without a scheme, backslashes)."""
    for link in page.links:
        href = (link.href or "").strip()
        if not href or href.startswith("#") or href.lower().startswith("javascript:") or _special(href):
            continue
        if _MALFORMED.search(href) or link.url is None:
            yield {"href": href, "text": textlib.normalize(link.text)}


@checks.page("links.internal_http", Severity.NOTICE)
def internal_http(page: PageFacts) -> Iterator[Evidence]:
    if page.is_https:
        for link in page.links:
            if _internal(link, page) and link.url.startswith("http://"):
                yield {"href": link.url}


def _status_broken(status: int | None) -> bool:
    return status is None or status >= 400


@checks.site("links.broken_internal", Severity.ERROR)
def broken_internal(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Links to crawled pages of the site that answer 4xx/5xx or not at all; listed on the linking page."""
    for edge in site.links:
        target = site.page(edge.target)
        if target is not None and not target.robots_blocked and _status_broken(target.status):
            yield edge.source, {"href": edge.target, "status": target.status, "text": edge.text}


@checks.site("links.broken_external", Severity.WARNING)
def broken_external(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for link in site.external_links:
        if _status_broken(link.status):
            for source in site.external_sources.get(link.url, ()):
                yield source, {"href": link.url, "status": link.status, "error": link.error}


@checks.site("links.redirected_internal", Severity.NOTICE)
def redirected_internal(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for edge in site.links:
        target = site.page(edge.target)
        if target is not None and target.final_url and not signals.same_url(target.final_url, edge.target):
            yield edge.source, {"href": edge.target, "final_url": target.final_url}


@checks.site("links.orphan_page", Severity.WARNING)
def orphan_page(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Indexable pages no other crawled page links to (found only through the sitemap)."""
    inlinks = Counter(edge.target for edge in site.links if not signals.same_url(edge.source, edge.target))
    linked = {signals.resolve(url, url) for url in inlinks}
    for page in site.pages:
        if not page.indexable or signals.same_url(page.url, site.root_url):
            continue
        if signals.resolve(page.url, page.url) not in linked:
            yield page.url, {"in_sitemap": page.in_sitemap}
