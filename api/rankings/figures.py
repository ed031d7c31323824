"""Rank figures kept until new SERPs arrive: the dashboard's screens ask the same questions of the same SERPs all
day long (every member of a project, every reload), and the answers change only when a SERP or a failed check of
their scope is stored.

Each scope (engine, country, language, device, location) has a *generation*, a token that changes whenever the
analytics ingest stores a batch of it (:data:`analytics.rankings.ingest.after_store`). A figure is kept in this
process under its scope's generation read before it was computed, the analytics store's address, and what it was
asked (the keyword set's :attr:`~analytics.rankings.keysets.KeywordSet.fingerprint`, the rule, the days): a
batch stored while a figure is computed only makes the next reader compute it again.

Generations live where the throttles keep their counts (:func:`api.core.ratelimit.storage_url`): Redis in cluster
mode, so a batch a worker stores reaches every API process, and this process's memory in embedded mode, where the
worker runs in the API process. A token is never used twice: a generation found missing (Redis flushed or
restarted) gets a fresh token, so a kept figure is never taken for a newer one. A batch stored while Redis is away
cannot change its generation: the batch stays stored (the worker's job goes on, as it does for its events) and the
figures kept before it are served for at most :data:`KEPT_SECONDS` more — every figure is computed again after that
long anyway.
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from functools import lru_cache
from typing import TypeVar

import redis

from analytics.rankings import ingest
from analytics.rankings.keys import SerpScope
from api.core.config import get_settings
from api.core.ratelimit import NAMESPACE, storage_url

log = logging.getLogger(__name__)
T = TypeVar("T")
# Figures kept per process, least recently used out first: a dashboard or a keyword's history is a few KB, a grid
# page of 100 keywords with 30 days of history about 550 KB (so at most about 70 MB).
KEPT = 128
KEPT_SECONDS = 60  # the longest a figure is served: what a batch stored while Redis was away may wait to show
PREFIX = f"{NAMESPACE}:serp-generation:"


def _scope_key(scope: SerpScope) -> str:
    return "|".join(str(value) for value in dataclasses.astuple(scope))


class _MemoryGenerations:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tokens: dict[str, str] = {}
        self._counter = itertools.count(1)  # figures kept in memory are this process's own: a count is unique enough

    def current(self, scope: str) -> str:
        with self._lock:
            return self._tokens.setdefault(scope, str(next(self._counter)))

    def advance(self, scopes: Iterable[str]) -> None:
        with self._lock:
            for scope in scopes:
                self._tokens[scope] = str(next(self._counter))


class _RedisGenerations:
    def __init__(self, url: str) -> None:
        self._redis = redis.Redis.from_url(url)

    def current(self, scope: str) -> str:
        key = PREFIX + scope
        found = self._redis.get(key)
        if found is None:  # never set, or lost with Redis's data: a token nobody has kept figures under
            self._redis.set(key, uuid.uuid4().hex, nx=True)
            found = self._redis.get(key)
        return found.decode()

    def advance(self, scopes: Iterable[str]) -> None:
        scopes = list(scopes)
        try:
            with self._redis.pipeline(transaction=False) as pipe:
                for scope in scopes:
                    pipe.set(PREFIX + scope, uuid.uuid4().hex)
                pipe.execute()
        except redis.RedisError as exc:
            log.warning("new SERPs of %s stored, but Redis did not answer (%s): figures kept from before them are "
                        "served for up to %d s", ", ".join(scopes), type(exc).__name__, KEPT_SECONDS)


@lru_cache
def _generations_for(url: str) -> _MemoryGenerations | _RedisGenerations:
    return _MemoryGenerations() if url.startswith("memory://") else _RedisGenerations(url)


def _generations() -> _MemoryGenerations | _RedisGenerations:
    return _generations_for(storage_url())


def advance(scopes: Iterable[SerpScope]) -> None:
    """New SERPs or checks of ``scopes`` are stored: figures kept for them are not served again."""
    _generations().advance({_scope_key(scope) for scope in scopes})


ingest.after_store.append(advance)

_kept: OrderedDict[tuple, tuple[float, object]] = OrderedDict()  # key -> (served until, figure)
_kept_lock = threading.Lock()


def remembered(scope: SerpScope, question: tuple[Hashable, ...], compute: Callable[[], T]) -> T:
    """``compute()``'s answer to ``question`` about the SERPs of ``scope``, computed once per generation of the scope
    (and analytics store) and at least every :data:`KEPT_SECONDS`. ``question`` names the figure and everything its
    answer depends on besides the SERPs."""
    scope_key = _scope_key(scope)
    key = (get_settings().analytics_url, scope_key, _generations().current(scope_key), *question)
    now = time.monotonic()
    with _kept_lock:
        found = _kept.get(key)
        if found is not None and found[0] > now:
            _kept.move_to_end(key)
            return found[1]  # type: ignore[return-value]
    answer = compute()
    with _kept_lock:
        _kept[key] = (now + KEPT_SECONDS, answer)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return answer
