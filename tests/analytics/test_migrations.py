import re
import shutil
from datetime import UTC, datetime

import pytest

from analytics.schema import runner
from analytics.schema.ddl import Target


@pytest.fixture
def migrations_dir(tmp_path):
    """A copy of the real migrations that a test may add to or edit."""
    directory = tmp_path / "migrations"
    shutil.copytree(runner.MIGRATIONS_DIR, directory, ignore=shutil.ignore_patterns("__pycache__"))
    return directory


def tables(client):
    found = client.command("SHOW TABLES")  # a server's empty answer is no text at all
    return set(found.split("\n")) if isinstance(found, str) else set()


def all_versions() -> list[int]:
    return [m.version for m in runner.load(Target(database="default"))]


def test_fresh_store_has_everything_pending_and_check_fails(analytics_store):
    status = runner.status(analytics_store)
    assert [m.version for m in status.pending] == all_versions()
    assert status.pending[0].label == "0001_history_and_events_log"
    assert not status.up_to_date
    assert "schema_migrations" not in tables(analytics_store)  # planning writes nothing


def test_apply_creates_tables_records_history_and_is_idempotent(analytics_store):
    applied = runner.apply(analytics_store)
    assert [m.version for m in applied] == all_versions()
    assert {"schema_migrations", "events_log"} <= tables(analytics_store)
    rows = analytics_store.query(
        "SELECT version, name, checksum FROM schema_migrations FINAL ORDER BY version").result_rows
    assert rows == [(m.version, m.name, m.checksum) for m in applied]
    assert rows[0][:2] == (1, "history_and_events_log")

    assert runner.apply(analytics_store) == []
    assert runner.status(analytics_store).up_to_date
    assert analytics_store.command("SELECT count() FROM schema_migrations FINAL") == len(applied)


def test_events_log_stores_a_retried_event_once(analytics_store):
    runner.apply(analytics_store)
    at = datetime(2025, 3, 1, 8, 30, tzinfo=UTC)
    row = [7, 3, "keyword_ranking", "completed", at]
    columns = ["user_id", "site_id", "type", "status", "at"]
    analytics_store.insert("events_log", [row], column_names=columns)
    analytics_store.insert("events_log", [row], column_names=columns)
    result = analytics_store.query("SELECT user_id, site_id, type, status FROM events_log FINAL").result_rows
    assert result == [(7, 3, "keyword_ranking", "completed")]


def test_plan_lists_a_new_migration_as_pending(analytics_store, migrations_dir):
    runner.apply(analytics_store, migrations_dir)
    version = all_versions()[-1] + 1
    (migrations_dir / f"{version:04d}_add_notes.py").write_text(
        "from analytics.schema.ddl import on_cluster, table\n\n"
        "def operations(target):\n"
        "    return [f'ALTER TABLE {table(target, \"events_log\")}{on_cluster(target)} '\n"
        "            'ADD COLUMN IF NOT EXISTS note String']\n"
    )
    status = runner.status(analytics_store, migrations_dir)
    assert [m.label for m in status.pending] == [f"{version:04d}_add_notes"]
    assert [m.version for m in runner.apply(analytics_store, migrations_dir)] == [version]
    assert "note" in analytics_store.command("SHOW CREATE TABLE events_log")
    assert runner.status(analytics_store, migrations_dir).up_to_date


def test_an_edited_applied_migration_is_detected_and_blocks_apply(analytics_store, migrations_dir):
    runner.apply(analytics_store, migrations_dir)
    path = migrations_dir / "0001_history_and_events_log.py"
    path.write_text(path.read_text().replace('("site_id", "UInt64")', '("site_id", "UInt32")'))
    status = runner.status(analytics_store, migrations_dir)
    assert [m.label for m in status.changed] == ["0001_history_and_events_log"]
    assert not status.up_to_date
    with pytest.raises(runner.MigrationError, match="0001_history_and_events_log"):
        runner.apply(analytics_store, migrations_dir)


def test_cluster_target_gets_on_cluster_replicated_and_distributed_tables():
    statements = runner.load(Target(database="ranklens", cluster="ranklens"))[0].statements
    assert all(" ON CLUSTER `ranklens`" in s and "IF NOT EXISTS" in s for s in statements)
    history, events_local, events = statements
    assert "ReplicatedReplacingMergeTree('/clickhouse/tables/{uuid}/all', '{replica}', applied_at)" in history
    assert "`ranklens`.`events_log_local`" in events_local
    assert "ReplicatedReplacingMergeTree('/clickhouse/tables/{uuid}/{shard}', '{replica}')" in events_local
    assert "Distributed('ranklens', 'ranklens', 'events_log_local', cityHash64(user_id))" in events


def test_embedded_target_gets_plain_tables():
    statements = runner.load(Target(database="default"))[0].statements
    assert len(statements) == 2
    assert not any("ON CLUSTER" in s or "Replicated" in s or "Distributed" in s for s in statements)


def _columns_after_migrations(target: Target) -> dict[str, list[tuple[str, str]]]:
    """Every table's columns, in order, once ``target``'s migrations ran: created with a column list, created
    ``AS`` another table (a Distributed one copies its local table's columns then), or given columns later."""
    created = re.compile(r"CREATE TABLE IF NOT EXISTS `[^`]+`\.`(\w+)`(?: ON CLUSTER `\w+`)?\s*"
                         r"(?:\(\n(?P<body>.*?)\n\)\nENGINE|AS `[^`]+`\.`(?P<source>\w+)`)", re.DOTALL)
    added = re.compile(r"ALTER TABLE `[^`]+`\.`(\w+)`(?: ON CLUSTER `\w+`)? ADD COLUMN IF NOT EXISTS (\w+) (.+?)"
                       r"(?: DEFAULT .*)?$", re.DOTALL)
    tables: dict[str, list[tuple[str, str]]] = {}
    for statement in (s for migration in runner.load(target) for s in migration.statements):
        if found := created.match(statement):
            if found["source"]:
                tables[found[1]] = list(tables[found["source"]])
            else:
                tables[found[1]] = [tuple(line.strip().rstrip(",").split(" ", 1)) for line in found["body"].splitlines()]
        elif found := added.match(statement):
            tables[found[1]].append((f"`{found[2]}`", found[3]))
    return tables


def test_cluster_tables_match_the_embedded_ones_column_for_column():
    embedded = _columns_after_migrations(Target(database="default"))
    cluster = _columns_after_migrations(Target(database="ranklens", cluster="ranklens"))
    assert len(embedded) > 20
    # each table as the queries name it, and the shards' local table behind a Distributed one, hold the same columns
    assert {name.removesuffix("_local") for name in cluster} == set(embedded)
    for name, columns in cluster.items():
        assert columns == embedded[name.removesuffix("_local")], name
