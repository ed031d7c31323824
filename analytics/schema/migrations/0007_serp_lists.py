"""Rank reads of a day's SERPs from one row per SERP: ``serp_lists`` holds each stored fetch's organic
results as arrays (see analytics.rankings.sql.serp_lists), written by ingest from now on and backfilled
here from the stored results (each SERP's latest fetch: the only one a rank query reads). Readers in
analytics.rankings.queries (``_by_day``)."""

from analytics.rankings import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    # Running the backfill twice is harmless: its rows repeat serp_lists' sort key and collapse.
    return [*sql.serp_lists(target), sql.SERP_LISTS_FROM_RESULTS.format(where="1")]
