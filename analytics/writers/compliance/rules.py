"""The rule book: every sub-category of ``rules/category_tree.json`` with the words and patterns that
seed it, read once from the files in ``rules/`` (see rules/MANIFEST.md for their origin and licences).

A :class:`Rule` carries what a finding shows: the law, the rule (article, annex or list), why the
wording is a problem, the compliant alternative where the lists give one, and whether the source marks
it UNVERIFIED. Terms are literal words (matched on word bounds, see engine.py); patterns are regular
expressions for the rules about the whole message (disease + verb, citation + medical claim).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

RULES_DIR = Path(__file__).parent / "rules"

FORBIDDEN = "forbidden"  # the law forbids the wording for this product type
SUBSTANTIATE = "substantiate"  # lawful only with proof (rankings, superlatives, evidence stars)
RISK = "risk"  # judged on the whole ad: the wording alone is a strong sign of a forbidden claim


@dataclass(frozen=True)
class Rule:
    category: str
    main: str
    law: str
    rule: str
    why: str
    severity: str = FORBIDDEN
    alternative: str | None = None
    unverified: bool = False


@dataclass
class SubRules:
    terms: list[tuple[str, Rule]] = field(default_factory=list)
    patterns: list[tuple[str, Rule]] = field(default_factory=list)


@dataclass
class RuleBook:
    subs: dict[str, SubRules]
    allow: dict[str, frozenset[str]]  # main category -> phrases that are lawful for that product type
    exceptions: frozenset[str]  # ordinary words that contain a term (最近, 第一次)
    zh_negators: tuple[str, ...]
    ja_negation_after: tuple[str, ...]
    ja_negation_before: tuple[str, ...]


def trie_pattern(words: list[str] | set[str]) -> str:
    """One regular expression matching any of ``words``, longest first, written as a character trie."""
    trie: dict = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = True

    def render(node: dict) -> str:
        ends = "" in node
        branches = [re.escape(ch) + render(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if ends:
            return f"(?:{body})?" if len(branches) > 1 or len(body) > 1 else f"{body}?"
        return body

    return render(trie)


def _json(name: str) -> dict:
    return json.loads((RULES_DIR / name).read_text("utf-8"))


_PAREN = re.compile(r"[(（]([^)）]*)[)）]")
_FILLER = re.compile(r"\.{2,}|…+|[?？]$|O{2,}|○+|〇+")


def variants(phrase: str) -> list[str]:
    """The literal words a list entry stands for: ``/``-separated alternatives; ``(x)`` at the end an
    optional continuation, inside a replacement of the word before it (``增強(增加)自體免疫力`` →
    增強自體免疫力, 增加自體免疫力); placeholders (``OO``, ``○○``, ``...``) cut out.

    >>> variants("溫腎(化氣)")
    ['溫腎', '溫腎化氣']
    >>> variants("增強(增加)自體免疫力")
    ['增強自體免疫力', '增加自體免疫力']
    >>> variants("更佳/最佳")
    ['更佳', '最佳']
    """
    found: list[str] = []
    for part in re.split(r"[/／]", phrase):
        part = _FILLER.sub(" ", part).strip()
        match = _PAREN.search(part)
        if match is None:
            found += [piece for piece in part.split() if len(piece) > 1]
            continue
        before, inner, after = part[:match.start()], match.group(1), part[match.end():]
        if after:  # 增強(增加)X: the bracket replaces the word before it
            head = before[:-len(inner)] if len(before) >= len(inner) else ""
            found += [before + after, head + inner + after]
        else:  # 溫腎(化氣): an optional continuation
            found += [before, before + inner]
    return [word for word in dict.fromkeys(word.strip() for word in found) if len(word) > 1]


@cache
def rulebook() -> RuleBook:
    """Every sub-category's terms and patterns (read once)."""
    subs: dict[str, SubRules] = defaultdict(SubRules)
    alternatives = _json("alternatives_AUTHORED.json")
    tree = _json("category_tree.json")
    main_of = {sub["id"]: main["id"] for region in ("TW", "JP", "GENERAL") for main in tree[region] for sub in main["subs"]}

    def alternative(main: str, term: str) -> tuple[str | None, bool]:
        entry = alternatives.get(main, {}).get(term)
        return (entry["alternative"], bool(entry.get("unverified"))) if entry else (None, False)

    def add(sub: str, words: list[str], law: str, rule: str, why: str, severity: str = FORBIDDEN,
            unverified: bool = False) -> None:
        main = main_of[sub]
        for word in words:
            alt, alt_unverified = alternative(main, word)
            subs[sub].terms.append((word, Rule(sub, main, law, rule, why, severity, alt,
                                               unverified or alt_unverified)))

    def pattern(sub: str, regexes: str | tuple[str, ...], law: str, rule: str, why: str,
                severity: str = FORBIDDEN) -> None:
        for regex in (regexes,) if isinstance(regexes, str) else regexes:
            subs[sub].patterns.append((regex, Rule(sub, main_of[sub], law, rule, why, severity)))

    # --- Taiwan: foods and health foods --------------------------------------------------------
    food = _json("tw/tw_food_healthfood_claims_official.json")
    laws = food["laws"]
    food_subs = {s["id"]: s for c in food["categories"] for s in c.get("subcategories", [])}
    med_law, mis_law, hf_law = laws["food_safety_act_28_2"], laws["food_safety_act_28_1"], laws["health_food_act_6"]
    authored = _json("tw/tw_claim_patterns_AUTHORED.json")

    def food_list(sub: str, ids: tuple[str, ...], law: str) -> None:
        for list_id in ids:
            entry = food_subs[list_id]
            words = [w for example in entry["examples"] for w in variants(example)]
            add(sub, words, law, f"{entry['basis']} ({list_id})", entry["name"],
                unverified="UNVERIFIED" in entry.get("verification", ""))

    food_list("TW-FOOD-MED-DISEASE", ("M1", "M3"), med_law)
    food_list("TW-FOOD-MED-BODYCOMP", ("M2",), med_law)
    food_list("TW-FOOD-MED-TCM", ("M4",), med_law)
    food_list("TW-FOOD-PHYSIO", ("X1", "X2"), mis_law)
    food_list("TW-FOOD-APPEAR", ("X3",), mis_law)
    add("TW-FOOD-FALSE", ["衛署食字", "署授衛食字", "部授食字", "衛部食字", "健康食品字號", *authored["licence_marks"]], mis_law,
        f"{food_subs['X4']['basis']} (X4)", food_subs["X4"]["name"], unverified=True)

    gap = r"[^。！？!?；;，,、：:\n]"  # within a clause
    listing = r"[^。！？!?；;，,：:\n]"  # within a clause, across a list (手冰、暈眩)
    sentence = r"[^。！？!?\n]"  # within a sentence
    # any word ending in 症/炎/癌 is a disease or symptom (過敏症, 腸炎, 大腸癌); 炎熱, 炎夏 are the weather
    diseases = trie_pattern(authored["diseases"]) + "|[症癌]|炎(?![熱夏炎])"
    before, after, far, causing = (trie_pattern(authored[k]) for k in
                                   ("efficacy_before", "efficacy_after", "efficacy_after_far", "causing"))
    # separate expressions, each scanned on its own: one large alternation of three is twice as slow
    disease_verb = (rf"(?:{before}){listing}{{0,8}}?(?:{diseases})",
                    rf"(?:{diseases})(?:{gap}{{0,10}}?(?:{after})|{sentence}{{0,16}}?(?:{far}))")
    m1 = food_subs["M1"]
    for sub, law in (("TW-FOOD-MED-DISEASE", med_law), ("TW-HF-MED", med_law + "; 健康食品管理法第14條")):
        pattern(sub, disease_verb, law, f"{m1['basis']} (疾病 + 效能動詞)", m1["name"])
        pattern(sub, rf"(?:{causing}){gap}{{0,6}}?(?:{diseases})", law, "準則第3條 整體表現 (連結疾病)", m1["name"], RISK)
    components, lowering = trie_pattern(authored["body_components"]), trie_pattern(authored["lowering_verbs"])
    m2 = food_subs["M2"]
    lowers = rf"(?:{lowering}){gap}{{0,4}}?(?:{components})"
    pattern("TW-FOOD-MED-BODYCOMP", lowers, med_law, f"{m2['basis']} (降低體內成分)", m2["name"])
    # 血糖偏高、GOT、GPT異常: a food spoken of beside a test result addresses the condition
    abnormal = rf"(?:{components})[值]?{listing}{{0,4}}?(?:{trie_pattern(authored['abnormal_results'])})"
    pattern("TW-FOOD-MED-BODYCOMP", abnormal, med_law, f"{m2['basis']} (體內成分 + 偏高、異常)", m2["name"], RISK)
    m5 = food_subs["M5"]
    medical = trie_pattern(authored["medical_claims"] + authored["diseases"]
                          + [w for e in food_subs["M4"]["examples"] for w in variants(e)])
    pattern("TW-FOOD-MED-TCM", rf"(?:{trie_pattern(authored['classics'])})[^。！？!?\n]{{0,40}}?(?:{medical})", med_law,
            f"{m5['basis']} (典籍引述 + 醫療效能)", m5["name"])
    claims = authored["claims"]
    add("TW-FOOD-MED-TCM", claims["tcm"], med_law, f"{food_subs['M4']['basis']} (中藥材效能、藥品用語)",
        food_subs["M4"]["name"], RISK)
    x1 = food_subs["X1"]
    organs, strengthen = trie_pattern(authored["organs"]), trie_pattern(authored["strengthening_verbs"])
    bacteria, bacteria_verbs = trie_pattern(authored["bacteria"]), trie_pattern(authored["bacteria_verbs"])
    fat, fat_verbs = trie_pattern(authored["fat"]), trie_pattern(authored["fat_verbs"])
    physiology = (rf"(?:{strengthen}){gap}{{0,3}}?(?:{organs})",
                  rf"(?:{organs}){gap}{{0,2}}?(?:{trie_pattern(authored['organ_after_verbs'])})",
                  rf"(?:{bacteria_verbs}){gap}{{0,6}}?(?:{bacteria})|(?:{bacteria}){gap}{{0,4}}?(?:{bacteria_verbs})")
    slimming = (rf"(?:{fat_verbs}){gap}{{0,3}}?(?:{fat})|(?:{fat}){gap}{{0,1}}?(?:{fat_verbs})",)
    pattern("TW-FOOD-PHYSIO", physiology, mis_law, f"{x1['basis']} (器官/生理功能 + 增強動詞)", x1["name"], RISK)
    add("TW-FOOD-PHYSIO", claims["detox"] + claims["sexual"], mis_law, f"{x1['basis']} (整體表現)", x1["name"], RISK)
    x3 = food_subs["X3"]
    add("TW-FOOD-APPEAR", claims["appearance"] + claims["ageing"], mis_law, f"{x3['basis']} (整體表現)", x3["name"], RISK)
    pattern("TW-FOOD-APPEAR", slimming, mis_law, f"{x3['basis']} (脂肪、熱量 + 消除動詞)", x3["name"], RISK)
    # word families of the 準則's categories, each a thing said about the body and a change or effect
    words = {key: trie_pattern(authored[key]) for key in (
        "alcohol_context", "alcohol_claims", "light_harms", "shielding_verbs", "recovery_verbs", "recovery",
        "absorption", "raising_verbs", "height", "height_after", "epithet_of", "epithets", "no_harm_use", "no_harm",
        "speed", "appearance_problems")}
    unless_forbidden = r"[^。！？!?；;\n不勿別禁莫]"  # 酒後不開車 is the law's own warning, not a claim
    # 酒後 in 米酒後 (a recipe) is no drinking
    alcohol = (rf"(?:{words['alcohol_context']})(?<![米料紅白清黃啤調果葡]酒後){unless_forbidden}{{0,12}}?"
               rf"(?:{words['alcohol_claims']})")
    changed = (rf"(?:{trie_pattern(authored['testimonial_verbs'])})了?\s?[0-9一二三兩四五六七八九十半.]{{1,4}}\s?"
               rf"(?:{trie_pattern(authored['testimonial_units'])})")
    taken = (rf"(?:{trie_pattern(authored['intake_verbs'])})了[0-9一二三兩四五六七八九十半]{{1,3}}"
             rf"(?:{trie_pattern(authored['intake_periods'])})")
    testimonials = (changed, taken, trie_pattern(authored["before_after"]))
    families = {
        "解酒 (飲酒 + 效果)": alcohol,
        "保護眼睛 (光害 + 阻擋動詞)": rf"(?:{words['shielding_verbs']}){gap}{{0,6}}?(?:{words['light_harms']})",
        "營養素吸收 (提高吸收率)": rf"(?:{words['raising_verbs']}){gap}{{0,6}}?(?:{words['absorption']})",
        "兒童身高 (個子 + 改變)": rf"(?:{words['height']}){gap}{{0,2}}?(?:{words['height_after']})",
        "外觀問題 (成因 + 粗糙、肥胖)": rf"(?:{causing}){gap}{{0,6}}?(?:{words['appearance_problems']})",
        "瘦身 (速度 + 瘦、纖、塑)": rf"(?:{words['speed']})(?:瘦|纖(?!維)|塑(?![膠料像造化]))",
        "排毒 (器官 + 毒)": r"(?:肝|腎|腸|藥|體內)毒(?![品蛇性])",
        "見證 (數字變化、食用期間、使用前後)": testimonials,
    }
    for what, regexes in families.items():
        pattern("TW-FOOD-PHYSIO", regexes, mis_law, f"{x1['basis']} ({what})", x1["name"], RISK)
    recovering = rf"(?:{words['recovery_verbs']}){gap}{{0,6}}?(?:{words['recovery']})"
    pattern("TW-FOOD-MED-DISEASE", recovering, med_law, f"{m1['basis']} (康復、痊癒)", m1["name"])
    add("TW-FOOD-PHYSIO", claims["intimate"] + claims["senses"], mis_law, f"{x1['basis']} (私密處、眼睛)", x1["name"], RISK)
    nouns, separators = authored["latin_slimming_nouns"], ("", " ", "-")  # FAT-BURN, burn fat, fatcut
    latin = authored["latin_slimming_words"] + [
        pair for noun in nouns for sep in separators
        for pair in [f"{noun}{sep}{verb}" for verb in authored["latin_slimming_verbs"]]
        + [f"{verb}{sep}{noun}" for verb in authored["latin_slimming_verbs_before"] if noun != "body"]]
    add("TW-FOOD-PHYSIO", latin, mis_law, f"{x1['basis']} (瘦身、排毒英文用語)", x1["name"], RISK)
    x5 = food_subs["X5"]
    epithet = rf"(?:{words['epithet_of']})[中界]?之(?:{words['epithets']})"
    safety = rf"(?:{words['no_harm_use']}){gap}{{0,10}}?(?:不會|沒有|無|絕無|零)(?:造成|產生|有)?(?:{words['no_harm']})"
    # 鈣是牛奶的四倍: a nutrient compared in multiples with other foods, an exaggeration without evidence
    multiples = (rf"(?:{trie_pattern(authored['nutrients'])}){sentence}{{0,12}}?(?:是|為|相當於|高達|等於)"
                 rf"{sentence}{{0,8}}?[0-9一二三兩四五六七八九十百千]+倍")
    for sub, law in (("TW-FOOD-FALSE", mis_law), ("TW-HF-EXAG", "健康食品管理法第14條")):
        pattern(sub, (epithet, safety), law, f"{x5['basis']} (稱號、安全性誇大)", x5["name"], RISK)
        pattern(sub, multiples, law, f"{x5['basis']} (營養素倍數比較)", x5["name"], RISK)
        add(sub, authored["no_harm_claims"], law, f"{x5['basis']} (安全性誇大)", x5["name"], RISK)

    hf = next(c for c in food["categories"] if c["id"] == "TW-HF")
    functions = [f["function"].removesuffix("功能").split("（")[0] for f in hf["functions"]]
    add("TW-HF-UNLICENSED", functions, hf_law, "健康食品管理法第6條 (13項保健功效)", hf["name"])
    extensions = [w for f in hf["functions"] for e in f["inappropriate_extensions"] for w in variants(e)]
    add("TW-HF-BEYOND", extensions, "健康食品管理法第14條", "TFDA 13項保健功效不適當延伸例句", hf["name"])
    for regex, what in ((physiology, "器官/生理功能 + 增強動詞"), (slimming, "脂肪、熱量 + 消除動詞"),
                        (lowers, "降低體內成分"), (abnormal, "體內成分 + 偏高、異常"), *((r, w) for w, r in families.items()), (recovering, "康復、痊癒")):
        pattern("TW-HF-BEYOND", regex, "健康食品管理法第14條", f"超出核准保健功效範圍 ({what})", hf["name"], RISK)
    add("TW-HF-BEYOND", authored["licence_marks"], "健康食品管理法第14條", "超出核准保健功效範圍 (他國批准字號)", hf["name"])
    add("TW-HF-BEYOND", [w for key in ("detox", "appearance", "ageing", "tcm", "intimate", "senses") for w in claims[key]] + latin,
        "健康食品管理法第14條", "超出核准保健功效範圍 (整體表現)", hf["name"], RISK)
    # an ordinary food may neither claim the 13 functions nor call itself 健康食品 (健康食品管理法§6)
    add("TW-FOOD-FALSE", functions + authored["health_food_function_variants"] + authored["health_food_name"], hf_law,
        "健康食品管理法第6條", hf["name"])
    for list_id in ("M1", "M2", "M3", "M4"):
        entry = food_subs[list_id]
        add("TW-HF-MED", [w for e in entry["examples"] for w in variants(e)], "健康食品管理法第14條",
            f"{entry['basis']} ({list_id})", entry["name"])

    # --- Taiwan: fair trade (also the health foods' exaggeration) ------------------------------
    fair = _json("tw/tw_fairtrade_absolute_superlative_claims_AUTHORED.json")
    fair_law = fair["legal_basis"][0]
    fair_subs = {"TW-FT-1": "TW-FT-SUPERLATIVE", "TW-FT-2": "TW-FT-EXCLUSIVE", "TW-FT-3": "TW-FT-GUARANTEE",
                 "TW-FT-4": "TW-FT-AUTHORITY", "TW-FT-5": "TW-FT-SPEED"}
    for entry in fair["subcategories"]:
        severity = SUBSTANTIATE if entry["severity"] == "substantiation_required" else FORBIDDEN
        add(fair_subs[entry["id"]], entry["terms"], fair_law, f"公平法§21 ({entry['id']})", entry["name"], severity)
        add("TW-HF-EXAG", entry["terms"], "健康食品管理法第14條; " + fair_law, f"虛偽不實、誇張 ({entry['id']})",
            entry["name"], severity)
        # on a food, a superlative or a guarantee is a claim without (enough) evidence (準則第4條第1項第1、2款)
        add("TW-FOOD-FALSE", entry["terms"], mis_law, f"{food_subs['X5']['basis']} ({entry['id']})",
            f"{food_subs['X5']['name']}：{entry['name']}", severity)
    drug = _json("tw/tw_drug_ad_inappropriate_common_phrases.json")
    exaggerated = next(c for c in drug["categories"] if c["id"] == "efficacy_exaggeration")
    add("TW-FOOD-FALSE", [w for phrase in exaggerated["phrases"] for w in variants(phrase)], mis_law,
        f"{food_subs['X5']['basis']} ({drug['title']})", f"{food_subs['X5']['name']}：{exaggerated['name']}")
    add("TW-FT-PRICE", claims["price"], fair_law, "公平法§21 (價格/比較廣告)", "價格或比較之表示須有客觀佐證",
        SUBSTANTIATE)

    # --- Taiwan: cosmetics -----------------------------------------------------------------------
    cos = _json("tw/tw_cosmetics_claims_official.json")
    for annex, sub_of in (("annex1", lambda n: "TW-COS-HAIR" if n <= 6 or 18 <= n <= 20 else
                           "TW-COS-CELL" if n <= 17 else "TW-COS-BODY" if n <= 31 else "TW-COS-ALLERGY"),
                          ("annex4", lambda n: "TW-COS-HAIR" if n in (18, 19) else "TW-COS-MED")):
        block = cos[annex]
        law = block["legal_effect"].split("→")[1].strip()
        for entry in block["entries"]:
            add(sub_of(entry["item"]), entry["match_terms"], law, f"化粧品認定準則 {block['title'].split('：')[0]} 第{entry['item']}項",
                f"{block['title'].split('：')[1]}：{entry['official_text']}")
    stars = cos["annex2"]["star_notes"]
    for entry in cos["annex2"]["entries"]:
        if entry["stars"]:
            words = [w for phrase in entry["phrases"] for w in variants(phrase) if "其他類似" not in w]
            add("TW-COS-EVIDENCE", words, "化粧品衛生安全管理法第10條第1項 (佐證)",
                f"化粧品認定準則 附件二 {entry['product_type'].split('、')[0]}-{entry['item']} {''.join(entry['stars'])}",
                "；".join(stars[s] for s in entry["stars"]), SUBSTANTIATE)

    # --- Taiwan: drugs, devices, clinics ---------------------------------------------------------
    drug_law = "; ".join(drug["laws"][1:])
    drug_subs = {"safety_exaggeration": "TW-DRUG-SAFETY", "efficacy_exaggeration": "TW-DRUG-EFFICACY",
                 "speed_exaggeration": "TW-DRUG-EFFICACY", "manufacturing_exaggeration": "TW-DRUG-EFFICACY",
                 "guarantee_claims": "TW-DRUG-GUARANTEE", "third_party_endorsement": "TW-DRUG-ENDORSE",
                 "media_claims": "TW-DRUG-ENDORSE", "research_claims": "TW-DRUG-ENDORSE", "fear_tactics": "TW-DRUG-FEAR"}
    for entry in drug["categories"]:
        words = [w for phrase in entry["phrases"] for w in variants(phrase)]
        add(drug_subs[entry["id"]], words, drug_law, f"{drug['title']} ({entry['name']})", entry["name"])
    triggers = _json("tw/tw_drug_device_medical_ad_triggers_AUTHORED.json")
    basis = triggers["legal_basis"]
    grade = {"醫療級", "醫用級", "醫療器材級", "醫療等級"}
    for entry in triggers["subcategories"]:
        terms = entry.get("terms", [])
        if entry["id"] == "TW-DRUG-1":
            add("TW-DRUG-NONDRUG", terms, basis[0], "藥事法§69 (TW-DRUG-1)", entry["name"])
            add("TW-FOOD-MED-DISEASE", terms, med_law, "食品認定準則第5條 (TW-DRUG-1)", entry["name"])
        elif entry["id"] == "TW-DRUG-2":
            pattern("TW-DRUG-NONDRUG", disease_verb, basis[0], "藥事法§69 (TW-DRUG-2 疾病 + 效能動詞)", entry["name"])
        elif entry["id"] == "TW-DEV-1":
            add("TW-DEV-NONDEVICE", [t for t in terms if t not in grade], basis[2], "醫療器材管理法§46 (TW-DEV-1)",
                entry["name"])
            add("TW-DEV-GRADE", [t for t in terms if t in grade], basis[2], "醫療器材管理法§46 (TW-DEV-1)",
                entry["name"])
        elif entry["id"] == "TW-DEV-2":
            add("TW-DEV-SCOPE", terms, basis[2], "醫療器材管理法§40-41 (TW-DEV-2)", entry["note"], SUBSTANTIATE)
        elif entry["id"] == "TW-MED-1":
            add("TW-MED-CLINIC", terms, basis[3], "醫療法§84-87 (TW-MED-1)", entry["name"])

    # --- Japan -------------------------------------------------------------------------------------
    jp = _json("jp/jp_claim_patterns_AUTHORED.json")
    std = _json("jp/jp_pmd_ad_standard_sections_AUTHORED.json")
    pmd_law = std["law"].split(" (")[0]
    sections = {s["id"]: s for s in std["sections"]}
    std_unverified = "verify" in std["verification"]

    def section(sub: str, section_id: str, extra: list[str] = ()) -> None:
        entry = sections[section_id]
        words = [w for t in entry["triggers"] for w in variants(re.sub(r"\([^)]*\)\s*", "", t))] + list(extra)
        add(sub, words, pmd_law, f"医薬品等適正広告基準 {entry['heading'].split(' ')[0]}", entry["heading"],
            unverified=std_unverified)

    section("JP-COS-SCOPE", "JP-STD-3-1", jp["cosmetics_scope"])
    section("JP-DD-SCOPE", "JP-STD-3-1")
    section("JP-DD-SERIOUS", "JP-STD-6")
    section("JP-COS-DRUGLIKE", "JP-STD-1", ["薬用", "治療", "炎症を抑える", "殺菌"])
    add("JP-COS-CELL", jp["cosmetics_cell"], pmd_law, "化粧品の効能の範囲 (56項目) 外", "細胞・浸透・再生・若返り表現")
    add("JP-COS-WHITENING", jp["cosmetics_whitening"], pmd_law, "化粧品の効能の範囲 (56項目) 外",
        "美白・シミ表現は医薬部外品の承認範囲 (メラニンの生成を抑え、シミ・そばかすを防ぐ) に限られる")
    keihyo = _json("jp/jp_keihyo_superlative_guarantee_claims_AUTHORED.json")
    kh = {s["id"]: s for s in keihyo["subcategories"]}
    kh_law = keihyo["legal_basis"][0]
    for sub, ids, law in (("JP-COS-GUARANTEE", ("JP-KH-3", "JP-KH-4"), keihyo["legal_basis"][2]),
                          ("JP-COS-ENDORSE", ("JP-KH-6",), keihyo["legal_basis"][2]),
                          ("JP-FOOD-EXAG", ("JP-KH-4",), keihyo["legal_basis"][3]),
                          ("JP-KH-NO1", ("JP-KH-1",), kh_law), ("JP-KH-FIRST", ("JP-KH-2",), kh_law),
                          ("JP-KH-ABS", ("JP-KH-3", "JP-KH-5"), kh_law)):
        for list_id in ids:
            severity = SUBSTANTIATE if kh[list_id]["severity"].startswith("substantiation") else FORBIDDEN
            add(sub, kh[list_id]["terms"], law, f"{list_id}", kh[list_id]["name"], severity)
    add("JP-FOOD-EXAG", ["飲むだけで痩せる", "食べるだけで痩せる", "痩せる"], keihyo["legal_basis"][3], "健康増進法第65条",
        "健康保持増進効果等の虚偽誇大表示")
    add("JP-KH-PRICE", jp["price"], keihyo["legal_basis"][0], "景品表示法第5条第2号 (有利誤認)", "価格・取引条件の有利誤認",
        SUBSTANTIATE)
    notice = _json("jp/jp_healthfood_46notice_drug_like_claims.json")
    notice_law = notice["official_source"].split("「")[0]
    notice_subs = {"JP-46-1": "JP-FOOD-DISEASE", "JP-46-2": "JP-FOOD-ENHANCE", "JP-46-3a": "JP-FOOD-IMPLY",
                   "JP-46-3b": "JP-FOOD-IMPLY", "JP-46-3c": "JP-FOOD-IMPLY", "JP-46-3d": "JP-FOOD-IMPLY",
                   "JP-46-3e": "JP-FOOD-IMPLY", "JP-46-4": "JP-FOOD-DOSAGE"}
    for entry in notice["categories"]:
        words = [w for e in entry["examples"] for w in variants(re.sub(r"\([^)]*\)$", "", e))
                 if not re.search(r"[○△×]|\(truncated", w)]
        for sub in (notice_subs[entry["id"]], "JP-DD-UNAPPROVED"):
            add(sub, words, "薬機法第68条 (" + notice_law + ")", f"46通知 {entry['id']}", entry["name"])
    jp_diseases = trie_pattern(jp["diseases"])
    cure = rf"(?:{jp_diseases})[がをにの]?(?:{trie_pattern(jp['cure_after'])})|(?:{trie_pattern(jp['cure_before'])})(?:{jp_diseases})"
    for sub in ("JP-FOOD-DISEASE", "JP-DD-SERIOUS", "JP-DD-UNAPPROVED"):
        pattern(sub, cure, "薬機法第68条; 医薬品等適正広告基準 第4の6", "46通知① (疾病 + 治癒・予防)",
                notice["categories"][0]["name"])
    pattern("JP-FOOD-DOSAGE", jp["dosage"], "薬機法第68条", "46通知④", notice["categories"][-1]["name"])
    for rule in _yaml_rules(RULES_DIR / "jp/jp_SE0831_yakkihou_checker_ng_rules_MIT.yml"):
        law = "薬機法第66条" if rule["law"] == "yakki" else "景品表示法第5条"
        targets = {"ABS_001": ("JP-KH-ABS", "JP-COS-GUARANTEE"), "ABS_002": ("JP-KH-ABS", "JP-COS-GUARANTEE"),
                   "MED_001": ("JP-COS-DRUGLIKE",), "MED_002": ("JP-COS-ENDORSE",),
                   "TIME_001": ("JP-COS-GUARANTEE", "JP-FOOD-EXAG"), "PROOF_001": ("JP-KH-REVIEW",)}[rule["id"]]
        for sub in targets:
            subs[sub].patterns.append((rule["regex"], Rule(sub, main_of[sub], law, f"SE0831 {rule['id']} {rule['label']}",
                                                           rule["note"], FORBIDDEN, rule["suggest"])))

    # --- profanity (LDNOOBW, CC BY 4.0) ----------------------------------------------------------
    def words_of(name: str) -> list[str]:
        return [line.strip() for line in (RULES_DIR / "general" / name).read_text("utf-8").splitlines() if line.strip()]

    ldnoobw = "LDNOOBW (CC BY 4.0)"
    add("GEN-ZH", words_of("ldnoobw_zh.txt") + words_of("ldnoobw_zh_converted_to_traditional.txt"), "一般敏感詞",
        ldnoobw, "粗俗、色情或歧視用語", FORBIDDEN)
    add("GEN-JA", words_of("ldnoobw_ja.txt"), "一般敏感詞", ldnoobw, "粗俗、色情或歧視用語", FORBIDDEN)

    # --- allow-lists -----------------------------------------------------------------------------
    ok = next(c for c in food["categories"] if c["id"] == "TW-FOOD-OK")["examples"]
    nutr = [claim for n in next(c for c in food["categories"] if c["id"] == "TW-FOOD-NUTR")["nutrients"]
            for claim in n["claims"]]
    cos_ok = [w for e in cos["annex2"]["entries"] if not e["stars"] for p in e["phrases"] for w in variants(p)
              if "其他類似" not in w]
    jp_ok = [item["text"].rstrip("。") for item in _json("jp/jp_cosmetics_56_efficacy_allowlist.json")["items"]]
    allow = {"TW-FOOD": frozenset(ok + nutr), "TW-HF": frozenset(ok + nutr), "TW-COS": frozenset(cos_ok),
             "JP-PMD-COS": frozenset(jp_ok)}
    return RuleBook(dict(subs), allow, frozenset(authored["exceptions"]), tuple(authored["negators"]),
                    tuple(jp["negation_after"]), tuple(jp["negation_before"]))


def _yaml_rules(path: Path) -> list[dict[str, str]]:
    """The flat ``- id: …`` / ``key: "value"`` records of the SE0831 rule file (the only YAML shape it uses)."""
    records: list[dict[str, str]] = []
    for line in path.read_text("utf-8").splitlines():
        stripped = line.strip()
        if stripped.startswith("#") or ":" not in stripped or stripped == "patterns:":
            continue
        if stripped.startswith("- "):
            records.append({})
            stripped = stripped[2:]
        key, _, value = stripped.partition(":")
        value = value.strip()
        if value.startswith('"'):
            value = json.loads(value)
        records[-1][key.strip()] = value
    return records
