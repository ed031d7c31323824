"""Response shapes of /constants and /news_tickers."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Option(BaseModel):
    value: str
    label: str


class Country(BaseModel):
    id: int
    name: str = Field(description="English name: stable, and a search key in every interface language")
    label: str = Field(description="name in the request's language, for display")
    value: str = Field(description="ISO 3166-1 alpha-2 code")
    flag: str = Field(description="emoji flag (regional indicator symbols)")


class Constants(BaseModel):
    countries: list[Country]
    languages: list[Option] = Field(description="interface languages, each labelled in its own language")
    positions: list[Option]
    industries: list[Option]
    recaptcha_site_key: str | None = Field(
        description="reCAPTCHA v3 site key: the console gets a token for actions login and register before "
                    "POST /login and /register; null when the bot check is off")


class NewsTicker(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    bold_content: str
    content: str
    status: int
    btn_url: str | None
    btn_text: str | None
