"""See tests/fakes/google/__init__.py: this module's part of the local Google."""

from __future__ import annotations

from typing import Any

from tests.fakes.service import Route


class IndexingFake:
    def __init__(self, server: Any) -> None:
        self.server = server

    def routes(self) -> list[Route]:
        return []
