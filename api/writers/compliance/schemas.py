"""The sensitive-word check's request and answer bodies."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.plans.schemas import FeatureAccessOut


class Names(BaseModel):
    zh_TW: str = Field(alias="zh-TW")
    zh_CN: str = Field(alias="zh-CN")
    en: str
    ja: str


class SubCategoryOut(BaseModel):
    id: str
    names: Names


class MainCategoryOut(BaseModel):
    id: str
    region: Literal["TW", "JP", "GENERAL"]
    names: Names
    subs: list[SubCategoryOut]


class CategoriesOut(BaseModel):
    data: list[MainCategoryOut]
    max_sub_categories: int = Field(description="SPEC §5: at most this many sub-categories per check")
    max_chars: int = Field(description="the per-check cap on the document's plain-text characters")


class ComplyIn(BaseModel):
    html: str = Field(description="the document's HTML; the check reads its plain text (analytics.writers.text)")
    main_categories: list[str] = Field(description="at least one main category id")
    sub_categories: list[str] = Field(default_factory=list,
                                      description="at most 6 sub-category ids of the chosen main categories; "
                                                  "none checks every sub-category of them")


class FindingOut(BaseModel):
    match: str
    occurrence: int = Field(description="the n-th (0-based) occurrence of match in the plain text")
    start: int = Field(description="offset in the plain text (code points)")
    end: int
    category: str = Field(description="the sub-category id")
    main_category: str
    law: str
    rule: str
    why: str
    severity: Literal["forbidden", "substantiate", "risk"] = Field(
        description="forbidden by law; lawful only with proof; judged on the whole ad")
    alternative: str | None = Field(description="a compliant wording where the lists give one")
    unverified: bool = Field(description="the source list marks the item UNVERIFIED")
    source: Literal["rules", "ai"] = Field(
        default="rules", description="rules: the lists' words and patterns; ai: the semantic review by the model "
                                     "(to be confirmed by a person)")


class WarningOut(BaseModel):
    code: str
    message: str
    tags: list[str] = Field(default_factory=list)


class ComplyOut(BaseModel):
    text: str = Field(description="the plain text the offsets index")
    findings: list[FindingOut]
    warnings: list[WarningOut]
    usage: FeatureAccessOut
