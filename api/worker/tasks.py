"""Platform tasks."""

from __future__ import annotations

from celery import shared_task


@shared_task(name="default.ping", bind=True, acks_late=True)
def ping(self, echo: str | None = None) -> dict:
    """Health check through the queue: proves a worker takes tasks and the result comes back."""
    return {"reply": "pong", "echo": echo, "worker": self.request.hostname}
