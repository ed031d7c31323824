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


class ProjectRules(BaseModel):
    """SPEC §5's limits as api/projects/validation.py applies them; the server's field errors stay the
    authority (the console checks only what these values let it check cheaply)."""

    host_max_length: int
    suffix_max_with_protocol: int = Field(description="longest top-level label of a URL typed with http(s)://")
    suffix_max_without_protocol: int = Field(description="longest top-level label of a bare domain")
    url_max_length: int
    keyword_max_length: int
    forbidden_keyword_chars: str = Field(description="each character is forbidden in a keyword")
    name_max_length: int
    category_name_max_length: int
    listed_words: int = Field(description="how many offending keywords a message names before \"…\"")
    allow_private_hosts: bool = Field(description="localhost and IP literals may be project URLs")


class ToolLimits(BaseModel):
    """The tools' input limits as api/tools applies them (the console shows them while the user types)."""

    text_max_chars: int
    list_max_lines: int
    line_max_chars: int
    seed_max_chars: int
    on_page_max_keywords: int


class Constants(BaseModel):
    countries: list[Country]
    languages: list[Option] = Field(description="interface languages, each labelled in its own language")
    positions: list[Option]
    industries: list[Option]
    recaptcha_site_key: str | None = Field(
        description="reCAPTCHA v3 site key: the console gets a token for actions login and register before "
                    "POST /login and /register; null when the bot check is off")
    project_rules: ProjectRules
    tool_limits: ToolLimits


class NewsTicker(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    bold_content: str
    content: str
    status: int
    btn_url: str | None
    btn_text: str | None
