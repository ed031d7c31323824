"""The migration history the runner keeps, and the operation events log.

``events_log`` is the pattern later tables follow: ReplacingMergeTree keyed so that the same event
ingested twice is stored once, sharded by user on a cluster, named the same in both modes.
"""

from analytics.schema.ddl import Target, create_table, engine

HISTORY_COLUMNS = [
    ("version", "UInt32"),
    ("name", "String"),
    ("checksum", "String"),
    ("applied_at", "DateTime64(3, 'UTC')"),
]

EVENTS_LOG_COLUMNS = [
    ("user_id", "UInt64"),
    ("site_id", "UInt64"),
    ("type", "LowCardinality(String)"),
    ("status", "LowCardinality(String)"),
    ("at", "DateTime64(3, 'UTC')"),
]


def schema_migrations(target: Target) -> list[str]:
    # Every host reads the whole history, so on a cluster it is replicated everywhere, not sharded.
    return create_table(target, "schema_migrations", HISTORY_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "applied_at", every_host=True),
                        order_by="version")


def events_log(target: Target) -> list[str]:
    return create_table(target, "events_log", EVENTS_LOG_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree"),
                        order_by="(user_id, site_id, type, status, at)",
                        partition_by="toYYYYMM(at)", shard_by="cityHash64(user_id)")


def operations(target: Target) -> list[str]:
    return [*schema_migrations(target), *events_log(target)]
