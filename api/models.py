"""Imports every area's models so that metadata (Alembic, tests) sees all tables."""

# Each import registers its area's tables on Base.metadata.
import api.accounts.models
import api.admin.models
import api.audits.models
import api.billing.models
import api.cms.models
import api.google.models
import api.history.models
import api.indexing.models
import api.line.models
import api.links.models
import api.meta.models
import api.operations.models
import api.page_audits.models
import api.plans.models
import api.projects.models
import api.rankings.models
import api.reports.models
import api.research.models
import api.support.models
import api.writers.ai.models
import api.writers.models
import api.writers.scoring.models  # noqa: F401  (imported for their tables)
from api.core.db import Base

__all__ = ["Base"]
