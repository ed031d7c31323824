"""The page audit's keywords, derived from what already ranks for the target keyword.

Input: the target keyword, the texts of the top-10 result pages for it (each page's title,
description, headings and body; a result page that could not be fetched is represented by its SERP
title and snippet), the SERP's related searches and "People also ask" questions, and the search
language. Output: :class:`~analytics.audits.scoring.Keywords` — the target, up to
:data:`MAX_SUGGESTED` suggested keywords and up to :data:`MAX_TERMS` suggested terms.

Method
------
1. **Candidates.** Each text is cut into segments at punctuation and line ends, and each segment
   into words by :func:`analytics.audits.text.tokens` (jieba for Chinese, Sudachi mode C for
   Japanese, word characters otherwise). A word is *content* unless it is a stop word
   (:data:`STOP_WORDS`: function words, pronouns, auxiliaries), a Latin word of one letter, all
   digits, a short all-hiragana run (particles and verb endings such as ``して``) or a single CJK
   character. A single character is never a candidate alone: a grammatical one
   (:data:`STOP_CHARACTERS`: 的, 是, 在…) ends a phrase, any other joins its neighbour into one
   (jieba cuts ``牛肉麵`` into ``牛肉`` + ``麵``). Candidates are the content words and the phrases of
   two consecutive words inside one segment, at least one of them content (``美食`` + ``推薦`` →
   ``美食推薦``; Latin words joined with a space). A stop word or a punctuation mark ends a phrase. Phrases are compared folded
   (:func:`analytics.audits.text.fold`: NFKC, case) and shown as most often written.
2. **TF-IDF.** For page *d* of *N*, ``tf(t, d)`` is the candidate's count over the page's word
   count (title and headings counted :data:`HEADING_WEIGHT` times, as they say what the page is
   about). ``idf(t) = ln((1 + N) / (1 + df(t))) + 1`` (smoothed, as scikit-learn's), so a phrase
   every page uses keeps weight 1 rather than 0: among ten pages that rank for one query the shared
   vocabulary is the signal, and the stop words are what removes the shared filler.
   ``score(t) = Σ_d tf(t, d) · idf(t)``. A candidate must appear on at least
   :data:`MIN_PAGES` pages (one page's brand or navigation is not advice), or on the only page.
3. **Excluded:** the target itself and any candidate contained in it (``台北`` for ``台北美食``).
   The target ends a phrase as punctuation does, so no phrase straddles it (``實測`` + ``台北`` from
   ``網友實測台北美食``).
4. **Suggested keywords** are what searchers type next to the target: each related search and
   question is stripped of the target, and its remaining content words and phrases (a query
   modifier such as ``推薦`` or ``ランキング``) are kept when two queries carry them or a top page
   uses them too (a forum's name in one related search is not advice), ranked by how many queries
   carry them, then by TF-IDF score. The list is filled up to :data:`MAX_SUGGESTED` with the best
   TF-IDF phrases of two words, then the best single words.
5. **Suggested terms** are the best remaining TF-IDF candidates (words or phrases), up to
   :data:`MAX_TERMS`.

Everything is deterministic: ties are broken by first appearance.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from analytics.audits import text as textlib
from analytics.audits.scoring import Keywords

MAX_SUGGESTED = 10
MAX_TERMS = 20
MIN_PAGES = 2
HEADING_WEIGHT = 3

# Punctuation, symbols and line ends cut phrases (ASCII and full-width alike); spaces do not.
_SEGMENT_BREAK = re.compile(r"[^\w\s]+|[\n\r\t]+|_+")
_HIRAGANA = re.compile(r"^[\u3040-\u309f]+$")


def _words(listing: str) -> list[str]:
    return listing.split()


STOP_WORDS: frozenset[str] = frozenset(
    # Chinese (traditional and simplified): pronouns, conjunctions, adverbs, filler verbs
    _words("""
    我們 你們 他們 她們 它們 我们 你们 他们 她们 它们 自己 大家 這個 那個 這些 那些 这个 那个 这些 那些 這樣 那樣
    这样 那样 這裡 那裡 这里 那里 什麼 什么 怎麼 怎么 怎樣 怎样 如何 為什麼 为什么 哪裡 哪里 哪些 可以 可能 能夠
    能够 應該 应该 需要 因為 因为 所以 如果 雖然 虽然 但是 還是 还是 或是 或者 以及 而且 並且 并且 就是 不是 沒有
    没有 一個 一个 一些 一樣 一样 已經 已经 非常 很多 許多 许多 其他 其實 其实 還有 还有 以上 以下 之後 之后 之前
    時候 时候 目前 進行 进行 透過 通過 通过 相關 相关 包括 今天 現在 现在 這是 这是 那是 真的 不會 不会 不要 不過
    不过 只是 只要 只有 然後 然后 接著 接着 另外 此外 由於 由于 對於 对于 關於 关于 以及 例如 比如 還要 还要 一定
    一起 一下 一次 一直 比較多 最後 最后 本文 文章 網站 网站 點擊 点击 更多 分享 首頁 首页 留言 回覆 回复 登入 登录 註冊
    注册 版權 版权 所有 隱私 隐私 權政策 政策 聯絡 联络 我們的
    """)
    # Japanese: pronouns, formal nouns, auxiliaries and the most common light verbs
    + _words("""
    これ それ あれ どれ この その あの どの ここ そこ あそこ どこ こちら そちら わたし 私 僕 あなた こと もの ため
    よう とき 場合 ところ ほう 方 です ます でした ました ません ない いる ある する なる できる いう 思う られる れる
    せる について によって における として という とは など なお また さらに ただし および または ので から まで より
    ください 下さい 記事 サイト ページ ホーム トップ 一覧 詳細 ログイン 会員登録 お問い合わせ プライバシーポリシー
    """)
    # English
    + _words("""
    a an and are as at be been but by can could did do does for from had has have how i if in into is it its
    just more most my no not of on or our out so than that the their them then there these they this those to
    too up us was we were what when where which who why will with would you your about after all also any
    because before being both each few get got here him his her me much new only other over same she should
    some such very via vs
    """)
)


@dataclass(frozen=True)
class SourcePage:
    """One top result as the keyword method reads it: its title, description, headings and body text."""

    url: str
    title: str = ""
    description: str = ""
    headings: tuple[str, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class _Candidate:
    key: str  # folded form
    surface: str
    words: int


# Single characters that are grammar, not meaning: they end a phrase (others join one, 牛肉 + 麵).
STOP_CHARACTERS = frozenset("的了是在和與与及或也都就而但很最更等有為为之以於于把被讓让給给從从到對对向跟著着過过嗎吗呢吧啊並并又這这那個个各每你我他她它將将會会能要可不沒没所其此"
                            "之且則则若如即")


@lru_cache(maxsize=64)
def _segment_break(breaks: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join([_SEGMENT_BREAK.pattern, *(re.escape(b) for b in breaks if b)]), re.IGNORECASE)


def _kind(word: str, language: str | None) -> str:
    """``content`` (a candidate), ``bound`` (a single CJK character that only joins a phrase) or ``break``."""
    folded = textlib.fold(word)
    if folded in STOP_WORDS or folded.isdigit():
        return "break"
    if textlib.script_of(word) is textlib.Script.CJK:
        if _HIRAGANA.match(word) and len(word) <= 2:
            return "break"  # particles and verb endings (の, は, して)
        if textlib.char_count(word) < 2:
            return "break" if word in STOP_CHARACTERS else "bound"
        return "content"
    return "content" if len(folded) > 1 else "break"


def _join(first: str, second: str) -> str:
    cjk = textlib.script_of(first[-1]) is textlib.Script.CJK and textlib.script_of(second[0]) is textlib.Script.CJK
    return first + second if cjk else f"{first} {second}"


def candidates(text: str, language: str | None, breaks: Sequence[str] = ()) -> list[_Candidate]:
    """The content words and two-word phrases of ``text``, in order (see the module notes); the
    ``breaks`` (the target keyword) end phrases like punctuation does."""
    found: list[_Candidate] = []
    for segment in _segment_break(tuple(breaks)).split(text):
        previous: tuple[str, str] | None = None  # (word, kind)
        for word in textlib.tokens(segment, language):
            kind = _kind(word, language)
            if kind == "break":
                previous = None
                continue
            if kind == "content":
                found.append(_Candidate(textlib.fold(word), word, 1))
            if previous is not None and "content" in (kind, previous[1]):
                phrase = _join(previous[0], word)
                found.append(_Candidate(textlib.fold(phrase), phrase, 2))
            previous = (word, kind)
    return found


def _weighted_text(page: SourcePage) -> Iterable[tuple[str, int]]:
    yield page.title, HEADING_WEIGHT
    for heading in page.headings:
        yield heading, HEADING_WEIGHT
    yield page.description, 1
    yield page.text, 1


@dataclass(frozen=True)
class ScoredTerm:
    text: str
    score: float
    pages: int
    words: int


def tfidf(pages: Sequence[SourcePage], language: str | None, breaks: Sequence[str] = ()) -> list[ScoredTerm]:
    """Every candidate of ``pages`` with its TF-IDF score, best first (see the module notes)."""
    counts: list[Counter[str]] = []
    lengths: list[int] = []
    surfaces: dict[str, Counter[str]] = {}
    words: dict[str, int] = {}
    for page in pages:
        count: Counter[str] = Counter()
        length = 0
        for part, weight in _weighted_text(page):
            for candidate in candidates(part, language, breaks):
                count[candidate.key] += weight
                surfaces.setdefault(candidate.key, Counter())[candidate.surface] += 1
                words[candidate.key] = candidate.words
                length += weight if candidate.words == 1 else 0
        counts.append(count)
        lengths.append(max(length, 1))
    total = len(pages)
    document_frequency: Counter[str] = Counter(key for count in counts for key in count)
    scored = []
    for key, df in document_frequency.items():  # insertion order: first appearance breaks ties
        idf = math.log((1 + total) / (1 + df)) + 1
        score = sum(count[key] / length for count, length in zip(counts, lengths, strict=True)) * idf
        scored.append(ScoredTerm(surfaces[key].most_common(1)[0][0], score, df, words[key]))
    return sorted(scored, key=lambda term: -term.score)


def _in_target(phrase: str, targets: Sequence[str]) -> bool:
    folded = textlib.fold(phrase)
    return any(folded in target for target in targets)


def _query_words(related: Sequence[str], targets: Sequence[str], language: str | None) -> Counter[str]:
    """How many related searches or questions carry each content word or phrase besides the target."""
    asked: Counter[str] = Counter()
    for query in related:
        keys = dict.fromkeys(c.key for c in candidates(textlib.fold(query), language, targets))
        asked.update(key for key in keys if not _in_target(key, targets))
    return asked


def derive(target: str, pages: Sequence[SourcePage], related: Sequence[str] = (),
           language: str | None = None) -> Keywords:
    """The page audit's keywords for ``target`` from the top result ``pages`` and the SERP's related
    searches and questions (``related``); ``language`` is the search language (``zh-TW``, ``ja``…)."""
    language = textlib.primary_language(language) or textlib.detect_language(
        " ".join(p.title + p.text[:2000] for p in pages) or target)
    targets = [textlib.fold(target)]
    breaks = (target.strip(), *targets)
    minimum = min(MIN_PAGES, len(pages)) or 1
    # Folded key -> the candidate as scored, with the surface the pages write (queries are folded to
    # strip the target): every candidate of the pages, and those on enough pages to be advice.
    on_pages = {textlib.fold(term.text): term for term in tfidf(pages, language, breaks)
                if not _in_target(term.text, targets)}
    known = {key: term for key, term in on_pages.items() if term.pages >= minimum}
    asked = _query_words(related, targets, language)
    # A query's word is advice when searchers use it twice or the ranking pages use it too (a forum's
    # name in one related search is not).
    wanted = [key for key in asked if asked[key] >= 2 or key in on_pages]
    ranked = sorted(wanted, key=lambda key: (-asked[key], -(on_pages[key].score if key in on_pages else 0.0)))
    suggested = [on_pages[key].text if key in on_pages else key for key in ranked[:MAX_SUGGESTED]]
    chosen = set(ranked[:MAX_SUGGESTED])
    # Filled with the best phrases, then the best words: a phrase says more than either word.
    for key, term in sorted(known.items(), key=lambda item: item[1].words != 2):
        if len(suggested) >= MAX_SUGGESTED:
            break
        if key not in chosen:
            suggested.append(term.text)
            chosen.add(key)
    terms = [term.text for key, term in known.items() if key not in chosen][:MAX_TERMS]
    return Keywords(target=(target.strip(),), suggested=tuple(suggested), terms=tuple(terms))
