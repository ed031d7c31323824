"""The one Celery app: queues per kind of work, tasks found in every ``api/<area>/tasks.py``.

Task names start with their queue (``serp.…``, ``crawl.…``, ``reports.…``, ``default.…``) and are routed
by that prefix. Tasks are defined with ``celery.shared_task`` and an explicit name, acks late and retry
on the failures they expect; every task waits out a store outage (api/worker/outages.py), and a worker that
dies hands its tasks back after the visibility timeout (api/worker/reservations.py).

Cluster mode (``settings.broker_url``): Redis broker and result backend, separate processes
``ranklens worker -Q …`` and ``ranklens beat``. Embedded mode: an in-memory broker and result store, and
:func:`start_embedded_worker` runs the worker and beat as threads of the process that serves the API
(``ranklens up``), so nothing needs installing. In that process Celery marks result joins as
"inside a worker": code outside tasks that waits for a result says
``result.get(disable_sync_subtasks=False)``; tasks never wait for other tasks.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from pathlib import Path

from celery import Celery
from celery.beat import EmbeddedService
from celery.schedules import crontab
from kombu import Queue

from api.core.config import Settings, get_settings
from api.worker.outages import OutageRetryingTask
from api.worker.reservations import RenewReservations, broker_options

QUEUES = ("serp", "crawl", "reports", "default")
DEFAULT_QUEUE = "default"
API_DIR = Path(__file__).resolve().parents[1]

# Periodic tasks: {entry name: {"task": name, "schedule": seconds or crontab, ...}}; areas add theirs here.
BEAT_SCHEDULE: dict[str, dict] = {
    # Rank checks: start the checks whose slot passed or whose backoff ended (api/rankings). Beat ticks every
    # minute; the dispatcher runs at the serp fleet's schedule (10 minutes unless operators change it).
    "rankings-dispatch": {"task": "serp.rankings.dispatch", "schedule": 60},
    # The keyword universe: once a day, the most searched keywords without a fresh SERP (api/rankings/universe.py).
    "keyword-universe": {"task": "serp.rankings.universe", "schedule": 24 * 60 * 60},
    # Link crawl: every minute, keep the fleet's batches running within its budget, seeding it when due (api/links).
    "links-feed": {"task": "crawl.links.feed", "schedule": 60},
    # Domain and URL ratings over the whole link store, daily at 03:00 UTC (api/links/rating_tasks.py).
    "links-ratings": {"task": "crawl.links.compute_ratings", "schedule": crontab(hour=3, minute=0)},
    # Search Console and GA4 figures of linked projects, daily at 10:00 UTC: after midnight Pacific time, when
    # Search Console starts a new day (api/google/sync.py).
    "google-sync": {"task": "google.sync_all", "schedule": crontab(hour=10, minute=0)},
    # Weekly report mails: hourly, the projects whose Monday 08:00 (their country's time zone) has come and
    # that still owe a recipient the past week's mail (api/reports).
    "reports-weekly": {"task": "reports.weekly.dispatch", "schedule": crontab(minute=0)},
    # Monthly report mails: hourly, the projects whose 1st, 08:00 (their time zone) has come (api/reports).
    "reports-monthly": {"task": "reports.monthly.dispatch", "schedule": crontab(minute=5)},
    # E-invoices of card charges whose provider did not answer yet, every 5 minutes (api/billing/invoicing.py).
    "billing-invoices": {"task": "billing.invoices.sweep", "schedule": 5 * 60},
    # Trial mails: hourly, trials three days from their end and trials that ended (api/billing/mails.py).
    "billing-trial-mails": {"task": "billing.mails.trials", "schedule": crontab(minute=20)},
    # Contracts a newer plan replaced whose stop at ECPay was lost (the broker refused it), hourly (api/billing).
    "billing-replaced": {"task": "billing.orders.sweep_replaced", "schedule": crontab(minute=40)},
}


def task_modules() -> list[str]:
    """Every area's task modules: adding ``api/<area>/tasks.py`` (or ``…_tasks.py``, an area whose tasks two
    owners keep apart) is enough to register its tasks."""
    return sorted(f"api.{path.parent.name}.{path.stem}" for path in API_DIR.glob("*/*tasks.py"))


def route_by_prefix(name: str, args, kwargs, options, task=None, **kw) -> dict:
    """Celery router: ``serp.fetch`` goes to queue ``serp``; an unknown prefix goes to ``default``."""
    prefix = name.split(".", 1)[0]
    return {"queue": prefix if prefix in QUEUES else DEFAULT_QUEUE}


def make_app(settings: Settings) -> Celery:
    app = Celery("ranklens", include=task_modules(), task_cls=OutageRetryingTask)
    if settings.embedded:
        broker, backend = "memory://", "cache+memory://"
        # The memory transport polls its queues; the default second would delay every task.
        transport_options: dict = {"polling_interval": 0.05}
    else:
        broker, backend = settings.broker_url, settings.result_backend or settings.broker_url
        transport_options = broker_options(settings.task_visibility_seconds)
    app.conf.update(
        broker_url=broker,
        result_backend=backend,
        broker_transport_options=transport_options,
        broker_connection_retry_on_startup=True,
        # a broker connection lost mid-task leaves the task running (a crawl survives a Redis restart); the work is
        # written to be delivered again, and a task whose job ended does nothing the second time
        worker_cancel_long_running_tasks_on_connection_loss=False,
        task_queues=[Queue(name) for name in QUEUES],
        task_default_queue=DEFAULT_QUEUE,
        task_routes=(route_by_prefix,),
        task_serializer="json",
        result_serializer="json",
        accept_content=["json"],
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        result_expires=24 * 60 * 60,
        # a result store (Redis) that is away for a moment is waited for, rather than failing the finished task
        result_backend_always_retry=True,
        result_backend_max_retries=20,
        timezone="UTC",
        enable_utc=True,
        beat_schedule=dict(BEAT_SCHEDULE),
        beat_schedule_filename=str(settings.data_dir / "celerybeat-schedule"),
        worker_redirect_stdouts=False,
        worker_hijack_root_logger=False,
    )
    if broker.startswith(("redis://", "rediss://")):
        app.steps["worker"].add(RenewReservations)
    return app


app = make_app(get_settings())
# Celery's "current app" is per thread: without this, a shared task sent from an API request thread would go
# to Celery's default app (an AMQP broker on localhost) instead of this one.
app.set_default()


@dataclass
class EmbeddedWorker:
    worker: object
    thread: threading.Thread
    beat: threading.Thread

    def stop(self, timeout: float = 10) -> None:
        self.beat.stop()
        self.worker.stop(in_sighandler=False)
        self.thread.join(timeout)


def start_embedded_worker(celery_app: Celery | None = None, concurrency: int = 4) -> EmbeddedWorker:
    """Starts a worker (thread pool, every queue) and beat as daemon threads of this process."""
    celery_app = celery_app or app
    Path(celery_app.conf.beat_schedule_filename).parent.mkdir(parents=True, exist_ok=True)
    worker = celery_app.Worker(
        pool="threads", concurrency=concurrency, queues=list(QUEUES), hostname=f"embedded@{socket.gethostname()}",
        without_heartbeat=True, without_gossip=True, without_mingle=True, quiet=True, loglevel="INFO",
    )
    thread = threading.Thread(target=worker.start, name="celery-worker", daemon=True)
    thread.start()
    beat = EmbeddedService(celery_app, thread=True, schedule_filename=celery_app.conf.beat_schedule_filename)
    beat.start()
    return EmbeddedWorker(worker=worker, thread=thread, beat=beat)
