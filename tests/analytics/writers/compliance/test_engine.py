"""The check's rules, case by case: negated disclaimers, words inside other words, product-type scope,
whole-message rules, Japanese, Traditional and Simplified script, and the category choice."""

from __future__ import annotations

import pytest

from analytics.writers.compliance import Problem, check, tree, validate


def found(text: str, mains: list[str], subs: list[str] = ()) -> list[tuple[str, str]]:
    return [(f.match, f.category) for f in check(text, mains, subs)]


@pytest.mark.parametrize(("text", "mains"), [
    ("本產品非藥品，無療效", ["TW-FOOD", "TW-DRUG"]),
    ("本品不具任何療效", ["TW-DRUG"]),
    ("非藥用牙膏", ["TW-COS"]),
    ("本品は医薬品ではありません。治療を目的としたものではありません", ["JP-PMD-COS"]),
])
def test_negated_disclaimers_are_not_findings(text, mains):
    assert found(text, mains) == []


@pytest.mark.parametrize(("text", "mains", "claim"), [
    ("本產品具療效", ["TW-DRUG"], ("療效", "TW-DRUG-NONDRUG")),
    ("藥用牙膏", ["TW-COS"], ("藥用", "TW-COS-MED")),
    ("ニキビを治療する化粧水", ["JP-PMD-COS"], ("治療", "JP-COS-DRUGLIKE")),
])
def test_the_same_words_without_the_negation_are(text, mains, claim):
    assert claim in found(text, mains)


@pytest.mark.parametrize(("text", "mains", "absent"), [
    ("口感溫和胃部無負擔", ["TW-FOOD"], "和胃"),
    ("慢跑能增強心肺", ["TW-FOOD"], "強心"),
    ("深層去除毛孔髒汙", ["TW-COS"], "除毛"),
    ("添加乳酸菌與乳清蛋白", ["GEN-PROFANITY"], "乳"),
    ("品牌成立於2013.", ["GEN-PROFANITY"], "13."),
    ("No10 系列", ["TW-FT"], "No1"),
])
def test_words_inside_other_words_are_not_findings(text, mains, absent):
    assert absent not in [match for match, _ in found(text, mains)]


def test_the_same_words_standing_alone_are():
    assert ("和胃", "TW-FOOD-MED-TCM") in found("疏肝和胃", ["TW-FOOD"])
    assert ("強心", "TW-FOOD-MED-TCM") in found("強心、改善記憶力", ["TW-FOOD"])
    assert ("除毛", "TW-COS-MED") in found("溫和除毛膏", ["TW-COS"])


def test_the_product_type_decides():
    assert found("美白肌膚", ["TW-COS"]) == []  # 化粧品 附件二: allowed
    assert found("美白肌膚", ["TW-FOOD"]) == [("美白", "TW-FOOD-APPEAR")]  # 食品 X3: forbidden
    assert found("淡化皺紋", ["TW-COS"]) == []
    assert found("消除皺紋", ["TW-COS"]) == [("消除皺紋", "TW-COS-MED")]
    # a lawful food phrase (附件一) stays lawful although it contains a flagged word
    assert found("幫助消化、促進新陳代謝、使排便順暢", ["TW-FOOD"]) == []
    # 抗痘 needs evidence for a cosmetic (*1, *2): a finding that says so, not a prohibition
    (finding,) = check("抗痘洗面乳", ["TW-COS"])
    assert (finding.category, finding.severity) == ("TW-COS-EVIDENCE", "substantiate")


def test_whole_message_rules():
    assert ("預防糖尿病", "TW-FOOD-MED-DISEASE") in found("每天喝可以預防糖尿病", ["TW-FOOD"])
    assert found("糖尿病患者的飲食衛教", ["TW-FOOD"], ["TW-FOOD-MED-DISEASE"]) == [
        ("糖尿病患者", "TW-FOOD-MED-DISEASE")]  # aimed at patients
    assert found("糖尿病的成因與衛教", ["TW-FOOD"]) == []  # a disease named, no claim
    assert ("改善支氣管炎", "TW-FOOD-MED-DISEASE") in found("改善支氣管炎", ["TW-FOOD"])  # any …炎
    assert found("消除炎熱夏天的暑氣", ["TW-FOOD"], ["TW-FOOD-MED-DISEASE"]) == []
    cited = found("「本草備要」記載：冬蟲夏草可止血化痰", ["TW-FOOD"], ["TW-FOOD-MED-TCM"])
    assert cited and cited[0][0].startswith("本草備要")
    assert found("「本草綱目」記載梅子氣味甘酸，可生津解渴", ["TW-FOOD"]) == []  # a citation without medical claim
    assert ("降低膽固醇", "TW-FOOD-MED-BODYCOMP") in found("有效降低膽固醇", ["TW-FOOD"])



@pytest.mark.parametrize(("text", "claim"), [
    ("宴會喝酒後照樣能開車", ("喝酒後照樣能開車", "TW-FOOD-PHYSIO")),  # alcohol + effect (解酒)
    ("幫你阻擋螢幕藍光", ("阻擋螢幕藍光", "TW-FOOD-PHYSIO")),  # light + shielding verb (保護眼睛)
    ("提高鐵質的吸收率", ("提高鐵質的吸收率", "TW-FOOD-PHYSIO")),  # nutrient absorption
    ("孩子個子矮怎麼辦", ("個子矮", "TW-FOOD-APPEAR")),  # children's height
    ("熬夜容易造成暗沉", ("容易造成暗沉", "TW-FOOD-PHYSIO")),  # cause + appearance problem
    ("一週快瘦", ("快瘦", "TW-FOOD-PHYSIO")),  # speed + slimming
    ("Burn-Fat 膠囊", ("Burn-Fat", "TW-FOOD-PHYSIO")),  # English slimming words
    ("排出肝毒", ("肝毒", "TW-FOOD-PHYSIO")),  # organ toxins
    ("加速術後康復", ("加速術後康復", "TW-FOOD-MED-DISEASE")),  # recovery
    ("穀物之王", ("穀物之王", "TW-FOOD-FALSE")),  # epithet
    ("天天吃絕無副作用", ("天天吃絕無副作用", "TW-FOOD-FALSE")),  # no-harm claim
    ("一個月瘦了8公斤", ("瘦了8公斤", "TW-FOOD-PHYSIO")),  # testimonial in numbers
    ("國食健字認證", ("國食健字", "TW-FOOD-FALSE")),  # a foreign health-food licence mark
    ("幫助免疫調節與血糖調節", ("血糖調節", "TW-FOOD-FALSE")),  # a health food's function, in either order
    ("血糖偏高的人也適合", ("血糖偏高", "TW-FOOD-MED-BODYCOMP")),  # a test result
    ("每100克的膳食纖維含量是地瓜的3倍", ("膳食纖維含量是地瓜的3倍", "TW-FOOD-FALSE")),  # nutrient multiples
    ("喝了提升運動表現", ("提升運動表現", "TW-FOOD-PHYSIO")),  # sports performance
    ("天天喝，氣色紅潤", ("氣色", "TW-FOOD-APPEAR")),  # complexion
    ("營養學會推薦的早餐", ("學會推薦", "TW-FOOD-FALSE")),  # an association's endorsement
])
def test_word_families_of_the_food_rules(text, claim):
    assert claim in found(text, ["TW-FOOD"])


@pytest.mark.parametrize("text", [
    "酒後不開車，開車不喝酒",  # the law's own warning
    "加入米酒後以小火燉煮",  # a recipe
    "一盒可吃三天",
    "塑膠袋請回收，快速出貨",
    "fat free 牛奶",
    "對花生過敏者請勿食用",
    "新品上市第一週買二送一",
    "容量是舊包裝的兩倍，價格不變",  # a multiple of no nutrient
    "運動後記得補充水分",
    "增強體力、精神旺盛",  # the 準則's own lawful wording
    "門市異常擁擠，請改用網購",
])
def test_the_word_families_leave_ordinary_copy_alone(text):
    assert found(text, ["TW-FOOD", "TW-HF"]) == []

def test_traditional_and_simplified_meet_the_same_rules():
    traditional = check("可降血壓，預防糖尿病", ["TW-FOOD"])
    simplified = check("可降血压，预防糖尿病", ["TW-FOOD"])
    assert [(f.start, f.end, f.category) for f in traditional] == [(f.start, f.end, f.category) for f in simplified]
    assert [f.match for f in simplified] == ["降血压", "降血压", "预防糖尿病"]


def test_japanese_text_meets_the_japanese_lists():
    assert found("飲むだけで糖尿病が治る", ["JP-PMD-FOOD"]) == [("飲むだけで", "JP-FOOD-EXAG"),
                                                            ("糖尿病が治る", "JP-FOOD-DISEASE")]
    assert ("シミが消える", "JP-COS-SCOPE") in found("シミが消える美容液", ["JP-PMD-COS"])
    assert found("顧客満足度No.1の美容液", ["JP-KEIHYO"], ["JP-KH-NO1"]) == [("顧客満足度No.1", "JP-KH-NO1")]
    assert found("食前に3粒お召し上がりください", ["JP-PMD-FOOD"], ["JP-FOOD-DOSAGE"]) == [("食前に3粒", "JP-FOOD-DOSAGE")]
    assert found("シミが消える", ["TW-COS"]) == []  # Taiwan's lists do not read Japanese claims
    assert found("最新的世界第一", ["JP-KEIHYO"]) == []  # nor Japan's lists Chinese text (no kana)


def test_each_line_is_read_by_the_lists_of_its_language():
    both = ["TW-FOOD", "JP-PMD-FOOD"]
    # a Chinese line with a Japanese word stays Chinese; a Japanese sentence's kanji are not Taiwan's words
    assert found("幸福の味，喝了能預防糖尿病\n糖尿病が治る", both) == [
        ("預防糖尿病", "TW-FOOD-MED-DISEASE"), ("糖尿病が治る", "JP-FOOD-DISEASE")]
    assert found("飲むだけで糖尿病を改善します", ["TW-FOOD"]) == []
    # a kanji heading of a Japanese article is read by Japan's lists (and, having no kana, Taiwan's)
    article = "糖尿病予防\n毎朝一杯の青汁で、健康な毎日を過ごしませんか。\n原料は国産の大麦若葉だけです。"
    assert ("糖尿病予防", "JP-FOOD-DISEASE") in found(article, ["JP-PMD-FOOD"])
    # in a Chinese article the line with kana is Japan's alone
    chinese = "本產品選用台灣在地小農種植的黑木耳\n低溫慢熬保留天然口感\n美白効果のあるサプリです"
    assert [category for _, category in found(chinese, ["TW-FOOD", "JP-PMD-COS"])] == ["JP-COS-WHITENING"]


def test_ordinary_words_around_superlatives():
    assert found("最近很紅，第一次用就愛上", ["TW-FT"]) == []
    assert found("全台第一品牌", ["TW-FT"]) == [("全台第一", "TW-FT-SUPERLATIVE"), ("第一品牌", "TW-FT-SUPERLATIVE")]
    assert found("１００％有效", ["TW-FT"], ["TW-FT-GUARANTEE"]) == [("１００％", "TW-FT-GUARANTEE")]  # full width


def test_a_finding_carries_law_rule_alternative_and_unverified():
    (finding,) = check("改善體質", ["TW-FOOD"])
    assert finding.law.startswith("食品安全衛生管理法第28條第1項")
    assert "(X1)" in finding.rule and finding.alternative == "調整體質" and finding.unverified is False
    (unverified,) = check("保護眼睛", ["TW-FOOD"], ["TW-FOOD-PHYSIO"])
    assert unverified.unverified is True  # X2: UNVERIFIED in the list
    assert check("消除黑眼圈", ["TW-COS"])[0].alternative == "淡化黑眼圈（*1 須有客觀公正試驗數據）"


def test_offsets_and_occurrences():
    text = "減肥茶。真的減肥！"
    findings = check(text, ["TW-FOOD"], ["TW-FOOD-APPEAR"])
    assert [(f.match, f.start, f.end, f.occurrence) for f in findings] == [("減肥", 0, 2, 0), ("減肥", 6, 8, 1)]


def test_sub_categories_narrow_the_check():
    assert found("降血壓，全台第一", ["TW-FOOD", "TW-FT"], ["TW-FT-SUPERLATIVE"]) == [
        ("降血壓", "TW-FOOD-MED-BODYCOMP"), ("降血壓", "TW-FOOD-MED-DISEASE"), ("全台第一", "TW-FOOD-FALSE"),
        ("全台第一", "TW-FT-SUPERLATIVE")]  # TW-FOOD had no sub-category chosen: all of it


def test_the_choice_rule():
    assert validate([], []) == [Problem("main_categories", "text_comply.main_required")]
    food = next(main for main in tree() if main["id"] == "TW-FOOD")
    hf = next(main for main in tree() if main["id"] == "TW-HF")
    seven = [sub["id"] for sub in food["subs"]] + [hf["subs"][0]["id"]]
    assert validate(["TW-FOOD", "TW-HF"], seven) == [
        Problem("sub_categories", "text_comply.too_many_subs", (("max", 6), ("count", 7)))]
    assert validate(["TW-FOOD"], seven[:6]) == []
    assert validate(["XX"], ["TW-HF-MED"]) == [
        Problem("main_categories", "text_comply.unknown_category", (("ids", "XX"),)),
        Problem("sub_categories", "text_comply.sub_outside_main", (("ids", "TW-HF-MED"),))]
