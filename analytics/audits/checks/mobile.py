"""Mobile: the viewport, plugins, and layout on a phone-sized screen."""

from __future__ import annotations

import re
from collections.abc import Iterator

from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts

checks = Registrar(Category.MOBILE)

MIN_MAXIMUM_SCALE = 2.0


def viewport_settings(content: str) -> dict[str, str]:
    """``width=device-width, initial-scale=1`` → {"width": "device-width", "initial-scale": "1"}."""
    settings = {}
    for part in re.split(r"[,;]", content):
        if "=" in part:
            key, value = part.split("=", 1)
            settings[key.strip().lower()] = value.strip().lower()
    return settings


@checks.page("mobile.viewport_missing", Severity.WARNING)
def viewport_missing(page: PageFacts) -> Iterator[Evidence]:
    if page.viewport is None:
        yield {}


@checks.page("mobile.viewport_not_device_width", Severity.WARNING)
def viewport_not_device_width(page: PageFacts) -> Iterator[Evidence]:
    if page.viewport is not None and viewport_settings(page.viewport).get("width") != "device-width":
        yield {"viewport": page.viewport}


@checks.page("mobile.zoom_disabled", Severity.WARNING)
def zoom_disabled(page: PageFacts) -> Iterator[Evidence]:
    """``user-scalable=no`` or ``maximum-scale`` under 2 stops readers from zooming small text."""
    if page.viewport is None:
        return
    settings = viewport_settings(page.viewport)
    try:
        maximum = float(settings.get("maximum-scale", "10"))
    except ValueError:
        maximum = 10.0
    if settings.get("user-scalable") in ("no", "0") or maximum < MIN_MAXIMUM_SCALE:
        yield {"viewport": page.viewport}


@checks.page("mobile.plugins", Severity.WARNING)
def plugins(page: PageFacts) -> Iterator[Evidence]:
    if page.plugins:
        yield {"elements": page.plugins}


@checks.page("mobile.content_wider_than_screen", Severity.WARNING)
def content_wider_than_screen(page: PageFacts) -> Iterator[Evidence]:
    if page.vitals is not None and page.vitals.content_wider_than_viewport:
        yield {}


@checks.page("mobile.apple_touch_icon_missing", Severity.NOTICE)
def apple_touch_icon_missing(page: PageFacts) -> Iterator[Evidence]:
    """Checked on the home page only: the icon phones use for a home-screen bookmark of the site."""
    if page.is_home_page and not any(rel.lower().startswith("apple-touch-icon") for rel, _ in page.icons):
        yield {}
