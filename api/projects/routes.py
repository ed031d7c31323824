"""Projects API: thin routes over the projects modules (sites, competitors, keywords, tags, recipients, share,
members)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, status

from api.core.pagination import DEFAULT_PER_PAGE, DataList, Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.projects import access, competitors, keywords, members, recipients, share, sites, tags
from api.projects.schemas import (
    CategoryIn,
    CategoryOut,
    CompetitorOut,
    CompetitorsAdd,
    DeletedOut,
    InvitationAccept,
    InvitationAccepted,
    InvitationOut,
    InvitationSent,
    KeywordIds,
    KeywordOut,
    KeywordPage,
    KeywordsAdd,
    KeywordUpdate,
    MemberIn,
    MemberOut,
    MemberUpdate,
    RecipientsIn,
    RecipientsOut,
    ShareIn,
    ShareOut,
    SiteBrief,
    SiteCreate,
    SiteOut,
    SiteUpdate,
)
from api.rankings.schemas import KeywordRankQuery

router = APIRouter(tags=["projects"])


# --- sites ----------------------------------------------------------------------------------------


@router.get("/sites", response_model=Page[SiteOut] | DataList[SiteBrief])
def get_sites(
    request: Request,
    db: DbSession,
    user: CurrentUser,
    page: PageNumber = 1,
    per_page: PerPage = DEFAULT_PER_PAGE,
    all: Annotated[
        bool, Query(description="1: every project as {id, name, url, domain}, unpaginated")
    ] = False,
    name: Annotated[str | None, Query(alias="filter[name]")] = None,
    url: Annotated[str | None, Query(alias="filter[url]")] = None,
    append: Annotated[str | None, Query(description="info (the default); another name is 422 project.append_unknown")]
    = None,
) -> dict:
    if all:
        return {"data": [SiteBrief.model_validate(site) for site in sites.all_sites(db, user)]}
    return sites.list_sites(
        db, user, name=name, url=url, page=page, per_page=per_page, path=page_path(request), append=append
    )


@router.post("/sites", response_model=SiteOut, status_code=status.HTTP_201_CREATED)
def create_site(body: SiteCreate, db: DbSession, user: CurrentUser) -> dict:
    return sites.site_payload(db, user, sites.create_site(db, user, body))


@router.get("/sites/{site_id}", response_model=SiteOut)
def get_site(
    site_id: RowId,
    db: DbSession,
    user: CurrentUser,
    append: Annotated[
        str | None, Query(description="comma-separated sections: google_statistics, important_keywords, seo_optimization; "
                                "an unknown one is 422 project.append_unknown")
    ] = None,
) -> dict:
    return sites.site_payload(db, user, access.site_for(db, user, site_id), append)


@router.patch("/sites/{site_id}", response_model=SiteOut)
def update_site(site_id: RowId, body: SiteUpdate, db: DbSession, user: CurrentUser) -> dict:
    return sites.site_payload(db, user, sites.update_site(db, user, site_id, body))


@router.delete("/sites/{site_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_site(site_id: RowId, db: DbSession, user: CurrentUser) -> None:
    sites.delete_site(db, user, site_id)


# --- competitors ----------------------------------------------------------------------------------


@router.get("/sites/{site_id}/competitors", response_model=DataList[CompetitorOut])
def get_competitors(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return {"data": [CompetitorOut.model_validate(c) for c in competitors.list_competitors(db, user, site_id)]}


@router.post(
    "/sites/{site_id}/batch_add_competitors",
    response_model=DataList[CompetitorOut],
    status_code=status.HTTP_201_CREATED,
)
def add_competitors(site_id: RowId, body: CompetitorsAdd, db: DbSession, user: CurrentUser) -> dict:
    added = competitors.add_competitors(db, user, site_id, body.competitors)
    return {"data": [CompetitorOut.model_validate(c) for c in added]}


@router.delete("/competitors/{competitor_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_competitor(competitor_id: RowId, db: DbSession, user: CurrentUser) -> None:
    competitors.delete_competitor(db, user, competitor_id)


# --- keywords -------------------------------------------------------------------------------------


@router.get("/sites/{site_id}/keywords", response_model=KeywordPage)
def get_keywords(
    site_id: RowId,
    request: Request,
    db: DbSession,
    user: CurrentUser,
    ranking: Annotated[KeywordRankQuery, Depends()],
    page: PageNumber = 1,
    per_page: PerPage = DEFAULT_PER_PAGE,
    text: Annotated[str | None, Query(alias="filter[text]")] = None,
    category_id: Annotated[RowId | None, Query(alias="filter[category_id]")] = None,
    pinned: Annotated[bool | None, Query(alias="filter[pinned]")] = None,
) -> dict:
    return keywords.list_keywords(
        db,
        user,
        site_id,
        text=text,
        category_id=category_id,
        pinned=pinned,
        page=page,
        per_page=per_page,
        path=page_path(request),
        ranking=ranking,
    )


@router.post(
    "/sites/{site_id}/batch_keywords",
    response_model=DataList[KeywordOut],
    status_code=status.HTTP_201_CREATED,
)
def add_keywords(site_id: RowId, body: KeywordsAdd, db: DbSession, user: CurrentUser) -> dict:
    return {"data": [KeywordOut.model_validate(k) for k in keywords.add_keywords(db, user, site_id, body)]}


@router.post("/sites/{site_id}/keywords/batch_delete", response_model=DeletedOut)
def delete_keywords(site_id: RowId, body: KeywordIds, db: DbSession, user: CurrentUser) -> dict:
    return {"deleted": keywords.delete_keywords(db, user, site_id, body.keyword_ids)}


@router.patch("/keywords/{keyword_id}", response_model=KeywordOut)
def update_keyword(keyword_id: RowId, body: KeywordUpdate, db: DbSession, user: CurrentUser) -> KeywordOut:
    return KeywordOut.model_validate(keywords.update_keyword(db, user, keyword_id, body))


@router.delete("/keywords/{keyword_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_keyword(keyword_id: RowId, db: DbSession, user: CurrentUser) -> None:
    keywords.delete_keyword(db, user, keyword_id)


# --- keyword categories (tags) --------------------------------------------------------------------


@router.get("/sites/{site_id}/keyword_categories", response_model=DataList[CategoryOut])
def get_categories(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return {"data": tags.list_categories(db, user, site_id)}


@router.post(
    "/sites/{site_id}/keyword_categories", response_model=CategoryOut, status_code=status.HTTP_201_CREATED
)
def create_category(site_id: RowId, body: CategoryIn, db: DbSession, user: CurrentUser) -> dict:
    return tags.create_category(db, user, site_id, body.name)


@router.patch("/keyword_categories/{category_id}", response_model=CategoryOut)
def rename_category(category_id: RowId, body: CategoryIn, db: DbSession, user: CurrentUser) -> dict:
    return tags.rename_category(db, user, category_id, body.name)


@router.delete("/keyword_categories/{category_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_category(category_id: RowId, db: DbSession, user: CurrentUser) -> None:
    tags.delete_category(db, user, category_id)


@router.post("/sites/{site_id}/batch_attach_keyword_categories/{category_id}", response_model=CategoryOut)
def attach_category(
    site_id: RowId, category_id: RowId, body: KeywordIds, db: DbSession, user: CurrentUser
) -> dict:
    return tags.attach_category(db, user, site_id, category_id, body.keyword_ids)


@router.delete("/sites/{site_id}/batch_detach_keyword_categories/{category_id}", response_model=CategoryOut)
def detach_category(
    site_id: RowId, category_id: RowId, body: KeywordIds, db: DbSession, user: CurrentUser
) -> dict:
    return tags.detach_category(db, user, site_id, category_id, body.keyword_ids)


# --- report recipients ----------------------------------------------------------------------------


@router.get("/sites/{site_id}/recipients", response_model=RecipientsOut)
def get_recipients(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return recipients.get_recipients(db, user, site_id)


@router.put("/sites/{site_id}/recipients", response_model=RecipientsOut)
def set_recipients(site_id: RowId, body: RecipientsIn, db: DbSession, user: CurrentUser) -> dict:
    return recipients.set_recipients(db, user, site_id, body.emails)


# --- share ----------------------------------------------------------------------------------------


@router.post("/sites/{site_id}/share", response_model=ShareOut)
def share_site(site_id: RowId, body: ShareIn, db: DbSession, user: CurrentUser) -> dict:
    return share.share_site(db, user, site_id, body.share_password)


@router.delete("/sites/{site_id}/share", status_code=status.HTTP_204_NO_CONTENT)
def unshare_site(site_id: RowId, db: DbSession, user: CurrentUser) -> None:
    share.unshare_site(db, user, site_id)


# --- members --------------------------------------------------------------------------------------


@router.get("/sites/{site_id}/members", response_model=DataList[MemberOut])
def get_members(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return {"data": members.list_members(db, user, site_id)}


@router.post(
    "/sites/{site_id}/members", response_model=InvitationSent, status_code=status.HTTP_202_ACCEPTED
)
def invite_member(site_id: RowId, body: MemberIn, db: DbSession, user: CurrentUser) -> dict:
    """Mails the address a link to join; the same answer whether or not it has an account."""
    return members.invite_member(db, user, site_id, body.email, body.role)


@router.get("/sites/{site_id}/members/invitations", response_model=DataList[InvitationOut])
def get_invitations(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return {"data": members.list_invitations(db, user, site_id)}


@router.delete(
    "/sites/{site_id}/members/invitations/{invitation_id}", status_code=status.HTTP_204_NO_CONTENT
)
def revoke_invitation(site_id: RowId, invitation_id: RowId, db: DbSession, user: CurrentUser) -> None:
    members.revoke_invitation(db, user, site_id, invitation_id)


@router.post("/invitations/accept", response_model=InvitationAccepted)
def accept_invitation(body: InvitationAccept, db: DbSession, user: CurrentUser) -> dict:
    """Joins the project of a mailed invitation, when it was sent to the signed-in account's address."""
    return members.accept_invitation(db, user, body.token)


@router.patch("/sites/{site_id}/members/{member_id}", response_model=MemberOut)
def change_member_role(
    site_id: RowId, member_id: RowId, body: MemberUpdate, db: DbSession, user: CurrentUser
) -> dict:
    return members.change_member_role(db, user, site_id, member_id, body.role)


@router.delete("/sites/{site_id}/members/{member_id}", status_code=status.HTTP_204_NO_CONTENT)
def remove_member(site_id: RowId, member_id: RowId, db: DbSession, user: CurrentUser) -> None:
    members.remove_member(db, user, site_id, member_id)
