"""Images: alternative text, broken and heavy images, dimensions, formats."""

from __future__ import annotations

import re
from collections.abc import Iterator

from analytics.audits import text as textlib
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import ImageFacts, PageFacts

checks = Registrar(Category.IMAGES)

MAX_ALT_WIDTH = 125  # display columns: 125 Latin letters or about 62 CJK characters
MAX_IMAGE_BYTES = 500 * 1024
MODERN_FORMAT_MIN_BYTES = 100 * 1024
LEGACY_FORMATS = ("image/jpeg", "image/png", "image/gif", "image/bmp", "image/tiff")
_FILENAME_ALT = re.compile(r"^(?:[\w\-. ]+\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)|img[_-]?\d+|dsc[_-]?\d+)$", re.IGNORECASE)


def _ident(image: ImageFacts) -> Evidence:
    return {"src": image.src}


@checks.page("images.alt_missing", Severity.WARNING)
def alt_missing(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if image.alt is None:
            yield _ident(image)


@checks.page("images.alt_empty", Severity.NOTICE)
def alt_empty(page: PageFacts) -> Iterator[Evidence]:
    """``alt=""`` is right for decorative images only; listed for review."""
    for image in page.images:
        if image.alt is not None and not textlib.normalize(image.alt):
            yield _ident(image)


@checks.page("images.alt_too_long", Severity.NOTICE)
def alt_too_long(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if image.alt and textlib.display_width(image.alt) > MAX_ALT_WIDTH:
            yield {**_ident(image), "alt": image.alt, "display_width": textlib.display_width(image.alt),
                   "max_display_width": MAX_ALT_WIDTH}


@checks.page("images.alt_filename", Severity.NOTICE)
def alt_filename(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if image.alt and _FILENAME_ALT.match(textlib.normalize(image.alt)):
            yield {**_ident(image), "alt": image.alt}


@checks.page("images.src_missing", Severity.WARNING)
def src_missing(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if not (image.src or "").strip():
            yield {"alt": image.alt}


@checks.page("images.broken", Severity.ERROR)
def broken(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if image.status is not None and image.status >= 400:
            yield {**_ident(image), "status": image.status}


@checks.page("images.too_large", Severity.WARNING)
def too_large(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if image.size_bytes is not None and image.size_bytes > MAX_IMAGE_BYTES:
            yield {**_ident(image), "bytes": image.size_bytes, "max_bytes": MAX_IMAGE_BYTES}


@checks.page("images.dimensions_missing", Severity.NOTICE)
def dimensions_missing(page: PageFacts) -> Iterator[Evidence]:
    """Without width and height the browser cannot reserve room, and the layout shifts (CLS)."""
    for image in page.images:
        if image.src and not (image.width and image.height):
            yield _ident(image)


@checks.page("images.legacy_format", Severity.NOTICE)
def legacy_format(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        kind = (image.content_type or "").split(";")[0].strip().lower()
        if kind in LEGACY_FORMATS and (image.size_bytes or 0) > MODERN_FORMAT_MIN_BYTES:
            yield {**_ident(image), "content_type": kind, "bytes": image.size_bytes}


@checks.page("images.redirected", Severity.NOTICE)
def redirected(page: PageFacts) -> Iterator[Evidence]:
    for image in page.images:
        if image.redirected:
            yield {**_ident(image), "url": image.url}
