"""Where the captured result pages of shared/data/serp live (read by tests and the benchmark only;
they are never copied into the repository, see their MANIFEST)."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def shared_serp_dir() -> Path | None:
    """``$RANKLENS_SHARED_DATA/serp`` when that variable is set, else ``../shared/data/serp`` beside
    the repository; ``None`` when the folder is absent."""
    base = os.environ.get("RANKLENS_SHARED_DATA")
    folder = Path(base) / "serp" if base else REPO_ROOT.parent / "shared" / "data" / "serp"
    return folder if folder.is_dir() else None
