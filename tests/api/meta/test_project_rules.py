"""GET /constants publishes the project rules' limits (project_rules) from api/projects/validation.py's own
constants, so the console's early checks cannot drift from the server's."""

from __future__ import annotations

from api.projects import validation
from tests.api.accounts.conftest import configure

__all__ = ["configure"]


def test_the_rules_document_carries_validation_constants(client):
    rules = client.get("/api/constants").json()["project_rules"]
    assert rules == {
        "host_max_length": validation.HOST_MAX_LENGTH,
        "suffix_max_with_protocol": validation.SUFFIX_MAX_WITH_PROTOCOL,
        "suffix_max_without_protocol": validation.SUFFIX_MAX_WITHOUT_PROTOCOL,
        "url_max_length": validation.URL_MAX_LENGTH,
        "keyword_max_length": validation.KEYWORD_MAX_LENGTH,
        "forbidden_keyword_chars": validation.FORBIDDEN_KEYWORD_CHARS,
        "name_max_length": validation.NAME_MAX_LENGTH,
        "category_name_max_length": validation.CATEGORY_NAME_MAX_LENGTH,
        "listed_words": validation.LISTED_WORDS,
        "allow_private_hosts": False,
    }
    # the values a user meets: 200-character keywords, no "<" or "/" in them, 100-character names
    assert (rules["keyword_max_length"], rules["name_max_length"]) == (200, 100)
    assert {"<", ">", "/", "%"} <= set(rules["forbidden_keyword_chars"])


def test_private_hosts_follow_the_crawl_setting(client, configure):
    configure(crawl_allow_private=True)
    assert client.get("/api/constants").json()["project_rules"]["allow_private_hosts"] is True
    configure(crawl_allow_private=False)
    assert client.get("/api/constants").json()["project_rules"]["allow_private_hosts"] is False
