"""Every area's router, collected in one place."""

from fastapi import APIRouter

from api.accounts.routes import router as accounts_router
from api.admin.routes import router as admin_router
from api.audits.routes import router as audits_router
from api.billing.routes import router as billing_router
from api.cms.routes import router as cms_router
from api.events.routes import router as events_router
from api.google.routes import router as google_router
from api.google.site_routes import router as google_site_router
from api.history.routes import router as history_router
from api.indexing.routes import router as indexing_router
from api.line.routes import router as line_router
from api.links.routes import router as links_router
from api.meta.routes import router as meta_router
from api.operations.routes import router as operations_router
from api.page_audits.routes import router as page_audits_router
from api.plans.routes import router as plans_router
from api.projects.routes import router as projects_router
from api.rankings.routes import router as rankings_router
from api.reports.routes import router as reports_router
from api.research.list_routes import router as keyword_lists_router
from api.research.routes import router as research_router
from api.support.routes import router as support_router
from api.tools.routes import router as tools_router
from api.writers.ai.routes import router as ai_writer_router
from api.writers.compliance.routes import router as text_comply_router
from api.writers.routes import router as writers_router
from api.writers.scoring.routes import router as content_score_router

api_router = APIRouter()
api_router.include_router(meta_router)
api_router.include_router(accounts_router)
api_router.include_router(google_router)
api_router.include_router(events_router)
# Before the projects: /sites/research/… would otherwise match /sites/{site_id}/… (a 422 on "research").
api_router.include_router(links_router)
api_router.include_router(projects_router)
api_router.include_router(rankings_router)
api_router.include_router(google_site_router)
api_router.include_router(reports_router)
api_router.include_router(research_router)
api_router.include_router(keyword_lists_router)
api_router.include_router(audits_router)
api_router.include_router(page_audits_router)
api_router.include_router(history_router)
api_router.include_router(indexing_router)
api_router.include_router(plans_router)
api_router.include_router(billing_router)
api_router.include_router(support_router)
api_router.include_router(tools_router)
api_router.include_router(operations_router)
api_router.include_router(admin_router)
api_router.include_router(line_router)
api_router.include_router(text_comply_router)
api_router.include_router(content_score_router)
api_router.include_router(cms_router)
api_router.include_router(writers_router)
api_router.include_router(ai_writer_router)
