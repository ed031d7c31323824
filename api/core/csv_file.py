"""CSV files for download: UTF-8 with a byte-order mark, so that Excel opens Chinese and Japanese text
correctly."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import Any


def excel_csv(rows: Iterable[Sequence[Any]]) -> bytes:
    """Rows (the header first) as CSV bytes Excel reads as UTF-8.

    >>> excel_csv([["關鍵字", "排名"], ["咖啡", 3]])[:3] == b"\\xef\\xbb\\xbf"
    True
    """
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    return ("\ufeff" + out.getvalue()).encode("utf-8")
