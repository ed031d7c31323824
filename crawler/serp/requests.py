"""Which URL asks an engine for one page of one search: engine, country, language, device, page.

Google (DESIGN.md, checked 2025): the country domains redirect to www.google.com, and the country
comes from ``gl``, the interface language from ``hl`` and a city from ``uule``. Every Google request
goes to one base URL (a setting, ``www.google.com`` by default) with those parameters; Taiwan is
``hl=zh-TW&gl=TW`` and Japan ``hl=ja&gl=JP``, never a generic Chinese code (USERS.md item 12).
Since September 2025 Google answers about 10 results a request whatever ``num`` says, so deeper
positions take further pages: ``start=10``, ``start=20`` … (``num`` is not sent).

Yahoo! JAPAN (``search.yahoo.co.jp/search?p=…&b=…``) and Yahoo! Taiwan
(``tw.search.yahoo.com/search?p=…&b=…``) page with ``b``, the 1-based rank of the page's first
result. Each serves one country: asking them for another is an error, not a silent wrong SERP.

Everything here is pure: the spider, the SERP-API clients and the sandbox read these tables.
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urlencode

from crawler.serp.model import Device, Engine

RESULTS_PER_PAGE = 10  # what one request returns on every engine we fetch (Google since 2025-09)


@dataclass(frozen=True, slots=True)
class Country:
    """A target country: its Google parameters and the names SERP APIs know it by."""

    code: str  # ISO 3166-1 alpha-2, also Google's gl
    name: str  # English name, the country-level location of SerpApi and Serper
    language: str  # the default search language (Google hl) when a project names none
    iso_numeric: int  # ISO 3166-1 numeric; DataForSEO's country location_code is 2000 + this

    @property
    def dataforseo_location_code(self) -> int:
        """DataForSEO (and Google Ads) country criterion id: 2000 + ISO numeric (Taiwan 2158)."""
        return 2000 + self.iso_numeric


# SPEC §3's 15 countries, in SPEC order.
COUNTRIES: dict[str, Country] = {
    c.code: c
    for c in (
        Country("TW", "Taiwan", "zh-TW", 158),
        Country("HK", "Hong Kong", "zh-HK", 344),
        Country("US", "United States", "en", 840),
        Country("DE", "Germany", "de", 276),
        Country("GB", "United Kingdom", "en-GB", 826),
        Country("VN", "Vietnam", "vi", 704),
        Country("ID", "Indonesia", "id", 360),
        Country("MY", "Malaysia", "ms", 458),
        Country("SG", "Singapore", "en", 702),
        Country("PH", "Philippines", "en", 608),
        Country("IN", "India", "en", 356),
        Country("TH", "Thailand", "th", 764),
        Country("JP", "Japan", "ja", 392),
        Country("MX", "Mexico", "es-419", 484),
        Country("BR", "Brazil", "pt-BR", 76),
    )
}

# The country each Yahoo engine serves.
ENGINE_COUNTRY: dict[Engine, str] = {Engine.YAHOO_JP: "JP", Engine.YAHOO_TW: "TW"}

DEFAULT_BASE_URLS: dict[Engine, str] = {
    Engine.GOOGLE: "https://www.google.com",
    Engine.YAHOO_JP: "https://search.yahoo.co.jp",
    Engine.YAHOO_TW: "https://tw.search.yahoo.com",
}

_LANGUAGE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,4})?$")


def language_tag(language: str) -> str:
    """A search language as Google's ``hl`` writes it: ``zh-tw`` → ``zh-TW``, ``JA`` → ``ja``.

    >>> language_tag("zh-tw"), language_tag("es-419"), language_tag("pt_br")
    ('zh-TW', 'es-419', 'pt-BR')
    """
    base, _, region = language.strip().replace("_", "-").partition("-")
    tag = base.lower() + (f"-{region.upper()}" if region else "")
    if not _LANGUAGE.match(tag):
        raise ValueError(f"not a language code: {language!r}")
    return tag


def accept_language(language: str) -> str:
    """The ``Accept-Language`` header a browser set to ``language`` sends.

    >>> accept_language("zh-TW")
    'zh-TW,zh;q=0.9,en;q=0.8'
    >>> accept_language("ja")
    'ja,en;q=0.8'
    """
    tag = language_tag(language)
    base = tag.split("-")[0]
    parts = [tag] + ([f"{base};q=0.9"] if base != tag else [])
    if base != "en":
        parts.append("en;q=0.8")
    return ",".join(parts)


def uule(location: str) -> str:
    """Google's ``uule`` for a canonical location name ("Taipei City,Taiwan").

    It is ``w+`` and the URL-safe base64 of a small protocol-buffer message: role 2, producer 32
    and the name as field 4 (length-prefixed with a varint).

    >>> uule("Taipei City,Taiwan")
    'w+CAIQICISVGFpcGVpIENpdHksVGFpd2Fu'
    """
    name = location.strip().encode("utf-8")
    if not name:
        raise ValueError("uule needs a location name")
    length, size = bytearray(), len(name)
    while True:
        byte, size = size & 0x7F, size >> 7
        length.append(byte | (0x80 if size else 0))
        if not size:
            break
    message = bytes([0x08, 0x02, 0x10, 0x20, 0x22]) + bytes(length) + name
    return "w+" + base64.urlsafe_b64encode(message).decode("ascii").rstrip("=")


@dataclass(frozen=True, slots=True)
class SerpQuery:
    """One search as a user would type it somewhere: what a source is asked to fetch.

    ``location`` is a canonical city or region name ("Taipei City,Taiwan"), empty for the whole
    country. Built directly, or from any object with the same attributes (the analytics ``SerpKey``)
    through :meth:`of`.
    """

    engine: Engine
    keyword: str
    country: str
    language: str
    device: Device = Device.DESKTOP
    location: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "engine", Engine(self.engine))
        object.__setattr__(self, "device", Device(self.device))
        object.__setattr__(self, "keyword", " ".join(self.keyword.split()))
        object.__setattr__(self, "country", self.country.strip().upper())
        object.__setattr__(self, "location", self.location.strip())
        if not self.keyword:
            raise ValueError("a search needs a keyword")
        if self.country not in COUNTRIES:
            raise ValueError(f"unknown country {self.country!r}; expected one of {', '.join(COUNTRIES)}")
        served = ENGINE_COUNTRY.get(self.engine)
        if served is not None and served != self.country:
            raise ValueError(f"{self.engine.value} serves {served} only, not {self.country}")
        object.__setattr__(self, "language", language_tag(self.language or COUNTRIES[self.country].language))

    @classmethod
    def of(cls, key: Any) -> SerpQuery:
        """The query of anything carrying engine, keyword, country, language, device and location."""
        if isinstance(key, SerpQuery):
            return key
        return cls(
            engine=key.engine,
            keyword=key.keyword,
            country=key.country,
            language=key.language,
            device=getattr(key, "device", Device.DESKTOP),
            location=getattr(key, "location", "") or "",
        )

    def to_dict(self) -> dict[str, str]:
        return {
            "engine": self.engine.value,
            "keyword": self.keyword,
            "country": self.country,
            "language": self.language,
            "device": self.device.value,
            "location": self.location,
        }


@dataclass(frozen=True, slots=True)
class PageRequest:
    """What to send for one result page."""

    url: str
    page: int
    engine: Engine
    device: Device
    headers: dict[str, str] = field(default_factory=dict)


def first_result(page: int, per_page: int = RESULTS_PER_PAGE) -> int:
    """The 1-based rank of a page's first result: page 1 → 1, page 3 → 21."""
    if page < 1:
        raise ValueError("pages are 1-based")
    return (page - 1) * per_page + 1


def page_params(query: SerpQuery, page: int) -> list[tuple[str, str]]:
    """The query-string parameters of one result page, in the order the engine's own links use."""
    offset = first_result(page) - 1
    if query.engine is Engine.GOOGLE:
        params = [("q", query.keyword), ("hl", query.language), ("gl", query.country)]
        if query.location:
            params.append(("uule", uule(query.location)))
        if offset:
            params.append(("start", str(offset)))
        params += [("pws", "0"), ("ie", "UTF-8")]
        return params
    params = [("p", query.keyword), ("ei", "UTF-8")]
    if query.engine is Engine.YAHOO_TW:
        params.append(("pz", str(RESULTS_PER_PAGE)))
    if offset:
        params.append(("b", str(offset + 1)))
    return params


def page_request(query: SerpQuery, page: int, *, base_url: str | None = None) -> PageRequest:
    """The request for result page ``page`` of ``query``; ``base_url`` replaces the engine's
    default origin (``https://www.google.com``), for another Google domain or the sandbox."""
    base = (base_url or DEFAULT_BASE_URLS[query.engine]).rstrip("/")
    # uule's "+" stays literal as Google's own links write it; everything else is percent-encoded.
    query_string = "&".join(
        f"{name}={value}" if name == "uule" else urlencode([(name, value)], quote_via=quote)
        for name, value in page_params(query, page)
    )
    return PageRequest(
        url=f"{base}/search?{query_string}",
        page=page,
        engine=query.engine,
        device=query.device,
        headers={"Accept-Language": accept_language(query.language)},
    )
