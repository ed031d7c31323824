"""SERP-API payloads → ``ParsedSerp``: pure mappers from the documented JSON of SerpApi, Serper and
DataForSEO v3 ``serp/google/organic`` (live/regular, task_get/regular and task_get/advanced).

Every source ends in the model the HTML parsers produce, with the same rules:
- The link of a featured snippet (SerpApi/Serper ``answer_box``/``answerBox`` with a link,
  DataForSEO ``featured_snippet``) counts once as organic, before the organic list, and shares the
  snippet's block (shared/data/serp/MANIFEST.md).
- SerpApi and Serper number organic results 1..n in their order. DataForSEO's ``rank_group`` counts
  organic items only, so its organic position is ``rank_group`` plus the featured snippets above it;
  gaps it leaves (a task cut to fewer items) stay, so positions remain the page's.
- Block order: DataForSEO gives ``rank_absolute`` per column; left-column items keep it and
  right-column items (the knowledge graph) follow the last left one. SerpApi and Serper give no
  block order, so their blocks follow one fixed layout, ``CANONICAL_ORDER``: their absolute
  positions order blocks as Google usually shows them, not as that page showed them.
- A payload reporting an error, or without organic results, raises ``SerpPageError`` (``empty``
  when the provider says nothing matched, ``unrecognised`` otherwise), never a rank.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType, SerpResult, Source

T = ResultType
Json = Mapping[str, Any]

# SerpApi and Serper: where each block goes when the provider does not say (see module docstring).
CANONICAL_ORDER = (
    "top_ads",
    "ai_overview",
    "featured_snippet",
    "local_pack",
    "organic",
    "people_also_ask",
    "top_stories",
    "videos",
    "images",
    "shopping",
    "bottom_ads",
    "related_searches",
    "knowledge_panel",
)
# DataForSEO item type → row type (types not listed give no row).
DATAFORSEO_TYPES: dict[str, ResultType] = {
    "organic": T.ORGANIC,
    "featured_snippet": T.FEATURED_SNIPPET,
    "paid": T.AD,
    "people_also_ask": T.PEOPLE_ALSO_ASK,
    "related_searches": T.RELATED_SEARCHES,
    "knowledge_graph": T.KNOWLEDGE_PANEL,
    "local_pack": T.LOCAL_PACK,
    "video": T.VIDEO,
    "top_stories": T.TOP_STORIES,
    "images": T.IMAGES,
    "shopping": T.SHOPPING,
    "ai_overview": T.AI_OVERVIEW,
}
_EMPTY_MESSAGES = ("hasn't returned any results", "no results", "no search results", "did not match any")


@dataclass(slots=True)
class _Row:
    type: ResultType
    url: str | None = None
    title: str = ""
    snippet: str = ""


def _text(value: Any) -> str:
    return " ".join(str(value).split()) if value not in (None, "") else ""


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _map(value: Any) -> Json:
    return value if isinstance(value, Mapping) else {}


def _url(value: Any) -> str | None:
    return value if isinstance(value, str) and value.startswith(("http://", "https://")) else None


def _int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    digits = "".join(ch for ch in str(value or "") if ch.isdigit())
    return int(digits) if digits else None


def _page(value: Any) -> int:
    number = _int(value)
    return number if number and number > 0 else 1


def _device(value: Any, source: Source) -> Device:
    try:
        return Device(value or Device.DESKTOP)
    except ValueError:
        raise _error(SerpPageKind.UNRECOGNISED, f"device {value!r} has no RankLens model", source) from None


def _error(kind: SerpPageKind, detail: str, source: Source) -> SerpPageError:
    return SerpPageError(kind, detail, engine=source.value)


def _empty_or_unrecognised(message: str, source: Source) -> SerpPageError:
    kind = (
        SerpPageKind.EMPTY
        if any(m in message.lower() for m in _EMPTY_MESSAGES)
        else SerpPageKind.UNRECOGNISED
    )
    return _error(kind, message, source)


def _build(blocks: Iterable[tuple[int, list[_Row], list[int | None]]], page: int) -> tuple[SerpResult, ...]:
    """Rows from (absolute position, rows, organic positions) blocks."""
    return tuple(
        SerpResult(row.type, absolute_position=absolute, position=position, url=row.url, title=row.title,
                   snippet=row.snippet, page=page)
        for absolute, rows, positions in sorted(blocks, key=lambda b: b[0])
        for row, position in zip(rows, positions, strict=True)
    )  # fmt: skip


def _canonical(slots: Mapping[str, list[list[_Row]]], page: int) -> tuple[SerpResult, ...]:
    """Blocks in CANONICAL_ORDER, organic positions 1..n (a featured snippet's link first)."""
    blocks: list[tuple[int, list[_Row], list[int | None]]] = []
    organic = 0
    for slot in CANONICAL_ORDER:
        for rows in slots.get(slot, []):
            positions: list[int | None] = []
            for row in rows:
                if row.type is T.ORGANIC:
                    organic += 1
                    positions.append(organic)
                else:
                    positions.append(None)
            blocks.append((len(blocks) + 1, rows, positions))
    return _build(blocks, page)


def _organic_rows(item: Json, *, link: str = "link", sitelinks: Iterable[Any] = ()) -> list[_Row]:
    rows = [
        _Row(
            T.ORGANIC,
            url=_url(item.get(link)),
            title=_text(item.get("title")),
            snippet=_text(item.get("snippet")),
        )
    ]
    for sitelink in sitelinks:
        sitelink = _map(sitelink)
        if _url(sitelink.get(link)):
            rows.append(_Row(T.SITELINKS, url=sitelink[link], title=_text(sitelink.get("title"))))
    return rows


def _snippet_rows(box: Json, *, link: str = "link") -> list[_Row] | None:
    """A featured snippet with its link counted as organic; ``None`` for answer boxes without a link."""
    url = _url(box.get(link))
    if url is None:
        return None
    title = _text(box.get("title"))
    snippet = _text(box.get("snippet") or box.get("answer") or box.get("description"))
    return [
        _Row(T.FEATURED_SNIPPET, url=url, title=title, snippet=snippet),
        _Row(T.ORGANIC, url=url, title=title, snippet=snippet),
    ]


def _block(rows: list[_Row]) -> list[list[_Row]]:
    """One block of these rows, or no block when there are none."""
    return [rows] if rows else []


def _questions(items: Any) -> list[list[_Row]]:
    """A "people also ask" block from SerpApi ``related_questions`` or Serper ``peopleAlsoAsk``."""
    return _block([_Row(T.PEOPLE_ALSO_ASK, url=_url(_map(q).get("link")), title=_text(_map(q).get("question")))
                   for q in _list(items)])  # fmt: skip


def _related_searches(items: Any) -> list[list[_Row]]:
    """The related-searches block from SerpApi ``related_searches`` or Serper ``relatedSearches``."""
    related = (_Row(T.RELATED_SEARCHES, title=_text(_map(r).get("query"))) for r in _list(items))
    return _block([r for r in related if r.title])


def _knowledge_panel(graph: Json) -> list[list[_Row]]:
    """The knowledge panel from SerpApi ``knowledge_graph`` or Serper ``knowledgeGraph``, when titled."""
    if not graph.get("title"):
        return []
    return [[_Row(T.KNOWLEDGE_PANEL, url=_url(graph.get("website")), title=_text(graph["title"]),
                  snippet=_text(graph.get("description")))]]  # fmt: skip


def _check_organic(results: tuple[SerpResult, ...], source: Source) -> None:
    if not any(r.type is T.ORGANIC and r.url for r in results):
        raise _error(SerpPageKind.EMPTY, "no organic results in the payload", source)


# --- SerpApi ----------------------------------------------------------------------------------


def from_serpapi(
    payload: Json, *, engine: Engine | str = Engine.GOOGLE, device: Device | str | None = None
) -> ParsedSerp:
    """A SerpApi ``engine=google`` response (``organic_results``, ``answer_box``, ``related_questions``,
    ``knowledge_graph``, ``related_searches``, ``ads``, ``local_results``, ``top_stories``, …)."""
    source = Source.SERPAPI
    message = _text(payload.get("error"))
    if message or _map(payload.get("search_metadata")).get("status") == "Error":
        raise _empty_or_unrecognised(message or "search failed", source)
    params = _map(payload.get("search_parameters"))
    page = _page(
        _map(payload.get("serpapi_pagination")).get("current")
        or _map(payload.get("pagination")).get("current")
    )

    slots: dict[str, list[list[_Row]]] = {}
    for ad in _list(payload.get("ads")):
        ad = _map(ad)
        slot = "bottom_ads" if ad.get("block_position") == "bottom" else "top_ads"
        slots.setdefault(slot, []).append([_Row(T.AD, url=_url(ad.get("link")), title=_text(ad.get("title")),
                                                snippet=_text(ad.get("description") or ad.get("snippet")))])  # fmt: skip
    overview = _map(payload.get("ai_overview"))
    if overview:
        blocks = _list(overview.get("text_blocks"))
        snippet = " ".join(_text(_map(b).get("snippet")) for b in blocks).strip()
        slots["ai_overview"] = [[_Row(T.AI_OVERVIEW, title="AI Overview", snippet=snippet[:500])]]
    snippet_rows = _snippet_rows(_map(payload.get("answer_box")))
    if snippet_rows:
        slots["featured_snippet"] = [snippet_rows]
    places = _list(payload.get("local_results")) or _list(_map(payload.get("local_results")).get("places"))
    if places:
        slots["local_pack"] = [[_Row(T.LOCAL_PACK, url=_url(_map(p).get("website") or _map(p).get("link")),
                                     title=_text(_map(p).get("title"))) for p in places]]  # fmt: skip
    organic = sorted(
        (_map(o) for o in _list(payload.get("organic_results"))), key=lambda o: _int(o.get("position")) or 0
    )
    slots["organic"] = [
        _organic_rows(o, sitelinks=[*_list(_map(o.get("sitelinks")).get("inline")),
                                    *_list(_map(o.get("sitelinks")).get("expanded"))])
        for o in organic
    ]  # fmt: skip
    slots["people_also_ask"] = _questions(payload.get("related_questions"))
    for slot, key, kind in (
        ("top_stories", "top_stories", T.TOP_STORIES),
        ("videos", "inline_videos", T.VIDEO),
        ("images", "inline_images", T.IMAGES),
        ("shopping", "shopping_results", T.SHOPPING),
    ):
        slots[slot] = _block([_Row(kind, url=_url(_map(i).get("link") or _map(i).get("source")),
                                   title=_text(_map(i).get("title"))) for i in _list(payload.get(key))])  # fmt: skip
    slots["related_searches"] = _related_searches(payload.get("related_searches"))
    slots["knowledge_panel"] = _knowledge_panel(_map(payload.get("knowledge_graph")))

    results = _canonical(slots, page)
    _check_organic(results, source)
    return ParsedSerp(
        engine=Engine(engine),
        device=_device(device or params.get("device"), source),
        source=source,
        results=results,
        total_results=_int(_map(payload.get("search_information")).get("total_results")),
        pages=(page,),
    )


# --- Serper -----------------------------------------------------------------------------------


def from_serper(
    payload: Json, *, engine: Engine | str = Engine.GOOGLE, device: Device | str = Device.DESKTOP
) -> ParsedSerp:
    """A Serper.dev ``/search`` response (``organic``, ``answerBox``, ``peopleAlsoAsk``,
    ``relatedSearches``, ``knowledgeGraph``, ``topStories``, ``places``)."""
    source = Source.SERPER
    message = _text(payload.get("message") or payload.get("error"))
    if message and not payload.get("organic"):
        raise _empty_or_unrecognised(message, source)
    page = _page(_map(payload.get("searchParameters")).get("page"))

    slots: dict[str, list[list[_Row]]] = {}
    snippet_rows = _snippet_rows(_map(payload.get("answerBox")))
    if snippet_rows:
        slots["featured_snippet"] = [snippet_rows]
    slots["local_pack"] = _block([_Row(T.LOCAL_PACK, url=_url(_map(p).get("website")), title=_text(_map(p).get("title")))
                                  for p in _list(payload.get("places"))])  # fmt: skip
    organic = sorted(
        (_map(o) for o in _list(payload.get("organic"))), key=lambda o: _int(o.get("position")) or 0
    )
    slots["organic"] = [_organic_rows(o, sitelinks=_list(o.get("sitelinks"))) for o in organic]
    slots["people_also_ask"] = _questions(payload.get("peopleAlsoAsk"))
    slots["top_stories"] = _block([_Row(T.TOP_STORIES, url=_url(_map(s).get("link")), title=_text(_map(s).get("title")))
                                   for s in _list(payload.get("topStories"))])  # fmt: skip
    slots["related_searches"] = _related_searches(payload.get("relatedSearches"))
    slots["knowledge_panel"] = _knowledge_panel(_map(payload.get("knowledgeGraph")))

    results = _canonical(slots, page)
    _check_organic(results, source)
    return ParsedSerp(
        engine=Engine(engine), device=_device(device, source), source=source, results=results, pages=(page,)
    )


# --- DataForSEO -------------------------------------------------------------------------------


def _dataforseo_result(payload: Json, source: Source) -> tuple[Json, Json]:
    """(result, task data) from a whole v3 response, or a bare result object."""
    if "items" in payload and "tasks" not in payload:
        return payload, {}
    if payload.get("status_code") not in (None, 20000):
        raise _error(
            SerpPageKind.UNRECOGNISED, _text(payload.get("status_message")) or "request failed", source
        )
    tasks = _list(payload.get("tasks"))
    if not tasks:
        raise _error(SerpPageKind.UNRECOGNISED, "no task in the response", source)
    task = _map(tasks[0])
    if task.get("status_code") not in (None, 20000):
        raise _empty_or_unrecognised(_text(task.get("status_message")) or "task failed", source)
    results = _list(task.get("result"))
    if not results:
        raise _error(SerpPageKind.EMPTY, "the task has no result", source)
    return _map(results[0]), _map(task.get("data"))


def from_dataforseo(
    payload: Json, *, engine: Engine | str | None = None, device: Device | str | None = None
) -> ParsedSerp:
    """A DataForSEO v3 ``serp/google/organic`` response (or one of its ``result`` objects)."""
    source = Source.DATAFORSEO
    result, data = _dataforseo_result(payload, source)
    search_engine = str(engine or data.get("se") or "google")
    if search_engine not in {e.value for e in Engine}:
        raise _error(SerpPageKind.UNRECOGNISED, f"engine {search_engine!r} has no RankLens model", source)

    items = [_map(i) for i in _list(result.get("items")) if _map(i).get("type") in DATAFORSEO_TYPES]
    left = sorted(
        (i for i in items if i.get("position") != "right"), key=lambda i: _int(i.get("rank_absolute")) or 0
    )
    right = sorted(
        (i for i in items if i.get("position") == "right"), key=lambda i: _int(i.get("rank_absolute")) or 0
    )
    last_left = max([_int(i.get("rank_absolute")) or 0 for i in left], default=0)

    blocks: list[tuple[int, list[_Row], list[int | None]]] = []
    snippets = last_position = last_absolute = 0
    for item in [*left, *right]:
        absolute = _int(item.get("rank_absolute")) or 0
        if item.get("position") == "right":
            absolute += last_left
        last_absolute = absolute = max(absolute, last_absolute + 1)
        kind = DATAFORSEO_TYPES[item["type"]]
        rows, positions = _dataforseo_rows(kind, item)
        if kind is T.ORGANIC:
            position = (_int(item.get("rank_group")) or 0) + snippets
            last_position = position if position > last_position else last_position + 1
            positions = [last_position if p is not None else None for p in positions]
        elif kind is T.FEATURED_SNIPPET and rows[1:]:
            snippets += 1
            last_position += 1
            positions = [None, last_position]
        blocks.append((absolute, rows, positions))

    page_number = 1
    results = _build(blocks, page_number)
    _check_organic(results, source)
    return ParsedSerp(
        engine=Engine(search_engine),
        device=_device(device or data.get("device"), source),
        source=source,
        results=results,
        total_results=_int(result.get("se_results_count")),
        pages=(page_number,),
    )


def _dataforseo_rows(kind: ResultType, item: Json) -> tuple[list[_Row], list[int | None]]:
    if kind is T.ORGANIC:
        rows = _organic_rows(
            {**item, "snippet": item.get("description")}, link="url", sitelinks=_list(item.get("links"))
        )
        return rows, [1] + [None] * (len(rows) - 1)
    if kind is T.FEATURED_SNIPPET:
        rows = _snippet_rows(item, link="url")
        return (rows, [None, 1]) if rows else ([_Row(kind, title=_text(item.get("title")))], [None])
    if kind is T.PEOPLE_ALSO_ASK:
        rows = [_Row(kind, title=_text(_map(q).get("title"))) for q in _list(item.get("items"))]
    elif kind is T.RELATED_SEARCHES:
        rows = [_Row(kind, title=_text(q)) for q in _list(item.get("items"))]
    elif kind in (T.VIDEO, T.TOP_STORIES, T.IMAGES, T.SHOPPING):
        rows = [_Row(kind, url=_url(_map(e).get("url")), title=_text(_map(e).get("title") or _map(e).get("alt")))
                for e in _list(item.get("items"))]  # fmt: skip
    elif kind is T.AI_OVERVIEW:
        text = " ".join(_text(_map(e).get("text")) for e in _list(item.get("items"))).strip()
        rows = [_Row(kind, title="AI Overview", snippet=text[:500])]
    else:  # paid, knowledge_graph, local_pack: one row each
        rows = [
            _Row(
                kind,
                url=_url(item.get("url")),
                title=_text(item.get("title")),
                snippet=_text(item.get("description")),
            )
        ]
    rows = [r for r in rows if r.title or r.url] or [_Row(kind, title=_text(item.get("title")))]
    return rows, [None] * len(rows)


MAPPERS = {Source.SERPAPI: from_serpapi, Source.SERPER: from_serper, Source.DATAFORSEO: from_dataforseo}


def from_payload(source: Source | str, payload: Json, **options: Any) -> ParsedSerp:
    """Map ``payload`` with the mapper of ``source`` (serpapi, serper or dataforseo)."""
    source = Source(source)
    if source is Source.HTML:
        raise ValueError("HTML pages go through crawler.parsers.parse_html")
    if not isinstance(payload, Mapping):
        raise _error(SerpPageKind.UNRECOGNISED, "payload is not a JSON object", source)
    return MAPPERS[source](payload, **options)
