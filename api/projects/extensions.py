"""What other areas add to projects, named in one place.

Projects sits below rankings and site audits (they import its models, ``site_for`` and the share access),
so it cannot import them at module level; it asks this module instead. Each hook is resolved on first use
with a plain import, so the behaviour no longer depends on which routes happened to be imported first
(importing ``api.projects.sites`` and ``api.projects.keywords`` alone gives every section, the rank-aware
keyword list and the first check).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from api.accounts.models import User
    from api.projects.models import Site

    Builder = Callable[[Session, User | None, Site, set[str]], dict]

# Sections other areas add to GET /sites/{id}?append=a,b (SPEC §7), by name. The names are known without
# importing the areas, so an unknown name is refused (422 project.append_unknown) cheaply.
APPEND_NAMES = frozenset({"google_statistics", "important_keywords", "seo_optimization"})


@cache
def site_appends() -> dict[str, Builder]:
    """name → build(db, user, site, names) → {name: section}. One builder named twice runs once for both."""
    from api.audits.service import seo_section
    from api.rankings.service import site_sections

    builders = {"google_statistics": site_sections, "important_keywords": site_sections,
                "seo_optimization": seo_section}
    assert builders.keys() == APPEND_NAMES, "APPEND_NAMES and the builders must name the same sections"
    return builders


def keyword_pager() -> Callable[..., dict]:
    """Rankings' keyword pager (rank figures, tabs, rank orders), given projects' filtered statement:
    pager(db, site, stmt, query, page=, per_page=, path=) → page."""
    from api.rankings.service import keyword_page

    return keyword_page


def site_created() -> tuple[Callable[[Session, User, Site], object], ...]:
    """What other areas start when a project is created, called with (db, creator, site) after the commit
    (rankings: the first check of its keywords)."""
    from api.rankings.service import first_check

    return (first_check,)
