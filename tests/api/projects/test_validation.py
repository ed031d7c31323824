"""SPEC §5's project rules as tables: value in, cleaned value or message code out."""

from __future__ import annotations

import pytest

from api.core.i18n import translate
from api.projects.validation import (
    RuleError,
    check_keywords,
    competitor_form,
    ga_id_value,
    no_repeat_val,
    not_equal,
    parse_url,
    recipient_form,
    split_keywords,
    target_url,
    text_value,
)

LONG_HOST_256 = ".".join(["a" * 63, "b" * 63, "c" * 63, "d" * 60]) + ".com"
LONG_HOST_257 = ".".join(["a" * 63, "b" * 63, "c" * 63, "d" * 61]) + ".com"
assert (len(LONG_HOST_256), len(LONG_HOST_257)) == (256, 257)


@pytest.mark.parametrize(
    ("value", "url", "host", "domain"),
    [
        ("https://www.Example.com/", "https://www.example.com", "www.example.com", "example.com"),
        ("http://example.com/blog/", "http://example.com/blog", "example.com", "example.com"),
        (
            "https://example.com/Blog/Post?id=1",
            "https://example.com/Blog/Post?id=1",
            "example.com",
            "example.com",
        ),
        (
            "  https://shop.example.co.jp  ",
            "https://shop.example.co.jp",
            "shop.example.co.jp",
            "shop.example.co.jp",
        ),
        ("HTTPS://EXAMPLE.COM", "https://example.com", "example.com", "example.com"),
        ("https://example.com:8443/a", "https://example.com:8443/a", "example.com", "example.com"),
        ("https://中文.tw", "https://中文.tw", "中文.tw", "中文.tw"),
        ("https://www.日本語.jp/ページ/", "https://www.日本語.jp/ページ", "www.日本語.jp", "日本語.jp"),
        ("https://xn--fiq228c.tw", "https://中文.tw", "中文.tw", "中文.tw"),  # punycode shows as Unicode
        (
            "https://例え。テスト",
            "https://例え.テスト",
            "例え.テスト",
            "例え.テスト",
        ),  # ideographic full stop
        (
            "ｈｔｔｐｓ：／／ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ／ａ",
            "https://www.example.com/ａ",
            "www.example.com",
            "example.com",
        ),
        (
            "https://example.technology",
            "https://example.technology",
            "example.technology",
            "example.technology",
        ),
        ("https://www.com", "https://www.com", "www.com", "www.com"),  # www is the name here, not a prefix
        (f"https://{LONG_HOST_256}", f"https://{LONG_HOST_256}", LONG_HOST_256, LONG_HOST_256),
    ],
)
def test_url_with_protocol_is_normalised(value, url, host, domain):
    parsed = parse_url(value, require_protocol=True)
    assert (parsed.url, parsed.host, parsed.domain) == (url, host, domain)


@pytest.mark.parametrize(
    ("value", "url", "domain"),
    [
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080", "127.0.0.1"),
        ("http://localhost:3000/", "http://localhost:3000", "localhost"),
        ("HTTP://LocalHost:3000/blog/", "http://localhost:3000/blog", "localhost"),
        ("http://app.localhost", "http://app.localhost", "app.localhost"),
        ("http://192.168.1.20/shop", "http://192.168.1.20/shop", "192.168.1.20"),
        ("http://[::1]:8080", "http://[::1]:8080", "[::1]"),
        ("https://10.0.0.5", "https://10.0.0.5", "10.0.0.5"),
    ],
)
def test_local_and_private_hosts_are_urls_where_the_deployment_crawls_them(value, url, domain):
    parsed = parse_url(value, require_protocol=True, allow_private=True)
    assert (parsed.url, parsed.domain) == (url, domain)
    with pytest.raises(RuleError) as caught:
        parse_url(value, require_protocol=True)
    assert caught.value.code == "project.url_private"


@pytest.mark.parametrize(
    "value",
    [
        "example.com",  # protocol required
        "ftp://example.com",
        "https://8.8.8.8.8",  # not an IP literal, and no alphabetic suffix
        "https://example.c",  # suffix of one letter
        "https://example.abcdefghijklmnopqrstu",  # suffix of 21 letters
        "https://exa mple.com",
        "https://example.com/a b",
        "https://exa_mple.com",
        "https://-example.com",
        "https://example..com",
        "https://" + "a" * 64 + ".com",  # a label over 63
        f"https://{LONG_HOST_257}",
        "https://user@example.com",
        "https://",
        "https://example.com/a\x00b",
        "https://exam\x00ple.com",
    ],
)
def test_bad_url_with_protocol_says_enter_a_correct_url(value):
    with pytest.raises(RuleError) as caught:
        parse_url(value, require_protocol=True)
    assert caught.value.code == "project.url_invalid"
    assert translate(caught.value.code, "en") == "Please enter a correct URL"
    assert translate(caught.value.code, "zh-TW") == "請輸入正確的網址"


@pytest.mark.parametrize(
    ("value", "url", "domain"),
    [
        ("example.com", "https://example.com", "example.com"),
        ("www.example.com/", "https://www.example.com", "example.com"),
        ("http://rival.tw/shop/", "http://rival.tw/shop", "rival.tw"),
        ("競合.jp", "https://競合.jp", "競合.jp"),
        ("ｒｉｖａｌ．ｃｏｍ．ｔｗ", "https://rival.com.tw", "rival.com.tw"),
        ("中文.台灣", "https://中文.台灣", "中文.台灣"),  # suffix counted in characters, not punycode
    ],
)
def test_domain_without_protocol_is_accepted(value, url, domain):
    parsed = parse_url(value, require_protocol=False)
    assert (parsed.url, parsed.domain) == (url, domain)


@pytest.mark.parametrize(
    "value", ["example.technology", "example", "example.c0m", "mailto://a.com", "a b.com"]
)
def test_bad_domain_says_enter_a_correct_domain(value):
    with pytest.raises(RuleError) as caught:
        parse_url(value, require_protocol=False)
    assert caught.value.code == "project.domain_invalid"
    assert translate(caught.value.code, "en") == "Please enter a correct domain"
    assert translate(caught.value.code, "ja") == "正しいドメインを入力してください"


def test_empty_url_is_required():
    with pytest.raises(RuleError) as caught:
        parse_url("   ", require_protocol=True)
    assert caught.value.code == "validation.required"


def test_url_longer_than_the_column_is_too_long():
    with pytest.raises(RuleError) as caught:
        parse_url("https://example.com/" + "a" * 300, require_protocol=True)
    assert caught.value.code == "validation.too_long"


def test_project_key_ignores_scheme_and_www():
    assert (
        parse_url("http://www.example.com/a/", require_protocol=True).key
        == parse_url("https://example.com/a", require_protocol=True).key
        == "example.com/a"
    )


@pytest.mark.parametrize(
    ("value", "values", "expected"),
    [
        ("https://a.com/", ["https://a.com"], False),
        ("https://a.com", ["https://a.com/"], False),
        ("https://a.com", ["https://b.com", "https://a.com/x"], True),
        ("https://a.com", [], True),
    ],
)
def test_no_repeat_val_ignores_a_trailing_slash(value, values, expected):
    assert no_repeat_val(value, values) is expected


@pytest.mark.parametrize(
    ("value", "other", "expected"),
    [
        (" https://a.com/ ", "https://a.com", False),
        ("https://a.com", "https://a.com//", False),
        ("https://a.com", "https://b.com", True),
    ],
)
def test_not_equal_ignores_trailing_slash_and_whitespace(value, other, expected):
    assert not_equal(value, other) is expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("seo\nrank tracker\n", ["seo", "rank tracker"]),
        ("a\r\n\r\n  \nb", ["a", "b"]),  # empty lines dropped
        ("SEO\nseo\nＳＥＯ", ["SEO"]),  # repeats within the input kept once, whatever the case or width
        ("台北 美食\n台北　美食", ["台北 美食"]),  # ideographic space is a space
        ("ｼｭｰｽﾞ\nシューズ", ["シューズ"]),  # half-width katakana
        ("  關鍵字  排名  ", ["關鍵字 排名"]),
        (["鞋子", "襪子\n鞋子", ""], ["鞋子", "襪子"]),
        ("a\x00b\n\x00\n\tc\t", ["ab", "c"]),  # control characters dropped, tabs are spaces
        ("", []),
    ],
)
def test_split_keywords(raw, expected):
    assert split_keywords(raw) == expected


@pytest.mark.parametrize(
    ("keywords", "chars"),
    [
        (["a<b"], "<"),
        (["100%"], "%"),
        (["a/b", "c\\d"], "\\ /"),
        (["it's", 'say "hi"', "$5"], "$ ' \""),
        (["鞋子>襪子"], ">"),
    ],
)
def test_forbidden_characters_name_the_characters_and_keywords(keywords, chars):
    with pytest.raises(RuleError) as caught:
        check_keywords(keywords, [], 100)
    assert caught.value.code == "project.keywords_forbidden"
    assert caught.value.params["chars"] == chars
    message = translate(caught.value.code, "en", **caught.value.params)
    assert message.startswith(f"Keywords cannot contain {chars}: ")
    assert all(word in message for word in keywords)


def test_full_width_forbidden_characters_are_caught_after_normalising():
    with pytest.raises(RuleError) as caught:
        check_keywords(split_keywords("折扣＄100"), [], 100)
    assert caught.value.params == {"chars": "$", "words": "折扣$100"}


def test_already_tracked_keywords_are_listed():
    with pytest.raises(RuleError) as caught:
        check_keywords(["鞋子", "new", "SEO"], ["seo", "鞋子", "other"], 100)
    assert caught.value.code == "project.keywords_exist"
    assert translate(caught.value.code, "zh-TW", **caught.value.params) == "鞋子, SEO 已存在"
    assert translate(caught.value.code, "en", **caught.value.params) == "鞋子, SEO already exists"


def test_a_long_listing_is_shortened():
    words = [f"k{i}" for i in range(12)]
    with pytest.raises(RuleError) as caught:
        check_keywords(words, words, 100)
    assert caught.value.params["words"] == ", ".join(words[:10]) + " …"


@pytest.mark.parametrize(("count", "left", "ok"), [(3, 3, True), (4, 3, False), (1, 0, False), (0, 0, True)])
def test_more_keywords_than_left_exceed_the_allowance(count, left, ok):
    keywords = [f"字{i}" for i in range(count)]
    if ok:
        check_keywords(keywords, [], left)
        return
    with pytest.raises(RuleError) as caught:
        check_keywords(keywords, [], left)
    assert caught.value.code == "project.keywords_exceed"
    assert (
        translate(caught.value.code, "en", **caught.value.params)
        == f"Exceeds the number of keywords that can be added ({left} left)"
    )
    assert (
        translate(caught.value.code, "ja", **caught.value.params)
        == f"追加できるキーワード数を超えています（残り {left} 件）"
    )


def test_keyword_length_counts_characters_not_bytes():
    check_keywords(["字" * 200], [], 1)  # 600 bytes in UTF-8, 200 characters
    with pytest.raises(RuleError) as caught:
        check_keywords(["字" * 201], [], 1)
    assert caught.value.code == "project.keywords_too_long"


def _codes(errors):
    return [(error.field, error.code) for error in errors]


@pytest.mark.parametrize(
    ("entries", "existing", "required", "expected", "kept"),
    [
        ([], [], True, [("competitors", "project.competitor_required")], []),
        ([], [], False, [], []),
        ([("Mine", "www.mysite.com")], [], True, [("competitors.0.url", "project.same_as_site")], []),
        ([("", "https://mysite.com/")], [], True, [("competitors.0.url", "project.same_as_site")], []),
        (
            [("A", "a.com"), ("B", "www.a.com/")],
            [],
            True,
            [("competitors.1.url", "project.duplicate.competitor")],
            ["a.com"],
        ),
        ([("A", "a.com")], ["a.com"], True, [("competitors.0.url", "project.duplicate.competitor")], []),
        ([("A", "not a domain")], [], True, [("competitors.0.url", "project.domain_invalid")], []),
        ([("A" * 101, "a.com")], [], True, [("competitors.0.name", "validation.too_long")], []),
        ([("A", "a.com"), ("競合", "競合.jp")], ["b.com"], True, [], ["a.com", "競合.jp"]),
    ],
)
def test_competitor_form(entries, existing, required, expected, kept):
    valid, errors = competitor_form(entries, "mysite.com", existing, required=required)
    assert _codes(errors) == expected
    assert [entry.url.domain for entry in valid] == kept


def test_competitor_name_defaults_to_domain():
    valid, errors = competitor_form([(None, "www.rival.tw/")], "mysite.com", required=True)
    assert errors == []
    assert (valid[0].name, valid[0].url.url, valid[0].url.domain) == (
        "rival.tw",
        "https://www.rival.tw",
        "rival.tw",
    )


def test_same_as_site_message():
    assert translate("project.same_as_site", "en") == "Cannot be the same as your site"
    assert translate("project.same_as_site", "zh-TW") == "不可與您的網站相同"


@pytest.mark.parametrize(
    ("emails", "valid", "expected"),
    [
        (["a@example.com", "B@Example.com"], ["a@example.com", "B@example.com"], []),
        (
            ["a@example.com", "A@EXAMPLE.COM"],
            ["a@example.com"],
            [("recipients.1", "project.duplicate.email")],
        ),
        (["not-an-email", ""], [], [("recipients.0", "validation.email")]),
        (["使用者@例え.jp"], ["使用者@例え.jp"], []),
    ],
)
def test_recipient_form(emails, valid, expected):
    got, errors = recipient_form(emails)
    assert got == valid
    assert _codes(errors) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("https://www.mysite.com/shoes/", "https://www.mysite.com/shoes"),
        ("https://blog.mysite.com/a", "https://blog.mysite.com/a"),
        ("https://mysite.com", "https://mysite.com"),
    ],
)
def test_target_url_on_the_project_domain(value, expected):
    assert target_url(value, "mysite.com") == expected


@pytest.mark.parametrize(
    "value", ["https://othersite.com/a", "https://notmysite.com", "https://mysite.com.evil.tw"]
)
def test_target_url_elsewhere_is_refused(value):
    with pytest.raises(RuleError) as caught:
        target_url(value, "mysite.com")
    assert caught.value.code == "project.target_url_domain"
    assert (
        translate(caught.value.code, "en", **caught.value.params)
        == "The target URL must be on the project's domain mysite.com"
    )


@pytest.mark.parametrize(
    ("value", "result"),
    [
        ("  我的網站 ", "我的網站"),
        ("", "validation.required"),
        ("   ", "validation.required"),
        ("字" * 100, "字" * 100),
        ("字" * 101, "validation.too_long"),
        ("鞋\t店\n台北", "鞋 店 台北"),  # one line
        ("a\x00b\x07", "ab"),  # control characters no column may store
        ("\x00", "validation.required"),
    ],
)
def test_text_value(value, result):
    if result.startswith("validation."):
        with pytest.raises(RuleError) as caught:
            text_value(value, 100)
        assert caught.value.code == result
    else:
        assert text_value(value, 100) == result


@pytest.mark.parametrize(
    ("value", "result"),
    [("ga:12345", "ga:12345"), ("properties/987654321", "properties/987654321"), (" ", None), (None, None)],
)
def test_ga_id_value(value, result):
    assert ga_id_value(value) == result


@pytest.mark.parametrize("value", ["UA-1234-1", "properties/", "ga:abc", "G-XXXX", "properties/1\x00"])
def test_bad_ga_id(value):
    with pytest.raises(RuleError) as caught:
        ga_id_value(value)
    assert caught.value.code == "validation.invalid"


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("en", "Keywords can have at most 200 characters: "),
        ("ja", "キーワードは 200 文字以内にしてください："),
    ],
)
def test_too_long_keywords_message(locale, text):
    with pytest.raises(RuleError) as caught:
        check_keywords(["短", "長" * 201], [], 10)
    assert translate(caught.value.code, locale, **caught.value.params) == text + "長" * 201
