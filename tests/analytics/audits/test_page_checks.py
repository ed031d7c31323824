"""Every page check, table-driven: a clean zh-TW, ja or en page with one thing changed.

Each row names the check, the page's language, whether the check must fire, and the change. The
clean pages themselves get no findings at all, which is every check's negative case at once; the
negative rows here are the near misses (a Japanese title that would be "too short" by the Latin
reading, a page that is thin only if counted by spaces, a link text vague only in another language).
"""

import pytest

from analytics.audits.catalogue import BY_ID, PAGE_CHECKS, Finding, audit_page
from analytics.audits.facts import (
    FormFacts,
    HreflangLink,
    ImageFacts,
    LabVitals,
    LinkFacts,
    Redirect,
    ResourceFacts,
    StructuredData,
    Timings,
)
from tests.analytics.audits.builders import ALTERNATES, CONTENT, HTML_HEADERS, clean_page, page, variant

EN, ZH, JA = "en", "zh-TW", "ja"
URL = {language: content["url"] for language, content in CONTENT.items()}


def without(pairs, key):
    return tuple(pair for pair in pairs if pair[0].lower() != key.lower())


def headers(drop=(), add=()):
    kept = tuple(pair for pair in HTML_HEADERS if pair[0].lower() not in drop)
    return kept + tuple(add)


def image(**fields):
    fields.setdefault("src", "/img/a.jpg")
    fields.setdefault("url", "https://example.com/img/a.jpg")
    fields.setdefault("alt", "a bowl of ramen")
    fields.setdefault("width", "800")
    fields.setdefault("height", "600")
    return (ImageFacts(**fields),)


def link(text, href="/other", url="https://example.com/other", **fields):
    return (LinkFacts(href=href, url=url, text=text, **fields), LinkFacts(href="/", url="https://example.com/", text="Home"))


def vitals(**fields):
    return LabVitals(**fields)


CLEAN = {language: clean_page(language) for language in CONTENT}


def case(check, language, fires, **changes):
    return pytest.param(check, language, fires, changes, id=f"{check}-{language}-{'fires' if fires else 'quiet'}")


CASES = [
    # crawlability
    case("status.4xx", EN, True, status=404),
    case("status.4xx", EN, False, status=301),
    case("status.5xx", JA, True, status=503),
    case("status.fetch_failed", ZH, True, status=None, fetch_error="timeout"),
    case("status.fetch_failed", ZH, False, status=None, fetch_error="tls: certificate has expired"),
    case("redirect.chain", EN, True, redirects=(Redirect("http://example.com/a", 301, "https://example.com/a"),
                                                 Redirect("https://example.com/a", 301, URL[EN]))),
    case("redirect.chain", EN, False, redirects=(Redirect("http://example.com/a", 301, URL[EN]),)),
    case("redirect.loop", EN, True, status=None, redirect_loop=True,
         redirects=(Redirect("https://example.com/a", 301, "https://example.com/b"),
                    Redirect("https://example.com/b", 301, "https://example.com/a"))),
    case("redirect.temporary", JA, True, redirects=(Redirect("https://example.jp/old", 302, URL[JA]),)),
    case("redirect.temporary", JA, False, redirects=(Redirect("https://example.jp/old", 301, URL[JA]),)),
    case("redirect.meta_refresh", ZH, True, meta_refresh="0; url=/new"),
    # search appearance: CJK pages by 25-32 / 50-76 characters, Latin pages by 50-60 / 150-160
    case("title.missing", ZH, True, titles=()),
    case("title.missing", ZH, True, titles=("   ",)),
    case("title.too_short", ZH, True, titles=("台北牛肉麵推薦",)),
    case("title.too_short", EN, True, titles=("Tokyo Ramen Guide | Example",)),
    case("title.too_short", JA, False, titles=("東京ラーメンおすすめ10選｜地元民が通う名店と行列店",)),  # 26 chars
    case("title.too_long", ZH, True, titles=("台北牛肉麵推薦：在地人最愛的十家老店、隱藏版小吃與夜市美食完整攻略大全",)),
    case("title.too_long", JA, False, titles=("東京ラーメンおすすめ10選｜地元民が通う名店と行列店を紹介します",)),  # 32 chars
    case("title.too_long", EN, True, titles=("Best Ramen in Tokyo: 10 Local Favourites, Hidden Gems and Late-Night Bowls",)),
    case("title.pixel_truncated", EN, True, titles=("WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MM",)),
    case("title.pixel_truncated", EN, False, titles=("illicit little lilies fill tiny lit lilting little hills ill",)),
    case("title.pixel_truncated", JA, False, titles=("東京ラーメンおすすめ10選｜地元民が通う名店と行列店を紹介します",)),
    case("title.multiple", EN, True, titles=(CONTENT[EN]["title"], "Example Inc.")),
    case("title.repeated_words", ZH, True, titles=("台北美食｜台北美食推薦｜台北美食地圖與台北小吃總整理",)),
    case("title.repeated_words", EN, True, titles=("Ramen Tokyo: Best Ramen, Cheap Ramen and Ramen Maps",)),
    case("description.missing", JA, True, descriptions=()),
    case("description.too_short", JA, True, descriptions=("東京のおすすめラーメン店を紹介します。",)),
    case("description.too_short", EN, True, descriptions=("Ten ramen shops in Tokyo that locals love, with prices and hours.",)),
    case("description.too_long", ZH, True, descriptions=(CONTENT[ZH]["description"] * 2,)),
    case("description.pixel_truncated", EN, True, descriptions=(
        ("WHERE DO LOCALS EAT RAMEN IN TOKYO? WE WENT TO SHINJUKU, SHIBUYA, IKEBUKURO AND GINZA TO PICK TEN SHOPS, "
        "WITH HOURS AND PRICES."),)),  # 127 characters, yet about 1045 px
    case("description.pixel_truncated", ZH, False, descriptions=("台" * 76,)),
    case("description.multiple", EN, True, descriptions=(CONTENT[EN]["description"], "Another one")),
    case("description.same_as_title", EN, True, descriptions=(CONTENT[EN]["title"],)),
    case("structured_data.missing", JA, True, structured_data=()),
    case("structured_data.invalid", JA, True, structured_data=(StructuredData("json-ld", error="Expecting ','"),)),
    case("favicon.missing", EN, True, url="https://example.com/", depth=0, icons=()),
    case("favicon.missing", EN, True, url="http://example.com", final_url="https://example.com/en/", icons=()),
    case("favicon.missing", EN, False, depth=2, icons=()),
    # an inner page checked on its own (the page checker: depth 0) is not the home page
    case("favicon.missing", EN, False, url="https://example.com/guides/ramen", depth=0, icons=()),
    # social
    case("social.og_image_missing", ZH, True, og=without(CLEAN[ZH].og, "og:image")),
    case("social.og_title_missing", ZH, True, og=without(CLEAN[ZH].og, "og:title")),
    case("social.og_description_missing", ZH, True, og=without(CLEAN[ZH].og, "og:description")),
    case("social.og_url_missing", ZH, True, og=without(CLEAN[ZH].og, "og:url")),
    case("social.og_type_missing", ZH, True, og=without(CLEAN[ZH].og, "og:type")),
    case("social.og_image_relative", EN, True, og=without(CLEAN[EN].og, "og:image") + (("og:image", "/cover.jpg"),)),
    case("social.og_url_mismatch", EN, True, og=without(CLEAN[EN].og, "og:url") + (("og:url", "https://example.com/"),)),
    case("social.twitter_card_missing", JA, True, twitter=()),
    case("social.twitter_card_invalid", JA, True, twitter=(("twitter:card", "large"),)),
    case("social.og_locale_invalid", ZH, True, og=CLEAN[ZH].og + (("og:locale", "zh-TW"),)),
    case("social.og_locale_invalid", ZH, False, og=CLEAN[ZH].og + (("og:locale", "zh_TW"),)),
    # usability and URLs (measured decoded)
    case("usability.charset_missing", JA, True, headers=headers(drop=("content-type",), add=(("Content-Type", "text/html"),))),
    case("usability.charset_missing", JA, False, meta_charset="utf-8",
         headers=headers(drop=("content-type",), add=(("Content-Type", "text/html"),))),
    case("usability.doctype_missing", EN, True, doctype=False),
    case("usability.page_too_large", EN, True, size_bytes=3_000_000),
    case("usability.deprecated_tags", EN, True, deprecated_tags=("font", "center", "font")),
    case("url.too_long", EN, True, url="https://example.com/" + "very-long-segment/" * 6 + "page"),
    case("url.too_long", ZH, False, url="https://example.tw/%E5%8F%B0%E5%8C%97%E7%89%9B%E8%82%89%E9%BA%B5"
         "%E6%8E%A8%E8%96%A6%E6%B8%85%E5%96%AE%E8%88%87%E5%9C%B0%E5%9C%96"),  # 12 characters, 108 encoded
    case("url.too_deep", JA, True, url="https://example.jp/a/b/c/d/e"),
    case("url.too_deep", JA, False, url="https://example.jp/a/b/c/d/"),
    case("url.uppercase", EN, True, url="https://example.com/Guides/Ramen"),
    case("url.uppercase", ZH, False, url="https://example.tw/%E5%8F%B0%E5%8C%97"),  # upper-case hex is not a letter
    case("url.underscores", EN, True, url="https://example.com/tokyo_ramen"),
    case("url.whitespace", EN, True, url="https://example.com/tokyo%20ramen"),
    case("url.parameters", EN, True, url="https://example.com/list?a=1&b=2&c=3&d=4"),
    case("url.parameters", EN, False, url="https://example.com/list?a=1&b=2&c=3"),
    case("url.session_id", EN, True, url="https://example.com/list?PHPSESSID=abc123"),
    case("url.session_id", EN, True, url="https://example.com/list;jsessionid=abc123"),
    case("url.double_slash", EN, True, url="https://example.com/guides//ramen"),
    # images
    case("images.alt_missing", JA, True, images=image(alt=None)),
    case("images.alt_empty", JA, True, images=image(alt=" ")),
    case("images.alt_too_long", ZH, True, images=image(alt="台北牛肉麵" * 13)),  # 65 CJK chars = 130 columns
    case("images.alt_too_long", EN, False, images=image(alt="a" * 120)),
    case("images.alt_filename", EN, True, images=image(alt="IMG_1234.JPG")),
    case("images.alt_filename", EN, True, images=image(alt="DSC0042")),
    case("images.src_missing", EN, True, images=image(src="", url=None)),
    case("images.broken", EN, True, images=image(status=404)),
    case("images.too_large", EN, True, images=image(size_bytes=900_000)),
    case("images.dimensions_missing", EN, True, images=image(width=None)),
    case("images.legacy_format", EN, True, images=image(content_type="image/png", size_bytes=300_000)),
    case("images.legacy_format", EN, False, images=image(content_type="image/webp", size_bytes=300_000)),
    case("images.redirected", EN, True, images=image(redirected=True)),
    # content structure; word counts are jieba / Sudachi tokens, never spaces
    case("h1.missing", ZH, True, headings=((2, "清燉牛肉麵"),)),
    case("h1.multiple", ZH, True, headings=((1, "台北牛肉麵"), (1, "菜單"), (2, "清燉"))),
    case("h1.empty", EN, True, headings=((1, " "), (2, "Shoyu"))),
    case("h1.too_long", ZH, True, headings=((1, "台北牛肉麵推薦：在地人最愛的十家老店與隱藏版小吃、夜市美食完整攻略大公開"), (2, "清燉"))),
    case("h1.too_long", EN, False, headings=((1, "The best ramen shops in Tokyo, picked by the people who live there"), (2, "x"))),
    case("h2.missing", JA, True, headings=((1, "東京のラーメン"),)),
    case("h2.empty", JA, True, headings=((1, "東京のラーメン"), (2, ""))),
    case("headings.skipped_level", EN, True, headings=((1, "Ramen"), (2, "Shoyu"), (4, "Prices"))),
    case("content.thin", EN, True, text="Ramen in Tokyo is great. " * 30),          # 150 words
    case("content.thin", JA, True, text="東京のラーメンはおいしいです。" * 12),        # 96 tokens
    case("content.thin", JA, False, text=CONTENT[JA]["sentence"] * 8),               # no spaces, 8 x 40 tokens
    case("content.thin", ZH, False, text=CONTENT[ZH]["sentence"] * 8),
    case("content.empty", EN, True, text=""),
    case("content.text_ratio_low", EN, True, size_bytes=900_000),
    case("content.placeholder", EN, True, text=CLEAN[EN].text + " Lorem ipsum dolor sit amet."),
    case("content.placeholder", JA, True, text=CLEAN[JA].text + "ここにテキストが入ります。"),
    # security
    case("security.http_page", EN, True, url="http://example.com/guides/tokyo-ramen"),
    case("security.tls_error", EN, True, status=None, fetch_error="tls: certificate has expired"),
    case("security.mixed_content", EN, True, resources=(ResourceFacts("http://cdn.example.com/app.js", "script"),)),
    case("security.mixed_content", EN, True, images=image(src="http://cdn.example.com/a.jpg", url="http://cdn.example.com/a.jpg")),
    case("security.mixed_content", EN, False, resources=(ResourceFacts("https://cdn.example.com/app.js", "script"),)),
    case("security.redirect_to_http", EN, True, redirects=(Redirect("https://example.com/a", 301, "http://example.com/a"),
                                                            Redirect("http://example.com/a", 301, URL[EN]))),
    case("security.password_on_http", EN, True, url="http://example.com/login", forms=(FormFacts("/login", "post", True),)),
    case("security.password_on_http", EN, False, forms=(FormFacts("/login", "post", True),)),
    case("security.form_to_http", EN, True, forms=(FormFacts("http://example.com/subscribe", "post"),)),
    case("security.hsts_missing", EN, True, headers=headers(drop=("strict-transport-security",))),
    case("security.hsts_short", EN, True, headers=headers(drop=("strict-transport-security",),
                                                         add=(("Strict-Transport-Security", "max-age=86400"),))),
    case("security.csp_missing", EN, True, headers=headers(drop=("content-security-policy",),
                                                          add=(("X-Frame-Options", "DENY"),))),
    case("security.nosniff_missing", EN, True, headers=headers(drop=("x-content-type-options",))),
    case("security.clickjacking", EN, True, headers=headers(drop=("content-security-policy",),
                                                           add=(("Content-Security-Policy", "default-src 'self'"),))),
    case("security.clickjacking", EN, False, headers=headers(drop=("content-security-policy",),
                                                            add=(("Content-Security-Policy", "default-src 'self'"),
                                                                 ("X-Frame-Options", "SAMEORIGIN")))),
    case("security.referrer_policy_missing", EN, True, headers=headers(drop=("referrer-policy",))),
    case("security.server_version", EN, True, headers=headers(drop=("server",), add=(("Server", "Apache/2.4.41 (Ubuntu)"),))),
    case("security.server_version", EN, True, headers=headers(add=(("X-Powered-By", "PHP/8.1"),))),
    case("security.cookie_insecure", EN, True, headers=headers(add=(("Set-Cookie", "sid=1; Path=/; HttpOnly"),))),
    case("security.cookie_insecure", EN, False, headers=headers(add=(("Set-Cookie", "sid=1; Secure; HttpOnly"),))),
    case("security.unsafe_blank_target", EN, True, links=link("Ramen map", "https://maps.example.org/", "https://maps.example.org/",
                                                            target="_blank")),
    case("security.unsafe_blank_target", EN, False, links=link("Ramen map", "https://maps.example.org/",
                                                             "https://maps.example.org/", target="_blank", rel=("noopener",))),
    # mobile
    case("mobile.viewport_missing", JA, True, viewport=None),
    case("mobile.viewport_not_device_width", JA, True, viewport="width=980"),
    case("mobile.zoom_disabled", JA, True, viewport="width=device-width, initial-scale=1, user-scalable=no"),
    case("mobile.zoom_disabled", JA, True, viewport="width=device-width, maximum-scale=1"),
    case("mobile.plugins", EN, True, plugins=1),
    case("mobile.content_wider_than_screen", EN, True, vitals=vitals(content_wider_than_viewport=True)),
    case("mobile.apple_touch_icon_missing", EN, True, url="https://example.com/", depth=0,
         icons=(("icon", "/favicon.ico"),)),
    case("mobile.apple_touch_icon_missing", EN, False, url="https://example.com/guides/ramen", depth=0,
         icons=(("icon", "/favicon.ico"),)),
    # indexability: meta robots and X-Robots-Tag, case-insensitive, "none", per-crawler header lines
    case("indexability.noindex", EN, True, robots_meta=(("robots", "NOINDEX, follow"),)),
    case("indexability.noindex", EN, True, robots_meta=(("GoogleBot", "noindex"),)),
    case("indexability.noindex", EN, True, robots_meta=(), headers=headers(add=(("X-Robots-Tag", "none"),))),
    case("indexability.noindex", EN, True, robots_meta=(), headers=headers(add=(("x-robots-tag", "googlebot: noindex, nofollow"),))),
    case("indexability.noindex", EN, False, robots_meta=(), headers=headers(add=(("X-Robots-Tag", "bingbot: noindex"),))),
    case("indexability.noindex", EN, False, robots_meta=(("robots", "max-snippet:50, max-image-preview:large"),)),
    case("indexability.robots_blocked", JA, True, status=None, robots_blocked=True),
    case("indexability.nofollow", EN, True, robots_meta=(("robots", "index, NoFollow"),)),
    case("indexability.robots_conflict", EN, True, headers=headers(add=(("X-Robots-Tag", "noindex"),))),
    case("indexability.nosnippet", EN, True, robots_meta=(("robots", "max-snippet:0"),)),
    case("indexability.soft_404", ZH, True, titles=("找不到網頁 | 範例網站",)),
    case("indexability.soft_404", JA, True, headings=((1, "お探しのページは見つかりませんでした"), (2, "x"))),
    case("indexability.soft_404", EN, True, titles=("404 Not Found",)),
    case("indexability.soft_404", EN, False, titles=("How to fix 404 errors on your website: a full guide",)),
    case("canonical.missing", JA, True, canonicals=()),
    case("canonical.missing", JA, False, canonicals=(), robots_meta=(("robots", "noindex"),)),
    case("canonical.conflicting", EN, True, canonicals=(URL[EN], "https://example.com/other")),
    case("canonical.conflicting", EN, True, headers=headers(add=(("Link", '<https://example.com/other>; rel="canonical"'),))),
    case("canonical.conflicting", EN, False, headers=headers(add=(("Link", f'<{URL[EN]}>; rel="canonical"'),))),
    case("canonical.relative", EN, True, canonicals=("/guides/tokyo-ramen",)),
    case("canonical.invalid", EN, True, canonicals=("",)),
    case("canonical.invalid", EN, True, canonicals=("javascript:void(0)",)),
    case("canonical.in_body", EN, True, body_canonicals=("https://example.com/other",)),
    case("canonical.to_http", EN, True, canonicals=("http://example.com/guides/tokyo-ramen",)),
    case("canonical.cross_domain", EN, True, canonicals=("https://staging.example.net/guides/tokyo-ramen",)),
    case("canonical.cross_domain", EN, False, canonicals=("https://www.example.com/guides/tokyo-ramen",)),
    case("canonical.noindex_conflict", EN, True, canonicals=("https://example.com/other",),
         robots_meta=(("robots", "noindex"),)),
    # multilingual: hreflang from <head> and the Link header, BCP 47 codes
    case("hreflang.invalid_code", JA, True, hreflangs=CLEAN[JA].hreflangs + (HreflangLink("jp", "https://example.jp/jp"),)),
    case("hreflang.invalid_code", JA, True, headers=headers(add=(("Link", '<https://example.com/uk>; rel="alternate"; hreflang="en-UK"'),))),
    case("hreflang.invalid_code", ZH, False, hreflangs=CLEAN[ZH].hreflangs + (HreflangLink("zh-Hant-HK", "https://example.tw/hk"),)),
    case("hreflang.relative_url", JA, True, hreflangs=CLEAN[JA].hreflangs + (HreflangLink("ja-JP", "/ja-jp/"),)),
    case("hreflang.missing_x_default", JA, True, hreflangs=tuple(HreflangLink(c, h) for c, h in ALTERNATES.items())),
    case("hreflang.missing_self_reference", JA, True,
         hreflangs=(HreflangLink("en", ALTERNATES["en"]), HreflangLink("x-default", ALTERNATES["en"]))),
    case("hreflang.duplicate_code", JA, True, hreflangs=CLEAN[JA].hreflangs + (HreflangLink("ja", "https://example.jp/other"),)),
    case("hreflang.in_body", JA, True, hreflangs=CLEAN[JA].hreflangs + (HreflangLink("ko", "https://example.kr/", "body"),)),
    case("hreflang.lang_mismatch", ZH, True, html_lang="ja"),
    case("lang.missing", JA, True, html_lang=None),
    case("lang.missing", JA, False, html_lang=None, xml_lang="ja"),
    case("lang.invalid", JA, True, html_lang="jp"),
    case("lang.invalid", ZH, True, html_lang="zh_TW"),
    case("lang.mismatch_content", ZH, True, html_lang="en"),
    case("lang.mismatch_content", JA, True, html_lang="zh-TW", hreflangs=()),
    case("lang.mismatch_content", EN, True, html_lang="ja", hreflangs=()),
    case("lang.mismatch_content", ZH, False, html_lang="zh-Hant"),
    # links: vague text judged in the link's language (its own or an ancestor's lang)
    case("links.uncrawlable_anchor", EN, True, links=link("Open menu", "javascript:void(0)", None)),
    case("links.uncrawlable_anchor", EN, True, links=link("Top", "#", None)),
    # Lighthouse's crawlable-anchors rule: an <a> without href is a placeholder unless something makes it a link
    case("links.uncrawlable_anchor", EN, False, links=link("Buy", None, None)),
    case("links.uncrawlable_anchor", EN, True, links=link("Buy", None, None, click=True)),
    case("links.uncrawlable_anchor", EN, True, links=link("Buy", None, None, target="_blank", href_attributes=True)),
    case("links.uncrawlable_anchor", EN, False, links=link("Menu", "javascript:void(0)", None, role="button")),
    case("links.uncrawlable_anchor", EN, False, links=link("Top", "", None, named=True)),
    case("links.uncrawlable_anchor", EN, False, links=link("Mail us", "mailto:shop@example.com", None)),
    case("links.uncrawlable_anchor", EN, True, links=link("Price list", "file:///C:/prices.pdf", None)),
    case("links.non_descriptive_text", EN, True, links=link("Read more »")),
    case("links.non_descriptive_text", EN, True, links=link("Click here")),
    case("links.non_descriptive_text", ZH, True, links=link("點這裡")),
    case("links.non_descriptive_text", ZH, True, links=link("了解更多 ›")),
    case("links.non_descriptive_text", ZH, True, links=link("点击这里", lang="zh-Hans")),
    case("links.non_descriptive_text", JA, True, links=link("詳しくはこちら")),
    case("links.non_descriptive_text", JA, True, links=link("こちら")),
    case("links.non_descriptive_text", JA, True, links=link("MORE")),           # English buttons on Japanese pages
    case("links.non_descriptive_text", EN, True, links=link("こちら", lang="ja")),  # a Japanese block on an English page
    case("links.non_descriptive_text", ZH, False, links=link("更多", lang="ja")),   # judged as Japanese
    # Lighthouse's link-text phrases in its languages, and ours in French and Italian
    case("links.non_descriptive_text", EN, True, links=link("Right here")),
    case("links.non_descriptive_text", EN, True, links=link("Start")),
    case("links.non_descriptive_text", EN, True, links=link("Mehr", lang="de")),
    case("links.non_descriptive_text", EN, True, links=link("Hier klicken", lang="de-DE")),
    case("links.non_descriptive_text", EN, True, links=link("Más información", lang="es")),
    case("links.non_descriptive_text", EN, True, links=link("Clique aqui", lang="pt-BR")),
    case("links.non_descriptive_text", EN, True, links=link("Läs mer", lang="sv")),
    case("links.non_descriptive_text", EN, True, links=link("En savoir plus", lang="fr")),
    case("links.non_descriptive_text", EN, True, links=link("Scopri di più", lang="it")),
    case("links.non_descriptive_text", JA, True, links=link("全文表示")),
    case("links.non_descriptive_text", EN, True, links=link("자세히 보기", lang="ko")),
    case("links.non_descriptive_text", EN, True, links=link("இங்கே கிளிக் செய்யவும்", lang="ta")),
    case("links.non_descriptive_text", EN, True, links=link("اطلاعات بیشتر", lang="fa")),
    case("links.non_descriptive_text", EN, False, links=link("Das Beste aus Tokio", lang="de")),
    case("links.non_descriptive_text", EN, False, links=link("Mehr")),  # German on an English page: a name
    case("links.non_descriptive_text", ZH, False, links=link("台北牛肉麵更多店家")),
    case("links.non_descriptive_text", EN, False, links=link("Read more about Tokyo ramen")),
    case("links.empty_anchor", EN, True, links=link("")),
    case("links.nofollow_internal", EN, True, links=link("Ramen map", rel=("nofollow",))),
    case("links.nofollow_internal", EN, False, links=link("Ramen map", "https://other.org/", "https://other.org/", rel=("nofollow",))),
    case("links.too_many", EN, True, links=tuple(LinkFacts(f"/p{i}", f"https://example.com/p{i}", f"Page {i}") for i in range(301))),
    case("links.no_internal_outlinks", EN, True, links=()),
    case("links.no_internal_outlinks", EN, True, links=(LinkFacts("https://other.org/", "https://other.org/", "Other"),)),
    case("links.click_depth", JA, True, depth=5),
    case("links.click_depth", JA, False, depth=3),
    case("links.to_local", EN, True, links=link("Preview", "http://localhost:8000/x", "http://localhost:8000/x")),
    case("links.to_local", EN, True, links=link("Draft", "http://192.168.1.20/draft", "http://192.168.1.20/draft")),
    case("links.to_local", EN, True, links=link("Dev", "http://dev:pw@[::1]:3000/", "http://dev:pw@[::1]:3000/")),
    case("links.to_local", EN, False, links=link("Vault", "https://1password.com/", "https://1password.com/")),
    case("links.to_local", EN, False, links=link("DNS", "http://8.8.8.8/", "http://8.8.8.8/")),
    case("links.malformed_href", EN, True, links=link("Shop", "http//example.com/shop", "https://example.com/guides/http//example.com/shop")),
    case("links.malformed_href", EN, True, links=link("Shop", "www.example.com/shop", "https://example.com/guides/www.example.com/shop")),
    case("links.malformed_href", EN, False, links=link("Mail us", "mailto:hi@example.com", None)),
    case("links.internal_http", EN, True, links=link("Old page", "http://example.com/old", "http://example.com/old")),
    # core web vitals (lab) and server response
    case("cwv.lcp_poor", EN, True, vitals=vitals(lcp_ms=4500)),
    case("cwv.lcp_poor", EN, False, vitals=vitals(lcp_ms=4000)),
    case("cwv.lcp_needs_improvement", EN, True, vitals=vitals(lcp_ms=3000)),
    case("cwv.lcp_needs_improvement", EN, False, vitals=vitals(lcp_ms=2500)),
    case("cwv.cls_poor", JA, True, vitals=vitals(cls=0.3)),
    case("cwv.cls_needs_improvement", JA, True, vitals=vitals(cls=0.15)),
    case("cwv.tbt_poor", ZH, True, vitals=vitals(tbt_ms=900)),
    case("cwv.tbt_needs_improvement", ZH, True, vitals=vitals(tbt_ms=300)),
    case("cwv.fcp_poor", ZH, True, vitals=vitals(fcp_ms=3500)),
    case("cwv.ttfb_poor", EN, True, timings=Timings(ttfb_ms=2500)),
    case("cwv.ttfb_poor", EN, True, status=404, timings=Timings(ttfb_ms=2500)),  # measured on every URL
    case("cwv.ttfb_needs_improvement", EN, True, timings=Timings(ttfb_ms=1000)),
    case("cwv.page_weight", EN, True, vitals=vitals(transfer_bytes=5_000_000)),
    case("cwv.dom_size", EN, True, dom_nodes=2500),
]


def findings_for(check_id, facts) -> list[Finding]:
    return [finding for finding in audit_page(facts) if finding.check == check_id]


@pytest.mark.parametrize(("check_id", "language", "fires", "changes"), CASES)
def test_page_check(check_id, language, fires, changes):
    facts = variant(CLEAN[language], **changes)
    if "url" in changes:
        facts = variant(facts, final_url=changes["url"])
    found = findings_for(check_id, facts)
    assert bool(found) is fires, found
    for finding in found:
        assert finding.url == facts.url
        assert finding.severity is BY_ID[check_id].severity


@pytest.mark.parametrize("language", list(CONTENT))
def test_a_clean_page_has_no_findings(language):
    assert audit_page(CLEAN[language]) == []


def test_every_page_check_has_a_case_that_fires():
    covered = {param.values[0] for param in CASES if param.values[2]}
    assert {check.id for check in PAGE_CHECKS} - covered == set()


def test_length_evidence_shows_characters_width_and_pixels():
    facts = variant(CLEAN[JA], titles=("東京ラーメン",))
    [finding] = findings_for("title.too_short", facts)
    assert finding.evidence == {
        "text": "東京ラーメン", "characters": 6, "display_width": 12, "pixels": 120, "max_pixels": 580,
        "reading": "cjk", "range": [25, 32],
    }
    latin = variant(CLEAN[EN], titles=("Ramen in Tokyo",))
    [finding] = findings_for("title.too_short", latin)
    assert (finding.evidence["reading"], finding.evidence["range"]) == ("latin", [50, 60])
    assert finding.evidence["pixels"] == 146


def test_a_japanese_title_is_not_measured_in_bytes():
    # 29 characters are 87 bytes in UTF-8: a byte-counting auditor would call this far too long.
    title = CONTENT[JA]["title"]
    assert len(title.encode("utf-8")) > 80
    assert findings_for("title.too_long", CLEAN[JA]) == []


def test_invalid_hreflang_evidence_suggests_the_code():
    facts = variant(CLEAN[JA], hreflangs=CLEAN[JA].hreflangs + (HreflangLink("jp", "https://example.jp/jp"),))
    [finding] = findings_for("hreflang.invalid_code", facts)
    assert finding.evidence["hint"] == "ja"


def test_thin_content_evidence_names_the_tokenizer():
    [finding] = findings_for("content.thin", variant(CLEAN[JA], text="東京のラーメンはおいしいです。" * 12))
    assert finding.evidence["tokenizer"] == "sudachi" and finding.evidence["minimum"] == 250
    [finding] = findings_for("content.thin", variant(CLEAN[ZH], text="台北的牛肉麵很好吃。" * 12))
    assert finding.evidence["tokenizer"] == "jieba" and finding.evidence["language"] == "zh"


def test_robots_blocked_urls_get_only_the_checks_that_need_no_content():
    blocked = page("https://example.com/private/report", status=None, robots_blocked=True, headers=())
    assert {finding.check for finding in audit_page(blocked)} == {"indexability.robots_blocked"}


def test_an_error_page_is_not_judged_as_content():
    missing = page("https://example.com/gone", status=404, text="Not found")
    assert {finding.check for finding in audit_page(missing)} == {"status.4xx"}


@pytest.mark.parametrize("facts", [
    page("https://example.com/", status=403, titles=("Just a moment...",), headers=(("Server", "cloudflare"),)),
    page("https://example.com/", status=200, headers=(("cf-mitigated", "challenge"),)),
    page("https://example.com/", status=403, titles=("Access Denied",), headers=(("Server", "AkamaiGHost"),)),
    page("https://example.com/", status=429, text="Request unsuccessful. Incapsula incident ID: 123"),
    page("https://example.jp/", status=403, titles=("セキュリティチェック: ロボットではありません",)),
    page("https://example.tw/", status=403, titles=("人機驗證",)),
], ids=["cloudflare", "cf-mitigated", "akamai", "imperva", "captcha-ja", "captcha-zh"])
def test_a_bot_protection_challenge_gets_no_page_findings(facts):
    assert audit_page(facts) == []


def test_a_plain_403_is_still_an_error():
    forbidden = page("https://example.com/admin", status=403, titles=("Forbidden",), headers=(("Server", "nginx"),))
    assert "status.4xx" in {finding.check for finding in audit_page(forbidden)}
