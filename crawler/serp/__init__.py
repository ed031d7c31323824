"""SERP result model and page errors shared by the parsers, the SERP-API mappers and the spider."""

from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType, SerpResult, Source, host_of

__all__ = [
    "Device",
    "Engine",
    "ParsedSerp",
    "ResultType",
    "SerpPageError",
    "SerpPageKind",
    "SerpResult",
    "Source",
    "host_of",
]
