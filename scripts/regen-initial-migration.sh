#!/usr/bin/env bash
# Before the first release the schema is one migration; regenerate it from the models.
# Once a release is out, add new revisions with `uv run alembic revision --autogenerate` instead.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f api/migrations/versions/0001_*.py
tmp=$(mktemp -d)
RANKLENS_DATABASE_URL="sqlite:///$tmp/empty.sqlite3" uv run alembic revision --autogenerate \
  --rev-id 0001 -m "initial schema" >/dev/null
rm -rf "$tmp"
uv run ruff check -q --fix --select I api/migrations/versions/ 2>/dev/null || true
uv run ruff format -q api/migrations/versions/ 2>/dev/null || true
echo "regenerated: $(ls api/migrations/versions/0001_*.py)"
