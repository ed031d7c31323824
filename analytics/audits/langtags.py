"""Language tags: BCP 47 for ``lang`` attributes, and the stricter form search engines read in hreflang.

``hreflang`` takes an ISO 639-1 language, optionally a script (``Hant``) and an ISO 3166-1 alpha-2
region (``zh-Hant-TW``, ``ja-JP``), or ``x-default``. ``lang`` takes any well-formed BCP 47 tag,
including three-letter languages (``yue``, ``nan``) and UN M.49 regions (``es-419``).

The usual mistakes get a hint: a country code used as the language (``jp`` → ``ja``, ``tw`` → ``zh-TW``),
``en-UK`` (→ ``en-GB``), underscores (``zh_TW`` → ``zh-TW``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ISO_639_1 = frozenset(re.findall(r"[a-z]{2}", """
aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz
ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii
ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi
mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw
sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk
ur uz ve vi vo wa wo xh yi yo za zh zu
"""))

ISO_3166_1 = frozenset(re.findall(r"[A-Z]{2}", """
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV
BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES
ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE
IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY
MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU
NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM
SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE
VG VI VN VU WF WS YE YT ZA ZM ZW
"""))

# Codes people write for a language that are not one (mostly countries), and what they meant.
# (``tw``, ``kr``, ``se`` and ``br`` are real languages — Twi, Kanuri, Northern Sami, Breton — so
# they are valid and get no hint.)
_MISTAKES = {
    "jp": "ja", "cn": "zh-CN", "hk": "zh-HK", "gr": "el", "dk": "da", "cz": "cs", "ua": "uk",
    "vn": "vi", "us": "en-US", "gb": "en-GB", "iw": "he", "in": "id", "ji": "yi", "al": "sq", "rs": "sr",
}
_REGION_MISTAKES = {"UK": "GB"}

_BCP47 = re.compile(
    r"""^(?:
        (?P<language>[a-z]{2,3}(?:-[a-z]{3}){0,3})
        (?:-(?P<script>[a-z]{4}))?
        (?:-(?P<region>[a-z]{2}|[0-9]{3}))?
        (?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*
        (?:-[a-wyz0-9](?:-[a-z0-9]{2,8})+)*
        (?:-x(?:-[a-z0-9]{1,8})+)?
      | x(?:-[a-z0-9]{1,8})+
    )$""",
    re.VERBOSE,
)


@dataclass(frozen=True)
class TagCheck:
    valid: bool
    hint: str | None = None  # the code probably meant, for the evidence


def canonical_form(tag: str) -> str:
    """``zh-hant-tw`` → ``zh-Hant-TW`` (language lower, script title, region upper)."""
    parts = tag.split("-")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            out.append(part.title())
        elif len(part) == 2 and part.isalpha():
            out.append(part.upper())
        else:
            out.append(part.lower())
    return "-".join(out)


def check_lang(tag: str) -> TagCheck:
    """A ``lang``/``xml:lang`` value: a well-formed BCP 47 tag whose two-letter language and region exist."""
    value = tag.strip()
    match = _BCP47.match(value.lower())
    if not match:
        return TagCheck(False, _hint(value))
    language = match.group("language") or ""
    region = match.group("region") or ""
    if len(language) == 2 and language not in ISO_639_1 or region.isalpha() and region.upper() not in ISO_3166_1:
        return TagCheck(False, _hint(value))
    return TagCheck(True)


def check_hreflang(code: str) -> TagCheck:
    """An hreflang value: ``x-default``, or ISO 639-1 language [-script] [-ISO 3166-1 alpha-2 region]."""
    value = code.strip()
    if value.lower() == "x-default":
        return TagCheck(True)
    parts = value.split("-")
    language, rest = parts[0].lower(), parts[1:]
    if language not in ISO_639_1 or not value.isascii():
        return TagCheck(False, _hint(value))
    if rest and len(rest[0]) == 4 and rest[0].isalpha():
        rest = rest[1:]
    if len(rest) > 1 or (rest and rest[0].upper() not in ISO_3166_1):
        return TagCheck(False, _hint(value))
    return TagCheck(True)


def _hint(value: str) -> str | None:
    cleaned = value.strip().replace("_", "-")
    if not cleaned:
        return None
    parts = cleaned.split("-")
    language = parts[0].lower()
    if language in _MISTAKES:
        guess = _MISTAKES[language]
        return guess if len(parts) == 1 else canonical_form(f"{guess.split('-')[0]}-{'-'.join(parts[1:])}")
    if len(parts) >= 2 and parts[-1].upper() in _REGION_MISTAKES:
        return canonical_form("-".join([*parts[:-1], _REGION_MISTAKES[parts[-1].upper()]]))
    if cleaned != value.strip() and check_hreflang(cleaned).valid:
        return canonical_form(cleaned)
    return None
