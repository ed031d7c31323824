"""What identifies a stored SERP, and the one normal form of a keyword's text.

A SERP is stored once per (engine, country, language, device, location, keyword, day) and shared by
every project that tracks that keyword there. :class:`SerpScope` is everything but the keyword and
the day (what a project's keyword list is checked against); :class:`SerpKey` names one SERP.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

ENGINES = ("google", "yahoo_jp", "yahoo_tw")
DEVICES = ("desktop", "mobile")

_SPACES = re.compile(r"\s+")


def normalize_keyword(text: str) -> str:
    """The form a keyword is stored and looked up in, so that one search is one SERP.

    NFKC folds full-width Latin letters and digits to ASCII and half-width katakana to full-width
    (``ｉＰｈｏｎｅ１６`` → ``iphone16``), the ideographic space becomes a space, case is folded, and
    runs of white space become one space. CJK text is otherwise left as typed: ``台北 美食`` and
    ``台北美食`` are different searches and stay different keys.

    >>> normalize_keyword("  ｉＰｈｏｎｅ　１６  Pro ")
    'iphone 16 pro'
    """
    folded = unicodedata.normalize("NFKC", text).lower()
    return _SPACES.sub(" ", folded).strip()


@dataclass(frozen=True)
class SerpScope:
    """Where a keyword is searched: engine, country (ISO code), language, device, location.

    ``location`` is the city or region a source was asked to search from (Google's ``uule``
    canonical name, say ``Taipei City,Taiwan``); empty for the whole country.
    """

    engine: str
    country: str
    language: str
    device: str = "desktop"
    location: str = ""

    def __post_init__(self) -> None:
        if self.engine not in ENGINES:
            raise ValueError(f"unknown engine {self.engine!r}; expected one of {', '.join(ENGINES)}")
        if self.device not in DEVICES:
            raise ValueError(f"unknown device {self.device!r}; expected one of {', '.join(DEVICES)}")
        object.__setattr__(self, "country", self.country.upper())

    def params(self) -> dict[str, str]:
        """Query parameters for :data:`SCOPE_FILTER`."""
        return {"engine": self.engine, "country": self.country, "language": self.language,
                "device": self.device, "location": self.location}

    def key(self, keyword: str, day: date) -> SerpKey:
        return SerpKey(self.engine, self.country, self.language, self.device, self.location, keyword, day)


# The WHERE clause selecting one scope's rows (the leading columns of every rankings table's ORDER BY).
SCOPE_FILTER = ("engine = {engine:String} AND country = {country:String} AND language = {language:String} "
                "AND device = {device:String} AND location = {location:String}")
SCOPE_COLUMNS = ("engine", "country", "language", "device", "location")


def scope_id(engine: str, country: str, language: str, device: str, location: str) -> str:
    """The SQL expression naming a scope in one value (``google:TW:zh-TW:desktop:``), from five SQL
    expressions. The derived tables (``serps``, ``serp_ranks``) lead their sort keys with it: one
    LowCardinality comparison per row instead of five."""
    return f"concat({engine}, ':', {country}, ':', {language}, ':', {device}, ':', {location})"


# A scope's id from a row's columns, and the WHERE clause selecting one scope in the derived tables (the
# same parameters as SCOPE_FILTER).
SCOPE_ID = scope_id(*SCOPE_COLUMNS)
SCOPE_ID_FILTER = "scope = " + scope_id(*(f"{{{column}:String}}" for column in SCOPE_COLUMNS))

# A normalized keyword's 64-bit id in the derived tables: ClickHouse's halfMD5 (the first 8 bytes of the MD5
# of the UTF-8 text, big-endian), which :func:`keyword_id` computes the same way in Python.
KEYWORD_ID = "halfMD5(keyword)"
# Keyword lists reach ClickHouse as one string parameter, ``{keywords:String}``, one normalized keyword a
# line (normalized keywords hold no line break): binding one string costs a fraction of binding an array
# of a thousand. These select the rows of those keywords in the source tables and in the derived ones.
KEYWORDS = "arrayJoin(splitByChar('\\n', {keywords:String}))"  # one row per keyword of the parameter
KEYWORD_IN = f"keyword IN (SELECT {KEYWORDS})"


def keyword_id(normal: str) -> int:
    """The id of a normalized keyword, equal to ClickHouse's ``halfMD5(keyword)``."""
    return int.from_bytes(hashlib.md5(normal.encode(), usedforsecurity=False).digest()[:8], "big")


def keywords_param(normals: Iterable[str]) -> str:
    """The ``{keywords:String}`` parameter of :data:`KEYWORDS` and :data:`KEYWORD_IN`."""
    return "\n".join(normals)


@dataclass(frozen=True)
class SerpKey:
    """One SERP: a scope, a keyword (normalized on creation) and the day it stands for."""

    engine: str
    country: str
    language: str
    device: str
    location: str
    keyword: str
    day: date

    def __post_init__(self) -> None:
        scope = SerpScope(self.engine, self.country, self.language, self.device, self.location)
        keyword = normalize_keyword(self.keyword)
        if not keyword:
            raise ValueError("a SERP key needs a keyword")
        object.__setattr__(self, "country", scope.country)
        object.__setattr__(self, "keyword", keyword)

    @property
    def scope(self) -> SerpScope:
        return SerpScope(self.engine, self.country, self.language, self.device, self.location)

    def columns(self) -> list:
        """Values of the key columns, in :data:`KEY_COLUMNS` order."""
        return [self.engine, self.country, self.language, self.device, self.location, self.keyword, self.day]


KEY_COLUMNS = ["engine", "country", "language", "device", "location", "keyword", "day"]
