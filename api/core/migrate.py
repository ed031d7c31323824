"""Applies the transactional store's Alembic migrations (SQLite or PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from api.core.db import make_engine

ROOT = Path(__file__).resolve().parents[2]


def alembic_config(url: str) -> Config:
    cfg = Config(str(ROOT / "alembic.ini"))
    cfg.set_main_option("script_location", str(ROOT / "api" / "migrations"))
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


def upgrade(url: str, revision: str = "head") -> None:
    command.upgrade(alembic_config(url), revision)


def pending(url: str) -> list[str]:
    """The revisions not applied to the database at ``url``, oldest first, as "revision: message"."""
    script = ScriptDirectory.from_config(alembic_config(url))
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            heads = MigrationContext.configure(connection).get_current_heads()
    finally:
        engine.dispose()
    applied = {rev.revision for head in heads for rev in script.iterate_revisions(head, "base")}
    revisions = reversed(list(script.walk_revisions()))
    return [f"{rev.revision}: {rev.doc}" for rev in revisions if rev.revision not in applied]


def check(url: str) -> None:
    """Raises when the models and the migrations disagree (a migration is missing)."""
    command.check(alembic_config(url))
