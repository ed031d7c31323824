"""The countries and languages keyword research serves, and what each provider calls them.

Countries are SPEC §3's fifteen (crawler.serp.requests.COUNTRIES); Google Ads' geo target constant of a
country is its criterion id, 2000 + ISO 3166 numeric (Taiwan 2158, Japan 2392), which DataForSEO's
``location_code`` uses too. Languages are SPEC §3's four; Google Ads names them by language constant
(Chinese traditional 1018, Chinese simplified 1017, English 1000, Japanese 1005), DataForSEO's Google Ads
endpoints by the codes of its languages list, Google's suggest endpoint by ``hl``.
"""

from __future__ import annotations

from crawler.serp.requests import COUNTRIES

LANGUAGES = ("zh-TW", "zh-CN", "ja", "en")
GOOGLE_ADS_LANGUAGE = {"zh-TW": 1018, "zh-CN": 1017, "en": 1000, "ja": 1005}
DATAFORSEO_LANGUAGE = {"zh-TW": "zh_TW", "zh-CN": "zh_CN", "en": "en", "ja": "ja"}


def supported(country: str, language: str) -> bool:
    return country.upper() in COUNTRIES and language in LANGUAGES


def geo_target(country: str) -> int:
    """Google Ads' geo target constant id (and DataForSEO's location_code) of a country."""
    return COUNTRIES[country.upper()].dataforseo_location_code
