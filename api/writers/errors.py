"""The SEO writer's errors (codes in api/writers/messages.json)."""

from __future__ import annotations

from api.core.errors import AppError, Conflict, PermissionDenied


class VersionConflict(Conflict):
    """SPEC §8 "save content failed": the document changed since the version the edit was made on."""

    code = "writer.version_conflict"


class NotCreator(PermissionDenied):
    """SPEC §6: only a template's creator deletes it (or moves it between projects)."""

    code = "writer.not_creator"


class TooLarge(AppError):
    status_code = 413
    code = "writer.too_large"


class CoEditing(Conflict):
    """A REST save or restore while the text is co-edited through a share link (api.writers.share)."""

    code = "writer.co_editing"
