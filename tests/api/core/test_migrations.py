from api.core.migrate import check


def test_the_migrations_create_exactly_the_models_tables(migrated):
    # Raises when a model changed without its migration (add a revision: `uv run alembic revision --autogenerate`).
    check(migrated)
