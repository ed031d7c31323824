"""The users of the load benchmark (bench/load.py starts Locust on this file; not run alone).

Each simulated user is a signed-in owner at the console, thinking 0.5-2 s between actions: the project dashboard
(the three calls its screen makes), the 100,000-keyword ranking grid paged and filtered, one keyword's history,
the site-check overview, and now and then "update rankings now" and "start a site check" on a small project. In
cluster mode each user talks to one of the API processes, as a load balancer would spread them.

Set by bench/load.py: LOAD_HOSTS (API base URLs, comma-separated), LOAD_TOKEN, LOAD_GRID_SITE, LOAD_GRID_KEYWORDS
(first id and count of its keywords), LOAD_SMALL_SITE, LOAD_CHECK (a finished site check of the small project).
"""

from __future__ import annotations

import itertools
import os
import random

from console_screens import PER_PAGE, screen_reads
from locust import HttpUser, between, task

HOSTS = os.environ["LOAD_HOSTS"].split(",")
TOKEN = os.environ["LOAD_TOKEN"]
GRID_SITE = int(os.environ["LOAD_GRID_SITE"])
FIRST_KEYWORD, KEYWORDS = (int(part) for part in os.environ["LOAD_GRID_KEYWORDS"].split(","))
SMALL_SITE = int(os.environ["LOAD_SMALL_SITE"])
CHECK = int(os.environ["LOAD_CHECK"])
_next_host = itertools.cycle(HOSTS)


class ConsoleUser(HttpUser):
    wait_time = between(0.5, 2)
    host = HOSTS[0]

    def on_start(self) -> None:
        self.client.base_url = next(_next_host)
        self.client.headers["Authorization"] = f"Bearer {TOKEN}"

    def read(self, screen: str) -> None:
        """The screen's requests, for a random page, keyword and filter, under the screen's name."""
        keyword = random.randrange(KEYWORDS)
        reads = screen_reads(GRID_SITE, CHECK, page=random.randint(1, KEYWORDS // PER_PAGE),
                             keyword_id=FIRST_KEYWORD + keyword, text=f"keyword {keyword}")
        for path, params in reads[screen]:
            with self.client.get(f"/api{path}", params=params, name=screen, catch_response=True) as answer:
                if answer.status_code != 200:
                    answer.failure(f"{answer.status_code}: {answer.text[:200]}")

    @task(3)
    def dashboard(self) -> None:
        self.read("dashboard")

    @task(4)
    def grid_page(self) -> None:
        self.read("grid: a page")

    @task(2)
    def grid_filter(self) -> None:
        self.read("grid: filtered")

    @task(2)
    def keyword_history(self) -> None:
        self.read("keyword history")

    @task(2)
    def site_check_overview(self) -> None:
        self.read("site-check overview")

    @task(1)
    def update_rankings(self) -> None:
        with self.client.post(f"/api/sites/{SMALL_SITE}/ranking_update", name="start: ranking update",
                              catch_response=True) as answer:
            if answer.status_code not in (200, 202):
                answer.failure(f"{answer.status_code}: {answer.text[:200]}")

    @task(1)
    def start_site_check(self) -> None:
        with self.client.post(f"/api/sites/{SMALL_SITE}/site_checks", json={"max_pages": 10},
                              name="start: site check", catch_response=True) as answer:
            # one check runs at a time per project: a user who starts one while another runs is told so (409)
            if answer.status_code == 202 or (answer.status_code == 409
                                             and answer.json().get("code") == "site_check.running"):
                answer.success()
            else:
                answer.failure(f"{answer.status_code}: {answer.text[:200]}")
