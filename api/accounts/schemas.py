"""Request and response bodies of the accounts API.

Request fields are plain text: the rules (and their localized messages) live in the service, so
``ranklens createuser`` and the API give the same answers.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from api.google.schemas import GoogleAppsOut
from api.plans.schemas import FeatureAccessOut


class RegisterIn(BaseModel):
    email: str
    password: str
    force_login: bool = Field(False, description="Accepted for the console; a sign-in always replaces "
                                                 "the older session (single active session).")
    referral_code: str | None = None
    recaptcha: str | None = Field(None, description="reCAPTCHA v3 token for action `register`")
    industry_type: str | None = None
    screen: str | None = Field(None, description="Screen size as WIDTHxHEIGHT")
    language: str | None = Field(None, description="zh-TW, zh-CN, en or ja; default: the request's locale")


class LoginIn(BaseModel):
    email: str
    password: str
    force_login: bool = Field(False, description="Accepted for the console; a sign-in always replaces "
                                                 "the older session (single active session).")
    recaptcha: str | None = Field(None, description="reCAPTCHA v3 token for action `login`")
    screen: str | None = None


class PlanOut(BaseModel):
    id: int
    key: str | None
    names: dict[str, str]


class SubscriptionOut(BaseModel, extra="allow"):
    """Plan, dates, ``{feature}_limitation`` values and ``{feature}_count``/``_called_count`` counters."""

    plan_id: int | None
    plan: PlanOut | None
    status: str
    end_date: datetime | None
    limitation: dict[str, int]
    features: dict[str, FeatureAccessOut] = Field(
        default_factory=dict, description="each feature's access as the server decides it (limits and gating)")


class ImpersonationOut(BaseModel):
    admin_email: str
    expires_at: datetime


class UserOut(BaseModel):
    id: int
    email: str
    name: str | None
    title: str | None
    phone: str | None
    country: str | None
    industry: str | None
    language: str
    role: str
    email_verified_at: datetime | None
    email_verified: bool
    profile_completed: bool
    referral_code: str
    trial_code: str | None
    google_linked: bool
    created_at: datetime
    subscription: SubscriptionOut
    google_apps: GoogleAppsOut | None = Field(None, description="with ?google_apps_profile=1: each Google "
                                                                "purpose's state")
    impersonation: ImpersonationOut | None = Field(None, description="GET /me in an admin's view as this user")


class AuthOut(BaseModel):
    api_token: str
    csrf_token: str
    user: UserOut


class ProfileFields(BaseModel):
    name: str | None = None
    title: str | None = Field(None, description="Position key (see /constants positions)")
    phone: str | None = None
    country: str | None = Field(None, description="One of the 15 country codes")
    industry: str | None = Field(None, description="Industry key (see /constants industries)")


class ProfileIn(ProfileFields):
    trial_code: str | None = None


class MeUpdate(ProfileFields):
    language: str | None = None


class PasswordChangeIn(BaseModel):
    current_password: str | None = Field(None, description="Required when the account has a password")
    password: str
    password_confirmation: str


class TrialCodeIn(BaseModel):
    code: str


class EmailIn(BaseModel):
    email: str


class LinkTokenIn(BaseModel):
    token: str


class ResetPasswordIn(BaseModel):
    token: str
    password: str
    password_confirmation: str


class VerifiedOut(BaseModel):
    email: str
    email_verified: bool


class TokenIn(BaseModel):
    name: str
    expires_at: datetime | None = Field(None, description="null: the token never expires")


class TokenOut(BaseModel):
    id: int
    name: str
    prefix: str
    created_at: datetime
    expires_at: datetime | None
    expired: bool
    last_used_at: datetime | None


class TokenCreated(TokenOut):
    token: str = Field(description="The token itself; shown only in this response")


class TokenList(BaseModel):
    data: list[TokenOut]
