"""Ratings joined by hash (issue 14's link store reads): ``link_edges.source_url_id`` (``cityHash64`` of the
source URL key, beside the existing domain and host hashes) and ``link_rating_latest``, each key's latest
rating keyed by the same hash (DDL in analytics.links.sql). The data step writes the hash into the edges
already stored and fills the latest ratings from ``link_ratings``; run again, it rewrites the same values."""

from clickhouse_connect.driver.client import Client

from analytics.links import sql
from analytics.schema.ddl import Target, on_cluster, table

COLUMN = "source_url_id UInt64 MATERIALIZED cityHash64(source_url_key)"


def _local(target: Target, name: str) -> str:
    """The table holding the rows (``{name}_local`` on a cluster, see ddl), which mutations name."""
    return table(target, f"{name}_local" if target.cluster else name)


def operations(target: Target) -> list[str]:
    statements = [f"ALTER TABLE {_local(target, 'link_edges')}{on_cluster(target)} ADD COLUMN IF NOT EXISTS {COLUMN}"]
    if target.cluster:  # the Distributed table shows the column too
        statements.append(f"ALTER TABLE {table(target, 'link_edges')}{on_cluster(target)} "
                          f"ADD COLUMN IF NOT EXISTS {COLUMN}")
    return [*statements, *sql.link_rating_latest(target)]


def data(client: Client, target: Target) -> None:
    client.command(f"ALTER TABLE {_local(target, 'link_edges')}{on_cluster(target)} "
                   f"MATERIALIZE COLUMN source_url_id SETTINGS mutations_sync = 2")
    client.command("INSERT INTO link_rating_latest (kind, key, day, rating) "
                   "SELECT kind, key, max(day), argMax(rating, day) FROM link_ratings FINAL GROUP BY kind, key")
