"""The keyword network graph (issue 13, ``/keyword-planning/keyword-network-graph``): a project's tracked
keywords as nodes sized by search volume, linked when their latest stored top 10s share URLs
(analytics.research.network), coloured by cluster.

Only the plan SPEC §6 names sees it (``keyword_network_graph`` in api.plans.catalogue: the user's own
plan, as the menu decides it): any other plan is refused with 403 before anything is read. Only projects
the user is a member of (404 otherwise). Volumes are the cached figures (analytics.research.store): the
graph pays no provider, so a keyword never researched has no volume yet.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.rankings.keys import normalize_keyword
from analytics.rankings.matching import InvalidRule
from analytics.research import network, store
from api.accounts.models import User
from api.core.store import get_client
from api.plans.service import require_gate
from api.projects.access import site_for
from api.projects.models import Keyword
from api.rankings.service import project_keywords, scope_for, site_rule, today
from api.research import schemas
from api.research.service import SERP_DAYS

FEATURE = "keyword_network_graph"
# SPEC §6 / issue 13: the graph stays interactive at 2,000 nodes (bench/keyword_graph.py).
MAX_NODES = 2_000
MAX_MIN_SHARED = 10  # a top 10 shares at most 10 URLs


def keyword_network(db: Session, user: User, site_id: int, min_shared: int) -> schemas.NetworkOut:
    require_gate(db, user, FEATURE)
    site = site_for(db, user, site_id)
    scope = scope_for(db, site)
    keywords = project_keywords(db, site)
    since = today(site) - timedelta(days=SERP_DAYS)
    try:
        rule = site_rule(site)
    except InvalidRule:
        rule = None
    client = get_client()
    found = network.keyword_network(client, scope, keywords, since=since, min_shared=min_shared, rule=rule)
    metrics = store.latest_metrics(client, scope.country, scope.language, [node.keyword for node in found.nodes])
    volumes = {node.keyword_id: metrics[node.keyword].volume if node.keyword in metrics else None
               for node in found.nodes}
    # The highest-volume keywords when there are more than can be drawn (then by id: a stable choice).
    nodes = sorted(found.nodes, key=lambda node: (-(volumes[node.keyword_id] or 0), node.keyword_id))[:MAX_NODES]
    kept = {node.keyword_id for node in nodes}
    edges = [edge for edge in found.edges if edge.source in kept and edge.target in kept]
    cluster_of = network.clusters([node.keyword_id for node in nodes], edges, volumes)
    by_text = _tracked_ids(db, site.id)
    tracked_id = {id_: by_text[keywords.ids[id_]] for id_ in kept}
    sizes: dict[int, list[int]] = {}
    for node in nodes:
        number = cluster_of[node.keyword_id]
        if number is not None:
            size_volume = sizes.setdefault(number, [0, 0])
            size_volume[0] += 1
            size_volume[1] += volumes[node.keyword_id] or 0
    return schemas.NetworkOut(
        site_id=site.id, engine=scope.engine, device=scope.device, min_shared=min_shared, since=since,
        keywords=len(keywords), with_serp=len(found.nodes), max_nodes=MAX_NODES,
        truncated=len(found.nodes) > MAX_NODES,
        nodes=[schemas.NetworkNodeOut(id=tracked_id[node.keyword_id], keyword=node.keyword,
                                      volume=volumes[node.keyword_id], cluster=cluster_of[node.keyword_id],
                                      rank=node.rank, serp_day=node.day) for node in nodes],
        edges=[schemas.NetworkEdgeOut(source=tracked_id[edge.source], target=tracked_id[edge.target],
                                      shared=edge.shared) for edge in edges],
        clusters=[schemas.NetworkClusterOut(id=number, size=size, volume=volume)
                  for number, (size, volume) in sorted(sizes.items())])


def _tracked_ids(db: Session, site_id: int) -> dict[str, int]:
    """The project's keyword ids by normalized text (the first of two texts that normalize alike, as the
    keyword set keeps it)."""
    ids: dict[str, int] = {}
    for id_, text in db.execute(select(Keyword.id, Keyword.text).where(Keyword.site_id == site_id)
                                .order_by(Keyword.id)):
        ids.setdefault(normalize_keyword(text), id_)
    return ids
