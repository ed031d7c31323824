"""Request and response bodies of the Google API (SPEC §7 /google_apps*, /webmaster/sites, /login/google)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class GoogleAppIn(BaseModel):
    code: str
    redirect_uri: str
    purpose: str = Field(description="analytics, webmaster or indexing; anything else is refused (422)")


class GoogleAppOut(BaseModel):
    state: Literal["authorized", "not_authorized", "expired"]
    google_email: str | None


class GoogleAppsOut(BaseModel):
    analytics: GoogleAppOut
    webmaster: GoogleAppOut
    indexing: GoogleAppOut


class GoogleConfigOut(BaseModel):
    configured: bool = Field(description="false: the console hides every Google button")
    client_id: str | None
    auth_url: str
    scopes: dict[str, str] = Field(description="each purpose's scopes, space-separated, for the consent popup")


class PropertyOption(BaseModel):
    label: str
    value: str = Field(description='a GA4 property, "properties/123"')


class AccountOption(BaseModel):
    label: str
    value: str = Field(description='a GA account, "accounts/45"')
    children: list[PropertyOption]


class GaPropertiesOut(BaseModel):
    data: list[AccountOption]
    nextIndex: str | None = Field(description="the index of the next page; null on the last")


class WebmasterSiteOut(BaseModel):
    siteUrl: str
    exist: bool = Field(description="already the Search Console site of one of your projects")


class SignInStartOut(BaseModel):
    url: str = Field(description="Google's sign-in screen; it comes back to redirect_uri with code and state")


class GoogleSignInIn(BaseModel):
    code: str
    redirect_uri: str
    state: str


class LinkNeededOut(BaseModel):
    link_required: Literal[True] = True
    email: str = Field(description="the existing account with the Google account's address")
    link_token: str = Field(description="sent back with that account's password to POST /login/google/link")


class GoogleLinkIn(BaseModel):
    link_token: str
    password: str


class GoogleLinkMailIn(BaseModel):
    link_token: str


class GoogleLinkConfirmIn(BaseModel):
    token: str = Field(description="the token of the mailed /google/link link")
