"""Google Autocomplete: the suggestions Google shows while a searcher types, per country and language.

The endpoint is Google's public suggest service (not an official API; described by third parties, e.g.
the "Google Autocomplete / Google Suggest unofficial full specification", 2025): ``GET
{base}/complete/search?client=firefox&q=…&hl=…&gl=…`` answers a JSON array whose first element is the
query and whose second is the list of suggestions (``client=chrome`` adds descriptions, types and
relevances after them; both are read). ``ie`` and ``oe`` ask for UTF-8 both ways, which the service
otherwise picks from ``hl`` (Big5 for zh-TW, Shift_JIS for ja).

Keyword tools widen one seed into hundreds of ideas with the expansion trick: the seed followed by each
letter a searcher might type next, ``seed a``, ``seed b`` …, and in Taiwan the zhuyin initials and finals
(``seed ㄅ``, ``seed ㄆ`` …), in Japan the kana (``seed あ``, ``seed い`` …). :func:`expansions` lists
them per language; :class:`AutocompleteClient.expand` asks them all (a few at once) and merges the answers,
the seed's own suggestions first.
"""

from __future__ import annotations

import json
import string
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import httpx

from crawler.keywords.errors import (
    ProviderError,
    ProviderErrorKind,
    from_http,
    from_status,
    retry_after_header,
)
from crawler.keywords.locales import supported
from crawler.serp.requests import language_tag

PROVIDER = "Google Autocomplete"
LATIN = tuple(string.ascii_lowercase)
# Zhuyin (bopomofo): the 21 initials, 3 medials and 13 finals a Taiwanese searcher types on a phone keyboard.
ZHUYIN = tuple("ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙㄧㄨㄩㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦ")
# Hiragana of the gojūon table (the 46 basic kana).
KANA = tuple("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん")
EXPANSION_ALPHABETS = {"zh-TW": LATIN + ZHUYIN, "ja": LATIN + KANA, "zh-CN": LATIN, "en": LATIN}


def expansions(seed: str, language: str) -> list[str]:
    """The queries one seed is widened into: the seed itself, then the seed and each next letter.

    >>> expansions("台北美食", "zh-TW")[:3], len(expansions("台北美食", "zh-TW"))
    (['台北美食', '台北美食 a', '台北美食 b'], 64)
    >>> expansions("ラーメン", "ja")[27:29]
    ['ラーメン あ', 'ラーメン い']
    """
    seed = seed.strip()
    return [seed, *(f"{seed} {letter}" for letter in EXPANSION_ALPHABETS.get(language, LATIN))]


def parse(payload: object) -> list[str]:
    """The suggestions of one answer (``[query, [suggestion, …], …]``); anything else is an API error."""
    if not (isinstance(payload, list) and len(payload) >= 2 and isinstance(payload[1], list)):
        raise ProviderError(PROVIDER, ProviderErrorKind.API, "the answer is not [query, [suggestions]]")
    return [s.strip() for s in payload[1] if isinstance(s, str) and s.strip()]


@dataclass(frozen=True)
class Suggestion:
    text: str
    query: str   # the expansion query that brought it
    rank: int    # its place in that query's list, from 1


@dataclass(frozen=True)
class Expanded:
    suggestions: list[Suggestion]
    asked: int    # queries sent
    failed: int   # of which failed (the seed's own never: its failure is the whole call's)


class AutocompleteClient:
    """Google's suggest endpoint at ``base_url`` (``https://suggestqueries.google.com`` in production)."""

    def __init__(self, base_url: str = "https://suggestqueries.google.com", *, timeout: float = 10.0,
                 workers: int = 4, client: httpx.Client | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.workers = max(1, workers)
        self.client = client or httpx.Client(timeout=timeout, headers={"User-Agent": "Mozilla/5.0"})

    def close(self) -> None:
        self.client.close()

    def params(self, query: str, country: str, language: str) -> dict[str, str]:
        return {"client": "firefox", "q": query, "hl": language_tag(language), "gl": country.lower(),
                "ie": "utf-8", "oe": "utf-8"}

    def suggest(self, query: str, country: str, language: str) -> list[str]:
        """Google's suggestions for ``query`` as searchers in ``country`` typing in ``language`` see them."""
        if not supported(country, language):
            raise ProviderError(PROVIDER, ProviderErrorKind.INVALID, f"{country}/{language} is not supported")
        try:
            response = self.client.get(f"{self.base_url}/complete/search", params=self.params(query, country, language))
        except httpx.HTTPError as exc:
            raise from_http(PROVIDER, exc) from exc
        if response.status_code == 503 or response.status_code >= 400:
            # Google answers an automated-traffic block as 429 or 503 ("sorry" page): a quota to wait out.
            status = 429 if response.status_code == 503 else response.status_code
            raise from_status(PROVIDER, status, retry_after=retry_after_header(response))
        try:
            return parse(json.loads(response.content.decode(response.encoding or "utf-8", errors="replace")))
        except ValueError as exc:
            raise ProviderError(PROVIDER, ProviderErrorKind.API, "the answer is not JSON") from exc

    def expand(self, seed: str, country: str, language: str, *, queries: Sequence[str] | None = None) -> Expanded:
        """Every expansion of ``seed`` asked (``workers`` at a time) and merged: each suggestion once, in
        query order, the seed's own first. The seed's query failing fails the call; an expansion failing
        is counted (``failed``) and the rest still answer."""
        queries = list(queries or expansions(seed, language))
        first = self.suggest(queries[0], country, language)

        def ask(query: str) -> list[str] | ProviderError:
            try:
                return self.suggest(query, country, language)
            except ProviderError as error:
                return error

        with ThreadPoolExecutor(self.workers) as pool:
            answers = [first, *pool.map(ask, queries[1:])]
        seen: set[str] = set()
        merged: list[Suggestion] = []
        failed = 0
        for query, answer in zip(queries, answers, strict=True):
            if isinstance(answer, ProviderError):
                failed += 1
                continue
            for rank, text in enumerate(answer, start=1):
                key = text.casefold()
                if key not in seen:
                    seen.add(key)
                    merged.append(Suggestion(text, query, rank))
        return Expanded(merged, len(queries), failed)
