"""Applies the analytics store's numbered migrations (``analytics/schema/migrations/NNNN_name.py``).

Each migration file defines ``operations(target) -> list[str]``: SQL statements built by the helpers of
:mod:`analytics.schema.ddl`, so the same file yields plain tables on chDB or a single server and
``ON CLUSTER`` replicated tables on a cluster. Migration 0001 creates the history table
``schema_migrations`` (version, name, checksum, applied_at); a migration is recorded there once all its
statements ran. The checksum is the SHA-256 of the statements as run here, so editing an applied
migration (or a helper it uses) is caught by :func:`status` instead of silently drifting.

A migration may also define ``data(client, target) -> None``: a data step in Python, run after its
statements, for rows SQL cannot rewrite faithfully (keys computed by a Python library). Its checksum then
covers the migration file's text as well.

ClickHouse DDL is not transactional: a migration interrupted half-way is run again whole, which is why
every statement says ``IF NOT EXISTS`` and a data step must leave rows it already rewrote as they are.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from clickhouse_connect.driver.client import Client

from analytics.schema.ddl import Target, table

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
HISTORY_TABLE = "schema_migrations"
FILE_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.py$")


class MigrationError(RuntimeError):
    pass


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    statements: tuple[str, ...]
    data: Callable[[Client, Target], None] | None = None
    source: str = ""  # the file's text, when it has a data step

    @property
    def checksum(self) -> str:
        return hashlib.sha256("\n;\n".join((*self.statements, self.source) if self.data else self.statements)
                              .encode()).hexdigest()

    @property
    def label(self) -> str:
        return f"{self.version:04d}_{self.name}"


@dataclass
class Status:
    pending: list[Migration] = field(default_factory=list)
    # Applied migrations whose statements are no longer what was applied.
    changed: list[Migration] = field(default_factory=list)

    @property
    def up_to_date(self) -> bool:
        return not self.pending and not self.changed


def target_for(client: Client, cluster: str | None = None) -> Target:
    """The database the client uses, on ``cluster`` (the caller's: None on chDB or a single server)."""
    database = client.database or client.command("SELECT currentDatabase()")
    return Target(database=str(database), cluster=cluster or None)


def load(target: Target, directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    migrations: dict[int, Migration] = {}
    for path in sorted(directory.glob("*.py")):
        match = FILE_NAME.match(path.name)
        if not match:
            continue
        version, name = int(match.group(1)), match.group(2)
        if version in migrations:
            raise MigrationError(f"two migrations numbered {version:04d} in {directory}")
        spec = importlib.util.spec_from_file_location(f"_analytics_migration_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        data = getattr(module, "data", None)
        migrations[version] = Migration(version, name, tuple(module.operations(target)), data,
                                        path.read_text() if data else "")
    return [migrations[v] for v in sorted(migrations)]


def applied(client: Client, target: Target) -> dict[int, str]:
    """version → checksum of what this store has applied."""
    history = table(target, HISTORY_TABLE)
    if not int(client.command(f"EXISTS TABLE {history}")):
        return {}
    rows = client.query(f"SELECT version, checksum FROM {history} FINAL").result_rows
    return {int(version): checksum for version, checksum in rows}


def status(client: Client, directory: Path = MIGRATIONS_DIR, *, cluster: str | None = None) -> Status:
    target = target_for(client, cluster)
    done = applied(client, target)
    result = Status()
    for migration in load(target, directory):
        if migration.version not in done:
            result.pending.append(migration)
        elif done[migration.version] != migration.checksum:
            result.changed.append(migration)
    return result


def apply(client: Client, directory: Path = MIGRATIONS_DIR, *, cluster: str | None = None) -> list[Migration]:
    """Runs the pending migrations in order; returns them. Refuses when an applied one was edited."""
    current = status(client, directory, cluster=cluster)
    if current.changed:
        names = ", ".join(m.label for m in current.changed)
        raise MigrationError(f"applied analytics migrations were edited since: {names}; "
                             "add a new migration instead of changing an applied one")
    target = target_for(client, cluster)
    for migration in current.pending:
        for statement in migration.statements:
            client.command(statement)
        if migration.data is not None:
            migration.data(client, target)
        client.insert(HISTORY_TABLE, [[migration.version, migration.name, migration.checksum, datetime.now(UTC)]],
                      column_names=["version", "name", "checksum", "applied_at"], database=target.database)
    return current.pending
