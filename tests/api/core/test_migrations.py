from api.core.migrate import check


def test_the_migrations_create_exactly_the_models_tables(migrated):
    # Raises when a model changed without its migration (run scripts/regen-initial-migration.sh).
    check(migrated)
