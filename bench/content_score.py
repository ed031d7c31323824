"""Content score recomputation per keystroke batch: a 3,000-character zh-TW article against 10 top pages.

The article is rescored as a writer types: each recomputation changes one paragraph of the article (a few
characters added where the writer is), as the editor's debounced call sends it, and is timed end to end
as the API's request spends it on the score: the HTML read into text, headings and images, every SPEC §5
rule, the chips' counts (``analytics.writers.scoring.score``). The term data of the 10 top pages is
prepared once beforehand (as the task does, once per keyword and market) and timed apart.

The peer, in the same run, is what a TF-IDF content scorer does per keystroke: scikit-learn's
``TfidfVectorizer`` fitted once on the same 10 pages with the same tokenizer (jieba, through rjieba), then
per recomputation the article's text (lxml) vectorized and its cosine similarity to each top page and to
their centroid computed. It does less than the score (no rules, no chips), so it is a floor to compare
with, not the same work.

    uv sync --group bench && uv run --group bench python bench/content_score.py [--runs 300]

Printed: p50 and p95 (bench/machine.py's rule) of wall time (``time.perf_counter``) and CPU time
(``time.process_time``) per recomputation for both, one process and one thread, beside the machine's
cores and load. The target is p95 ≤ 50 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from machine import machine, p95

from analytics.audits import text as textlib
from analytics.audits.keywords import SourcePage
from analytics.writers.scoring import Document, score
from analytics.writers.terms import prepare
from analytics.writers.text import plain_text

KEYWORD = "台北美食"


def _words(listing: str) -> list[str]:
    return listing.split()


WORDS = _words(
    "台北美食 牛肉麵 小籠包 滷肉飯 夜市 小吃 排隊 名店 推薦 平價 在地人 私房 口袋名單 餐廳 早午餐 甜點 咖啡廳 捷運 "
    "信義區 大安區 中山區 士林夜市 饒河街 寧夏夜市 湯頭 麵條 口感 份量 價格 營業時間 交通方式 停車 訂位 菜單 招牌 "
    "必點 胡椒餅 蚵仔煎 珍珠奶茶 豆花 刈包 鹽酥雞 臭豆腐 鍋貼 燒餅 油條 豆漿 米其林 必比登 觀光客 旅遊 攻略 行程 "
    "週末 老字號 傳統 創意 料理 食材 新鮮 濃郁 清爽 香氣 酥脆 軟嫩 環境 服務 用餐 體驗 心得 分享 整理 介紹 地圖"
)
FILLER = _words("我們 今天 其實 非常 而且 所以 可以 因為 如果 還有 這次 真的 覺得 特別 一起 大家")


def sentence(rng: random.Random) -> str:
    words = [rng.choice(WORDS if rng.random() < 0.7 else FILLER) for _ in range(rng.randint(5, 10))]
    return "".join(words) + rng.choice("，。。！")


def paragraph(rng: random.Random, characters: int) -> str:
    out = ""
    while len(out) < characters:
        out += sentence(rng)
    return out


def top_pages(rng: random.Random) -> list[SourcePage]:
    """Ten pages of 2,000-6,000 characters (the shape a fetched top page's main text has)."""
    pages = []
    for n in range(10):
        text = "\n".join(paragraph(rng, 200) for _ in range(rng.randint(10, 30)))
        pages.append(SourcePage(f"https://top{n}.example.tw/", f"台北美食推薦{n}：{sentence(rng)}",
                                paragraph(rng, 70), tuple(sentence(rng) for _ in range(5)), text))
    return pages


def article(rng: random.Random) -> list[str]:
    """The article's blocks (HTML): an H1, H2s, an image, paragraphs, 3,000 characters of text in all."""
    blocks = ["<h1>台北美食推薦：在地人的私房名單</h1>", "<img src='/a.jpg' alt='台北美食'>"]
    total = 0
    while total < 2850:
        if len(blocks) % 4 == 0:
            heading = sentence(rng)[:-1]
            total += len(heading)
            blocks.append(f"<h2>{heading}</h2>")
        text = paragraph(rng, 120)
        total += len(text)
        blocks.append(f"<p>{text}</p>")
    return blocks


def timed(work: Callable[[str], object], htmls: list[str]) -> tuple[list[float], list[float]]:
    walls, cpus = [], []
    for html in htmls:
        wall, cpu = time.perf_counter(), time.process_time()
        work(html)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return walls, cpus


def peer(pages: list[SourcePage]) -> Callable[[str], object]:
    import numpy
    import rjieba
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.metrics.pairwise import cosine_similarity

    vectorizer = TfidfVectorizer(tokenizer=rjieba.cut, lowercase=False, token_pattern=None)
    matrix = vectorizer.fit_transform(f"{p.title}\n{p.description}\n{p.text}" for p in pages)
    centroid = numpy.asarray(matrix.mean(axis=0))

    def rescore(html: str) -> object:
        import lxml.html

        text = lxml.html.fragment_fromstring(html, create_parent="div").text_content()
        vector = vectorizer.transform([text])
        return cosine_similarity(vector, matrix), cosine_similarity(vector, centroid)

    return rescore


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(16)
    pages = top_pages(rng)
    started = time.perf_counter()
    data = prepare(KEYWORD, pages, ["台北美食推薦", "台北美食 平價", "台北美食 夜市"], "zh-TW")
    prepared = time.perf_counter() - started
    blocks = article(rng)
    htmls = []
    for _ in range(args.runs):  # each recomputation: the article with a word typed into one of its blocks
        at = rng.randrange(2, len(blocks))
        typed = blocks[at].replace("</p>", rng.choice(WORDS) + "</p>").replace("</h2>", "吧</h2>")
        htmls.append("".join([*blocks[:at], typed, *blocks[at + 1:]]))
    title, description = "台北美食推薦：平價牛肉麵與夜市小吃的在地人完整攻略", paragraph(rng, 60)
    document = Document(KEYWORD, title, description, htmls[-1], "zh-TW")
    result = score(document, data)

    def ours(html: str) -> object:
        return score(Document(KEYWORD, title, description, html, "zh-TW"), data)

    rescore = peer(pages)
    for work in (ours, rescore):  # warm: dictionaries loaded, caches of the unchanged blocks filled
        timed(work, htmls[:5])
    figures = {}
    for name, work in (("ranklens", ours), ("tfidf peer", rescore)):
        figures[name] = timed(work, htmls)
    print(machine())
    print(f"article: {textlib.char_count(plain_text(htmls[-1]))} characters; 10 top pages of "
          f"{min(len(p.text) for p in pages)}-{max(len(p.text) for p in pages)} characters (median "
          f"{data.median_length}); term data prepared once in {prepared * 1000:.0f} ms; "
          f"{len(data.keywords)} keywords, {len(data.terms)} terms; score {result.score}")
    for name, (walls, cpus) in figures.items():
        print(f"{name:>11}: wall p50 {statistics.median(walls) * 1000:.2f} ms, p95 {p95(walls) * 1000:.2f} ms; "
              f"CPU p50 {statistics.median(cpus) * 1000:.2f} ms, p95 {p95(cpus) * 1000:.2f} ms ({args.runs} runs)")
    ours_p95, peer_p95 = p95(figures["ranklens"][0]), p95(figures["tfidf peer"][0])
    print(f"ratio (wall p95, ranklens / peer): {ours_p95 / peer_p95:.2f}; target p95 ≤ 50 ms: "
          f"{'met' if ours_p95 <= 0.050 else 'not met'}")


if __name__ == "__main__":
    main()
