"""The mails' charts: one bar of coloured segments drawn as a small PNG, each segment as long as its share."""

from __future__ import annotations

import io

from PIL import Image

from api.core import charts
from api.core.charts import Segment, stacked_bar

RED, BLUE = "#ff0000", "#0000ff"


def pixels(png: bytes) -> Image.Image:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_segments_take_their_share_of_the_bar_drawn_at_twice_the_size_shown():
    image = pixels(stacked_bar([Segment(1, RED), Segment(0, "#00ff00"), Segment(3, BLUE)], width=100, height=10))
    assert image.size == (200, 20)
    assert image.getpixel((48, 1)) == (255, 0, 0) and image.getpixel((52, 1)) == (0, 0, 255)
    assert image.getpixel((199, 19)) == (0, 0, 255)


def test_a_larger_whole_leaves_the_end_of_the_bar_empty_so_separate_bars_compare():
    image = pixels(stacked_bar([Segment(50, RED)], 100, width=100, height=10))
    assert image.getpixel((98, 1)) == (255, 0, 0) and image.getpixel((102, 1)) == (0xF0, 0xF0, 0xF0)
    empty = pixels(stacked_bar([], 100, width=100, height=10))
    assert set(empty.get_flattened_data()) == {(0xF0, 0xF0, 0xF0)}


def test_a_figure_is_written_only_in_a_segment_wide_enough_for_it():
    wide = pixels(stacked_bar([Segment(1234, BLUE)], width=100))
    assert len(set(wide.get_flattened_data())) > 2  # white digits, anti-aliased, on blue
    narrow = pixels(stacked_bar([Segment(1234, BLUE)], 100_000, width=100))  # 1.2 pixels wide
    assert {narrow.getpixel((x, y)) for x in range(3, 200) for y in range(44)} == {(0xF0, 0xF0, 0xF0)}


def test_values_past_the_palette_share_one_grey_segment_which_the_legend_colours_alike():
    values = list(range(10, 0, -1))
    segments = charts.colored(values)
    assert [s.color for s in segments] == [*charts.PALETTE, charts.REST]
    assert segments[-1].value == 2 + 1
    assert [charts.color_of(i) for i in range(10)] == [*charts.PALETTE, charts.REST, charts.REST]


def test_a_chart_weighs_a_few_kilobytes():
    segments = charts.colored([2600, 1100, 600, 400, 200, 100, 50, 20, 10])
    assert len(stacked_bar(segments)) < 3000
