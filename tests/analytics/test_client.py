import threading

import pytest

from analytics.client import close_client, connect, get_client
from api.core import config


def test_the_process_shares_one_client_on_its_data_directory(tmp_path, monkeypatch):
    close_client()
    monkeypatch.setenv("RANKLENS_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("RANKLENS_CLICKHOUSE_URL", raising=False)
    config.get_settings.cache_clear()
    try:
        seen = []
        threads = [threading.Thread(target=lambda: seen.append(get_client())) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len({id(client) for client in seen}) == 1
        assert seen[0].command("SELECT 1 + 1") == 2
        assert (tmp_path / "chdb").is_dir()
    finally:
        close_client()
        config.get_settings.cache_clear()


def test_a_relative_chdb_directory_is_refused():
    with pytest.raises(ValueError, match="absolute"):
        connect("chdb://data/chdb")


def test_an_unknown_scheme_is_refused():
    with pytest.raises(ValueError, match="chdb://, http:// or https://"):
        connect("clickhouse://db.example:9000/ranklens")
