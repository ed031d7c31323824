"""Every area's router, collected in one place."""

from fastapi import APIRouter

from api.meta.routes import router as meta_router

api_router = APIRouter()
api_router.include_router(meta_router)
