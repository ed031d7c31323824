# RankLens: `make run` installs and starts everything on the embedded defaults;
# `make test` installs and runs every test. Both need only Python 3.11+ and Node 20.
SHELL := /bin/bash
.DEFAULT_GOAL := run
UV := $(shell command -v uv 2>/dev/null || echo "python3 -m uv")
CONSOLE_SOURCES := $(shell find console/src console/build console/index.html console/public console/vite.config.ts console/tsconfig.json -type f 2>/dev/null) $(shell find api -name messages.json)
HOST ?= 127.0.0.1
PORT ?= 8000
# pytest processes (pytest-xdist; a test file stays in one process); 0 runs the suite in this process.
TEST_WORKERS ?= 2

.PHONY: install run test test-python test-console e2e lint clean bench

install: .venv/.installed node_modules/.installed console/dist/index.html

.venv/.installed: pyproject.toml uv.lock
	@python3 -m uv --version >/dev/null 2>&1 || command -v uv >/dev/null 2>&1 || python3 -m pip install --quiet --user uv || python3 -m pip install --quiet uv
	$(UV) sync --frozen
	@touch $@

node_modules/.installed: package.json package-lock.json console/package.json
	npm ci --no-audit --no-fund
	@touch $@

# the build reads the API's OpenAPI schema in the Python environment (console/build/api-schema.mjs)
console/dist/index.html: .venv/.installed node_modules/.installed $(CONSOLE_SOURCES) $(wildcard api/*/schemas.py api/*/routes.py)
	npm run build

run: install
	@bash scripts/ensure-chromium.sh --optional
	$(UV) run ranklens up --host $(HOST) --port $(PORT)

test: install
	@bash scripts/ensure-chromium.sh
	$(UV) run pytest -n $(TEST_WORKERS) --dist loadfile --durations=25; status=$$?; [ $$status -eq 0 ] || [ $$status -eq 5 ] || exit $$status
	npm test

# The benchmarks against their peers, at a size that proves they run (minutes, not hours); the bench
# dependency group (WebSearcher, advertools, BeautifulSoup) is installed here only. Full-size
# runs and the other benches: see the README's performance section.
bench: .venv/.installed
	$(UV) sync --group bench
	$(UV) run --group bench python bench/serp_parse.py --rounds 5
	$(UV) run --group bench python bench/rankings_queries.py --keywords 200 --days 90 --runs 30
	$(UV) run --group bench python bench/site_audit.py --pages 2000 --large 0

lint:
	$(UV) run ruff check api analytics crawler tests bench
	npm run typecheck

clean:
	rm -rf .venv node_modules console/node_modules console/dist data
