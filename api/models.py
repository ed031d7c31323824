"""Imports every area's models so that metadata (Alembic, tests) sees all tables."""

from api.accounts.models import ApiToken, LoginFailure, User, UserSession
from api.core.db import Base
from api.history.models import Operation
from api.meta.models import NewsTicker
from api.plans.models import PromoCode, Subscription, UsageCounter
from api.projects.models import (
    Competitor,
    Keyword,
    KeywordCategory,
    ReportRecipient,
    Site,
    SiteMember,
    keyword_category_links,
)
from api.rankings.models import KeywordGapExclusion, RankingSettings, SerpLease
from api.support.models import ContactRequest

__all__ = [
    "ApiToken", "Base", "Competitor", "ContactRequest", "Keyword", "KeywordCategory", "KeywordGapExclusion",
    "LoginFailure", "NewsTicker", "Operation", "PromoCode", "RankingSettings", "ReportRecipient", "SerpLease", "Site",
    "SiteMember", "Subscription", "UsageCounter", "User", "UserSession", "keyword_category_links",
]
