from __future__ import annotations

from pathlib import Path

import pytest

from crawler.serp.samples import shared_serp_dir

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def shared_serp() -> Path:
    """The captured pages of shared/data/serp; tests that need them are skipped when it is absent."""
    folder = shared_serp_dir()
    if folder is None:
        pytest.skip(
            "shared/data/serp not found: set RANKLENS_SHARED_DATA to the shared data folder "
            "or check out shared/ beside the repository"
        )
    return folder


def read_fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")
