"""SPEC §5's rules for projects, keywords, competitors and recipients, as pure functions.

Single-value rules return the cleaned value or raise ``RuleError`` (a message code and its
parameters); form rules return ``(values, field_errors)`` so a caller can report every problem of a
multi-step form at once. Texts live in ``api/projects/messages.json``.
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import idna
from email_validator import EmailNotValidError, validate_email

from api.core.errors import FieldError

HOST_MAX_LENGTH = 256
SUFFIX_MAX_WITH_PROTOCOL = 20
SUFFIX_MAX_WITHOUT_PROTOCOL = 6
URL_MAX_LENGTH = 300  # the sites and competitors url columns
KEYWORD_MAX_LENGTH = 200  # the keywords.text column
FORBIDDEN_KEYWORD_CHARS = "<>%\\/$'\""
NAME_MAX_LENGTH = 100
CATEGORY_NAME_MAX_LENGTH = 50
LISTED_WORDS = 10  # how many offending keywords a message names before "…"

# A scheme ("https://"), typed with ASCII or full-width punctuation.
_SCHEME = re.compile(r"^([^\s:/：／]+)[:：][/／]{2}")
_AUTHORITY_END = re.compile(r"[/／?？#＃]")
_PORT = re.compile(r":(\d{1,5})$")
_FULL_WIDTH_PATH_START = {"／": "/", "？": "?", "＃": "#"}
_GA_ID = re.compile(r"(ga:|properties/)\d{1,20}")


class RuleError(ValueError):
    """A broken rule: ``code`` names its message, ``params`` fill the message's placeholders."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def at(self, field: str) -> FieldError:
        return FieldError(field, self.code, self.params)


@dataclass(frozen=True)
class ParsedUrl:
    url: str  # lowercase scheme and host, no trailing slash, path kept as typed
    host: str  # lowercase, internationalized labels in Unicode (中文.tw, not xn--fiq228c.tw)
    domain: str  # the host without a leading "www.": what comparisons use
    path: str  # "" or "/…" (with query), no trailing slash
    port: str = ""  # ":8080" as typed, or ""

    @property
    def key(self) -> str:
        """What makes two project URLs the same project: domain, port and path, whatever the scheme (two
        sites on one machine differ by their port)."""
        return self.domain + self.port + self.path


def rules_document(*, allow_private: bool) -> dict:
    """The rules above as data, for the console (GET /constants ``project_rules``): it checks what it
    cheaply can from these values and leaves the rest (IDNA, e-mail syntax) to this module's field
    errors, so the rules live here only."""
    return {
        "host_max_length": HOST_MAX_LENGTH,
        "suffix_max_with_protocol": SUFFIX_MAX_WITH_PROTOCOL,
        "suffix_max_without_protocol": SUFFIX_MAX_WITHOUT_PROTOCOL,
        "url_max_length": URL_MAX_LENGTH,
        "keyword_max_length": KEYWORD_MAX_LENGTH,
        "forbidden_keyword_chars": FORBIDDEN_KEYWORD_CHARS,
        "name_max_length": NAME_MAX_LENGTH,
        "category_name_max_length": CATEGORY_NAME_MAX_LENGTH,
        "listed_words": LISTED_WORDS,
        "allow_private_hosts": allow_private,
    }


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def _host(text: str, code: str, suffix_max: int) -> str:
    """Validates a host name and returns it lowercase with Unicode labels (IDNA/UTS #46)."""
    try:
        mapped = idna.uts46_remap(text, std3_rules=True, transitional=False)
        labels = mapped.split(".")
        if len(labels) < 2 or not all(labels) or len(mapped) > HOST_MAX_LENGTH:
            raise RuleError(code)
        # alabel checks each label (length, hyphens, allowed code points); ulabel decodes xn--.
        unicode_labels = [idna.ulabel(idna.alabel(label)) for label in labels]
    except (idna.IDNAError, UnicodeError) as exc:
        raise RuleError(code) from exc
    suffix = unicode_labels[-1]
    if not (2 <= len(suffix) <= suffix_max and suffix.isalpha()):
        raise RuleError(code)
    return ".".join(unicode_labels)


def local_host(text: str) -> str | None:
    """``localhost`` (or a name under it) or an IP literal (``127.0.0.1``, ``[::1]``), lowercase; None
    for any other host. Such hosts break the host rule (no alphabetic suffix) yet name a machine of
    one's own, which a deployment that crawls private addresses lets a user audit."""
    host = text.strip().lower()
    if host == "localhost" or host.endswith(".localhost"):
        return host
    try:
        address = ipaddress.ip_address(host[1:-1] if host.startswith("[") and host.endswith("]") else host)
    except ValueError:
        return None
    return f"[{address.compressed}]" if address.version == 6 else address.compressed


def parse_url(value: str, *, require_protocol: bool, allow_private: bool = False) -> ParsedUrl:
    """SPEC §5's URL rule.

    With ``require_protocol`` the value must start with http:// or https:// ("please enter a
    correct URL", suffix up to 20 characters); without it the scheme may be left out and https is
    assumed ("please enter a correct domain", suffix up to 6). The host is up to 256 characters,
    needs a dot and an alphabetic suffix, and may be internationalized or typed in full-width
    characters. A port and a path are kept.

    With ``allow_private`` (the deployment crawls private addresses: RANKLENS_CRAWL_ALLOW_PRIVATE)
    ``localhost`` and IP literals are hosts too; without it they are "project.url_private", which
    says why rather than "not a correct URL".
    """
    code = "project.url_invalid" if require_protocol else "project.domain_invalid"
    suffix_max = SUFFIX_MAX_WITH_PROTOCOL if require_protocol else SUFFIX_MAX_WITHOUT_PROTOCOL
    raw = value.strip()
    if not raw:
        raise RuleError("validation.required")
    scheme_match = _SCHEME.match(raw)
    if scheme_match:
        scheme = _nfkc(scheme_match.group(1)).lower()
        if scheme not in ("http", "https"):
            raise RuleError(code)
        rest = raw[scheme_match.end() :]
    elif require_protocol:
        raise RuleError(code)
    else:
        scheme, rest = "https", raw
    cut = _AUTHORITY_END.search(rest)
    authority, path = (rest[: cut.start()], rest[cut.start() :]) if cut else (rest, "")
    authority = _nfkc(authority)
    port_match = _PORT.search(authority)
    port = port_match.group(0) if port_match else ""
    host_text = authority[: len(authority) - len(port)]
    if (local := local_host(host_text)) is not None:
        if not allow_private:
            raise RuleError("project.url_private")
        host = local
    else:
        host = _host(host_text, code, suffix_max)
    if path[:1] in _FULL_WIDTH_PATH_START:
        path = _FULL_WIDTH_PATH_START[path[0]] + path[1:]
    if any(ch.isspace() or not ch.isprintable() for ch in path):
        raise RuleError(code)
    path = path.rstrip("/")
    url = f"{scheme}://{host}{port}{path}"
    if len(url) > URL_MAX_LENGTH:
        raise RuleError("validation.too_long")
    labels = host.split(".")
    domain = ".".join(labels[1:]) if labels[0] == "www" and len(labels) > 2 else host
    return ParsedUrl(url=url, host=host, domain=domain, path=path, port=port)


def no_repeat_val(value: str, values: Iterable[str]) -> bool:
    """SPEC noRepeatVal: the value, ignoring a trailing slash, matches none of ``values``."""
    key = value.rstrip("/")
    return all(other.rstrip("/") != key for other in values)


def not_equal(value: str, other: str) -> bool:
    """SPEC not_equal: the value differs from ``other``, ignoring a trailing slash and whitespace."""
    return no_repeat_val(value.strip(), [other.strip()])


def one_line(text: str) -> str:
    """Text as one line: runs of whitespace (tabs, newlines, ideographic spaces) become one space and
    other control characters (NUL and the like, which no column may store) are dropped."""
    return "".join(ch for ch in " ".join(text.split()) if unicodedata.category(ch) != "Cc")


def text_value(value: str | None, max_length: int) -> str:
    """A required one-line text (names): cleaned by ``one_line``, counted in characters."""
    text = one_line(value or "")
    if not text:
        raise RuleError("validation.required")
    if len(text) > max_length:
        raise RuleError("validation.too_long")
    return text


def ga_id_value(value: str | None) -> str | None:
    """A Google Analytics id: "ga:<view>" (GA3) or "properties/<id>" (GA4); empty clears it."""
    text = (value or "").strip()
    if text and not _GA_ID.fullmatch(text):
        raise RuleError("validation.invalid")
    return text or None


def _listing(words: Sequence[str]) -> str:
    shown = ", ".join(words[:LISTED_WORDS])
    return shown + (" …" if len(words) > LISTED_WORDS else "")


def keyword_text(value: str) -> str:
    """One keyword as stored (and as searched for): NFKC-normalised and ``one_line``."""
    return one_line(_nfkc(value))


def split_keywords(raw: str | Sequence[str]) -> list[str]:
    """One keyword per line. Each is NFKC-normalised (full-width letters and digits become ASCII,
    half-width katakana full-width) and made ``one_line``; empty lines are dropped and repeats
    within the input (ignoring case) are kept once, first spelling first."""
    lines = raw.splitlines() if isinstance(raw, str) else [line for item in raw for line in item.splitlines()]
    keywords: list[str] = []
    seen: set[str] = set()
    for line in lines:
        keyword = keyword_text(line)
        if keyword and keyword.casefold() not in seen:
            seen.add(keyword.casefold())
            keywords.append(keyword)
    return keywords


def check_keywords(keywords: Sequence[str], tracked: Iterable[str], left_count: int) -> None:
    """SPEC §5's keyword rules on already split keywords, in the order a user fixes them:
    forbidden characters, length, already tracked ("{words} already exists"), then the allowance
    ("exceeds the number of keywords that can be added")."""
    forbidden = [word for word in keywords if any(ch in FORBIDDEN_KEYWORD_CHARS for ch in word)]
    if forbidden:
        found = [ch for ch in FORBIDDEN_KEYWORD_CHARS if any(ch in word for word in forbidden)]
        raise RuleError("project.keywords_forbidden", chars=" ".join(found), words=_listing(forbidden))
    too_long = [word for word in keywords if len(word) > KEYWORD_MAX_LENGTH]
    if too_long:
        raise RuleError("project.keywords_too_long", max=KEYWORD_MAX_LENGTH, words=_listing(too_long))
    tracked_keys = {word.casefold() for word in tracked}
    existing = [word for word in keywords if word.casefold() in tracked_keys]
    if existing:
        raise RuleError("project.keywords_exist", words=_listing(existing))
    if len(keywords) > left_count:
        raise RuleError("project.keywords_exceed", left_count=left_count)


@dataclass(frozen=True)
class CompetitorEntry:
    name: str
    url: ParsedUrl


def competitor_form(
    entries: Sequence[tuple[str | None, str]],
    site_domain: str,
    existing_domains: Iterable[str] = (),
    *,
    required: bool,
    prefix: str = "competitors",
) -> tuple[list[CompetitorEntry], list[FieldError]]:
    """SPEC's competitor form: at least one competitor when ``required``, each a correct domain
    (the scheme may be omitted), none the project's own domain ("cannot be the same as your
    site"), no domain twice, in the form or among ``existing_domains``. Names default to the domain."""
    errors: list[FieldError] = []
    if required and not entries:
        errors.append(FieldError(prefix, "project.competitor_required"))
    valid: list[CompetitorEntry] = []
    seen = list(existing_domains)
    for index, (name, url) in enumerate(entries):
        field = f"{prefix}.{index}"
        try:
            parsed = parse_url(url, require_protocol=False)
        except RuleError as exc:
            errors.append(exc.at(f"{field}.url"))
            continue
        if not not_equal(parsed.domain, site_domain):
            errors.append(FieldError(f"{field}.url", "project.same_as_site"))
            continue
        if not no_repeat_val(parsed.domain, seen):
            errors.append(FieldError(f"{field}.url", "project.duplicate.competitor"))
            continue
        seen.append(parsed.domain)
        try:
            label = text_value(name, NAME_MAX_LENGTH) if (name or "").strip() else parsed.domain
        except RuleError as exc:
            errors.append(exc.at(f"{field}.name"))
            continue
        valid.append(CompetitorEntry(label, parsed))
    return valid, errors


def email_value(value: str) -> str:
    """A correct e-mail address ("incorrect e-mail entered"), returned normalised."""
    try:
        return validate_email(value.strip(), check_deliverability=False).normalized
    except EmailNotValidError as exc:
        raise RuleError("validation.email") from exc


def recipient_form(emails: Sequence[str], prefix: str = "recipients") -> tuple[list[str], list[FieldError]]:
    """Report recipients: blank entries dropped, each a correct e-mail, none repeated (any case)."""
    valid: list[str] = []
    errors: list[FieldError] = []
    seen: set[str] = set()
    for index, raw in enumerate(emails):
        if not raw.strip():
            continue
        try:
            email = email_value(raw)
        except RuleError as exc:
            errors.append(exc.at(f"{prefix}.{index}"))
            continue
        if email.casefold() in seen:
            errors.append(FieldError(f"{prefix}.{index}", "project.duplicate.email"))
            continue
        seen.add(email.casefold())
        valid.append(email)
    return valid, errors


def target_url(value: str, site_domain: str) -> str:
    """A keyword's target URL: a correct URL on the project's domain or one of its subdomains (a local
    host only when the project is on it: the domain check confines it)."""
    parsed = parse_url(value, require_protocol=True, allow_private=True)
    if parsed.domain != site_domain and not parsed.host.endswith("." + site_domain):
        raise RuleError("project.target_url_domain", domain=site_domain)
    return parsed.url
