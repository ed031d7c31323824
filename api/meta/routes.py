from fastapi import APIRouter

from api.core.config import APP_VERSION

router = APIRouter(tags=["meta"])


@router.get("/health")
def health() -> dict:
    return {"status": "ok", "version": APP_VERSION}
