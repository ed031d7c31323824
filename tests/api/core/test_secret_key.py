"""The secret key: generated and kept in the data directory in embedded mode, required (32 bytes or more)
in cluster mode, and never the public placeholder earlier versions shipped as the default."""

from __future__ import annotations

import stat

import pytest

from api.core import config
from api.core.config import Settings

PUBLIC_DEFAULT = "change-me-in-production"


@pytest.fixture
def no_key(monkeypatch):
    monkeypatch.delenv("RANKLENS_SECRET_KEY", raising=False)
    monkeypatch.delenv("RANKLENS_BROKER_URL", raising=False)


def embedded(data_dir, **values) -> Settings:
    return Settings(_env_file=None, data_dir=data_dir, **values)


def test_embedded_mode_makes_a_key_once_and_keeps_it_for_the_owner_only(no_key, tmp_path):
    data_dir = tmp_path / "data"  # not made yet: the first start makes it
    key = embedded(data_dir).secret_key
    assert len(key.encode()) >= 32 and key != PUBLIC_DEFAULT
    stored = data_dir / "secret_key"
    assert stored.read_text().strip() == key
    assert stat.S_IMODE(stored.stat().st_mode) == 0o600
    assert embedded(data_dir).secret_key == key  # the next start, or another command on this directory
    assert embedded(tmp_path / "other").secret_key != key
    assert embedded(data_dir, RANKLENS_SECRET_KEY="a configured key").secret_key == "a configured key"


@pytest.mark.parametrize("broker_url", [None, "redis://127.0.0.1:6379/13"])
def test_the_public_placeholder_is_refused_in_every_mode(no_key, tmp_path, broker_url):
    settings = embedded(tmp_path, RANKLENS_SECRET_KEY=PUBLIC_DEFAULT, broker_url=broker_url)
    with pytest.raises(config.SecretKeyError, match="public placeholder"):
        _ = settings.secret_key
    assert not (tmp_path / "secret_key").exists()


@pytest.mark.parametrize(("key", "says"), [(None, "it is unset"), ("", "it is unset"),
                                           ("k" * 31, "it has 31"), ("金鑰" * 5, "it has 30")])
def test_cluster_mode_needs_a_key_of_32_bytes(no_key, tmp_path, key, says):
    values = {} if key is None else {"RANKLENS_SECRET_KEY": key}
    settings = embedded(tmp_path, broker_url="redis://127.0.0.1:6379/13", **values)
    with pytest.raises(config.SecretKeyError) as refused:
        _ = settings.secret_key
    message = str(refused.value)
    assert "RANKLENS_SECRET_KEY" in message and says in message
    assert "python3 -c 'import secrets; print(secrets.token_urlsafe(48))'" in message
    assert not (tmp_path / "secret_key").exists()  # nothing is generated for a cluster
    strong = embedded(tmp_path, broker_url="redis://127.0.0.1:6379/13", RANKLENS_SECRET_KEY="k" * 32)
    assert strong.secret_key == "k" * 32


@pytest.mark.parametrize(("broker_url", "key"), [("redis://127.0.0.1:6379/13", None),
                                                 ("redis://127.0.0.1:6379/13", "test-secret"),
                                                 (None, PUBLIC_DEFAULT)])
def test_the_app_refuses_to_start_with_an_unsafe_key(settings, monkeypatch, broker_url, key):
    from api.main import create_app

    for name, value in (("RANKLENS_BROKER_URL", broker_url), ("RANKLENS_SECRET_KEY", key)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    config.get_settings.cache_clear()
    with pytest.raises(config.SecretKeyError, match="RANKLENS_SECRET_KEY"):
        create_app()
