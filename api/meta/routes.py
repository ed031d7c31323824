from fastapi import APIRouter, Depends, Request

from api.core.config import APP_VERSION
from api.core.errors import request_locale
from api.core.pagination import DataList
from api.deps import DbSession, optional_auth
from api.meta import news, service
from api.meta.schemas import Constants, NewsTicker

router = APIRouter(tags=["meta"])


@router.get("/health")
def health() -> dict:
    return {"status": "ok", "version": APP_VERSION}


# Public, but a signed-in caller's language is the fallback locale (optional_auth records it).
@router.get("/constants", response_model=Constants, dependencies=[Depends(optional_auth)])
def constants(request: Request) -> dict:
    return service.constants(request_locale(request))


@router.get("/news_tickers", response_model=DataList[NewsTicker], dependencies=[Depends(optional_auth)])
def news_tickers(request: Request, db: DbSession) -> dict:
    """What the reader sees now, in their language (zh-TW's text where an announcement has none in it)."""
    return {"data": news.shown(db, request_locale(request))}
