import subprocess
import sys
import threading

import pytest

from analytics.client import StoreInUse, close_client, connect, get_client


def test_the_process_shares_one_client_on_its_data_directory(tmp_path):
    close_client()
    try:
        seen = []
        url = f"chdb://{tmp_path / 'chdb'}"
        threads = [threading.Thread(target=lambda: seen.append(get_client(url))) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len({id(client) for client in seen}) == 1
        assert seen[0].command("SELECT 1 + 1") == 2
        assert (tmp_path / "chdb").is_dir()
    finally:
        close_client()


def test_request_threads_query_one_server_client_at_once(clickhouse_url):
    """An API process's request threads share the process's client: over HTTP it must not tie its queries to one
    ClickHouse session, which takes one query at a time (a dashboard opened by two users at once answered 500)."""
    client = connect(clickhouse_url)
    answers, errors = [], []
    start = threading.Barrier(12)

    def query(n: int) -> None:
        start.wait()
        try:
            answers.append(client.query("SELECT sum(number) + {n:UInt32} FROM numbers(200000)",
                                        parameters={"n": n}).result_rows[0][0])
        except Exception as exc:  # noqa: BLE001 (what the test reports)
            errors.append(exc)

    threads = [threading.Thread(target=query, args=(n,)) for n in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    client.close()
    assert errors == []
    assert sorted(answers) == [19999900000 + n for n in range(12)]


def test_a_relative_chdb_directory_is_refused():
    with pytest.raises(ValueError, match="absolute"):
        connect("chdb://data/chdb")


def test_an_unknown_scheme_is_refused():
    with pytest.raises(ValueError, match="chdb://, http:// or https://"):
        connect("clickhouse://db.example:9000/ranklens")


def test_a_directory_open_in_another_process_is_reported_as_in_use(tmp_path):
    url = f"chdb://{tmp_path / 'chdb'}"
    owner_code = (f"import sys; from analytics.client import connect; client = connect({url!r}); "
                  "print('open', flush=True); sys.stdin.read()")
    owner = subprocess.Popen([sys.executable, "-c", owner_code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    try:
        assert owner.stdout.readline().strip() == "open"
        with pytest.raises(StoreInUse, match="open in another process"):
            connect(url)
    finally:
        owner.stdin.close()
        owner.wait(timeout=30)
