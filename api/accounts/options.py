"""Option keys of the user profile (SPEC §3). Labels live in messages.json as ``option.<kind>.<key>``.

The keys are what the API stores and accepts; the console and ``/constants`` show the labels.
"""

from __future__ import annotations

POSITIONS: tuple[str, ...] = (
    "head", "marketing_manager", "marketing_assistant", "media_editor", "influencer", "student", "other",
)

INDUSTRIES: tuple[str, ...] = (
    "food", "pets", "beauty", "shoes_socks", "cleaning_fragrance", "accessories_bags", "furniture_home",
    "lifestyle_select", "senior_health", "maternity_toys", "electronics_3c", "sports_travel", "fashion",
    "business_service", "underwear", "other",
)

# The 15 target countries of SPEC §3, as ISO 3166-1 alpha-2 codes (TW and HK are the defaults).
COUNTRY_CODES: tuple[str, ...] = (
    "TW", "HK", "US", "DE", "GB", "VN", "ID", "MY", "SG", "PH", "IN", "TH", "JP", "MX", "BR",
)


def option_label_code(kind: str, key: str) -> str:
    """The message code of an option's label: ``option_label_code("position", "head")``."""
    return f"option.{kind}.{key}"
