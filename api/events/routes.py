from fastapi import APIRouter
from fastapi.responses import StreamingResponse

from api.deps import CurrentAuth, DbSession
from api.events.service import event_stream

router = APIRouter(tags=["events"])


@router.get(
    "/event-stream",
    summary="Server-sent events",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {}},
                     "description": "Server-sent events: version, force_logout, job, ranking_drop."}},
)
async def stream(auth: CurrentAuth, db: DbSession) -> StreamingResponse:
    """The signed-in user's events (cookie or bearer session)."""
    user_id, session_id = auth.user.id, auth.session.id if auth.session else None
    db.close()  # the stream lasts as long as the page: hold no database connection for it
    return StreamingResponse(event_stream(user_id, session_id), media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
