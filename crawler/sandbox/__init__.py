"""The sandbox SERP source: a local server answering any query in Google's and Yahoo's markup.

For development, demos and end-to-end tests (issue 3). Its pages come from a deterministic model
(``model``), are written in the engines' markup (``markup``) so the real spider and parsers read
them, and every page is marked as sandbox (``MARKER_META``, ``MARKER_HEADER``) so its data is
labelled sandbox wherever it is stored or shown.
"""

from crawler.sandbox.markup import MARKER_HEADER, MARKER_META, MARKER_NAME
from crawler.sandbox.server import SandboxServer

__all__ = ["MARKER_HEADER", "MARKER_META", "MARKER_NAME", "SandboxServer"]
