"""Pure SERP parsers: HTML of one result page → ``crawler.serp.ParsedSerp``.

Each engine module has ``parse(html, *, device="desktop", page=1)`` and raises
``crawler.serp.SerpPageError`` for captcha, consent, unusual-traffic, empty and unrecognised pages.
``serp_api`` maps SERP-API JSON payloads into the same model.
"""

from __future__ import annotations

from collections.abc import Callable

from crawler.parsers import google, yahoo_jp, yahoo_tw
from crawler.serp.model import Device, Engine, ParsedSerp

PARSERS: dict[Engine, Callable[..., ParsedSerp]] = {
    Engine.GOOGLE: google.parse,
    Engine.YAHOO_JP: yahoo_jp.parse,
    Engine.YAHOO_TW: yahoo_tw.parse,
}


def parse_html(
    engine: Engine | str, html: str, *, device: Device | str = Device.DESKTOP, page: int = 1
) -> ParsedSerp:
    """Parse ``html`` with the parser of ``engine`` (google, yahoo_jp or yahoo_tw)."""
    return PARSERS[Engine(engine)](html, device=device, page=page)
