"""Small builders of ClickHouse DDL that serve both modes from one set of migration files.

Embedded (chDB) and a single server get plain tables. A cluster (``settings.clickhouse_cluster`` with
a ClickHouse server) gets every statement ``ON CLUSTER``, Replicated engines, and for sharded data a
``{name}_local`` table on each shard plus a Distributed table named ``{name}``, so queries and inserts
always name ``{name}`` in both modes. Every statement says ``IF NOT EXISTS``: a migration that stopped
half-way is simply run again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# Where replicated tables keep their state in ClickHouse Keeper. ``{uuid}`` is the table's UUID, the same
# on every host of an ON CLUSTER statement; ``{shard}`` and ``{replica}`` are macros of each host
# (deploy/clickhouse/cluster.xml).
SHARD_PATH = "/clickhouse/tables/{uuid}/{shard}"
EVERY_HOST_PATH = "/clickhouse/tables/{uuid}/all"


@dataclass(frozen=True)
class Target:
    """Where migrations run: the database, and the cluster name in cluster mode (else None)."""

    database: str
    cluster: str | None = None


def ident(name: str) -> str:
    return "`" + name.replace("\\", "\\\\").replace("`", "\\`") + "`"


def literal(value: str) -> str:
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def table(target: Target, name: str) -> str:
    return f"{ident(target.database)}.{ident(name)}"


def rows_table(target: Target, name: str) -> str:
    """The table holding the rows of a table made with ``shard_by``, which mutations (``ALTER … DELETE``) name:
    ``{name}_local`` on a cluster, ``name`` itself otherwise."""
    return table(target, f"{name}_local" if target.cluster else name)


def on_cluster(target: Target) -> str:
    """`` ON CLUSTER `name` `` in cluster mode, nothing otherwise."""
    return f" ON CLUSTER {ident(target.cluster)}" if target.cluster else ""


def engine(target: Target, kind: str, *params: str, every_host: bool = False) -> str:
    """``ReplacingMergeTree(at)`` embedded; ``ReplicatedReplacingMergeTree(path, replica, at)`` on a cluster.

    ``every_host`` replicates the table to every host instead of within a shard (small bookkeeping
    tables that every host must read whole, like the migration history).
    """
    if not target.cluster:
        return f"{kind}({', '.join(params)})"
    path = EVERY_HOST_PATH if every_host else SHARD_PATH
    return f"Replicated{kind}({', '.join([literal(path), literal('{replica}'), *params])})"


def create_table(target: Target, name: str, columns: Sequence[tuple[str, str]], *, engine: str,
                 order_by: str, partition_by: str | None = None, shard_by: str | None = None,
                 ttl: str | None = None, settings: str | None = None) -> list[str]:
    """The statements creating table ``name``.

    On a cluster with ``shard_by`` the rows live in ``{name}_local`` on each shard, spread by the
    ``shard_by`` expression (rows with the same key must land on the same shard so that
    ReplacingMergeTree can merge duplicates), and ``{name}`` is the Distributed table over them.
    ``ttl`` is the table's TTL expression and ``settings`` its MergeTree table settings
    (``index_granularity = 1024``), both on the table holding rows.
    """
    local = f"{name}_local" if target.cluster and shard_by else name
    body = ",\n    ".join(f"{ident(column)} {type_}" for column, type_ in columns)
    statement = (f"CREATE TABLE IF NOT EXISTS {table(target, local)}{on_cluster(target)}\n(\n    {body}\n)\n"
                 f"ENGINE = {engine}\n")
    if partition_by:
        statement += f"PARTITION BY {partition_by}\n"
    statement += f"ORDER BY {order_by}"
    if ttl:
        statement += f"\nTTL {ttl}"
    if settings:
        statement += f"\nSETTINGS {settings}"
    statements = [statement]
    if local != name:
        statements.append(
            f"CREATE TABLE IF NOT EXISTS {table(target, name)}{on_cluster(target)} AS {table(target, local)}\n"
            f"ENGINE = Distributed({literal(target.cluster)}, {literal(target.database)}, {literal(local)}, "
            f"{shard_by})"
        )
    return statements
