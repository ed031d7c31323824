"""The FastAPI application: the API under /api and the built console at /."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from api.core.config import APP_VERSION, get_settings
from api.core.errors import document_error_body, install_error_handlers
from api.core.hosts import TrustedHosts
from api.links.bot_page import router as bot_page_router
from api.router import api_router
from api.spa import mount_console
from api.writers import collab


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    app.state.collab_rooms = collab.CollabRooms()  # the SEO writer's co-editing rooms, saved when the server stops
    async with app.state.collab_rooms.running():
        yield


def create_app() -> FastAPI:
    settings = get_settings()
    # Refuse to start with an unsafe or missing key (SecretKeyError), not at the first signed link.
    _ = settings.secret_key
    app = FastAPI(
        title="RankLens API",
        version=APP_VERSION,
        description="Keyword rankings, site audits and keyword research for Taiwan and Japan.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
        lifespan=lifespan,
    )
    install_error_handlers(app)
    app.add_middleware(TrustedHosts, settings=settings)
    document_error_body(app)
    app.include_router(api_router, prefix="/api")
    app.include_router(bot_page_router)  # /bot, public: before the console's catch-all route
    mount_console(app, settings)
    if settings.forwarded_allow_ips:
        # Here rather than in uvicorn's options (api/cli.py turns those off): the app is then the one
        # place that decides who the client is, for every server it runs under and for TestClient.
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.forwarded_allow_ips)
    return app
