"""``ranklens links import``: Common Crawl's host graph and WAT files into the link store."""

from __future__ import annotations

from pathlib import Path

from analytics.links.queries import LinkTarget, link_summary
from api.core.store import get_client
from tests.cli.test_cli import data_dir, run  # noqa: F401  (the fixture)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "commoncrawl"


def test_import_streams_the_host_graph_and_wat_files(data_dir):  # noqa: F811
    assert run("migrate").exit_code == 0
    result = run("links", "import", "--vertices", str(FIXTURES / "host-vertices.txt.gz"),
                 "--edges", str(FIXTURES / "host-edges.txt"), "--seen-at", "2026-10-01",
                 "--wat", str(FIXTURES / "sample.warc.wat.gz"))
    assert result.exit_code == 0, result.output
    assert "Host graph: 6 edges between sites stored." in result.output
    assert "sample.warc.wat.gz: 4 external links stored." in result.output
    assert link_summary(get_client(), LinkTarget.parse("shop.com.tw")).backlinks == 1


def test_import_says_what_it_needs(data_dir):  # noqa: F811
    assert "nothing to import" in run("links", "import").output
    half = run("links", "import", "--vertices", str(FIXTURES / "host-vertices.txt.gz"))
    assert half.exit_code == 2 and "both --vertices and --edges" in half.output
