"""The AI writer's prompts: one versioned template file per language (``prompts/<language>.toml``), each asking
for its market's conventions (script, terms, punctuation, currency, advertising law). A file holds the system
prompt, the labels of the article's inputs, the two article templates (general, e-commerce) and the
instruction of every step. :func:`build` assembles one step's chat messages and names the version used
(``zh-TW@1``), which every generation record keeps.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

PROMPTS_DIR = Path(__file__).with_name("prompts")
TEMPLATES = ("general", "ecommerce")
# The article's inputs (SPEC §3 "AI article"), in the order the brief lists them.
INPUTS = ("keyword", "product", "category", "product_name", "persona", "features")


@dataclass(frozen=True)
class PromptSet:
    language: str
    version: int
    system: str
    labels: dict[str, str]
    templates: dict[str, str]
    steps: dict[str, str]

    @property
    def tag(self) -> str:
        return f"{self.language}@{self.version}"


@lru_cache
def prompt_set(language: str) -> PromptSet:
    data = tomllib.loads((PROMPTS_DIR / f"{language}.toml").read_text(encoding="utf-8"))
    return PromptSet(language, int(data["version"]), data["system"].strip(), data["labels"], data["templates"],
                     data["steps"])


def build(language: str, template: str, inputs: dict[str, str | None], step: str, *, word: str | None = None,
          words: list[str] | tuple[str, ...] = (), **values: object) -> tuple[list[dict[str, str]], str]:
    """The chat messages of ``step`` for an article of ``template`` with ``inputs``, and the prompt version.

    ``word``: the suggestion word every title must contain; ``words``: the section's suggestion words the text
    must use; ``values``: the step's own placeholders (count, title, description, outline, section, paragraph).
    User text fills placeholders as values, never as a template, so braces in it are only text.
    """
    prompts = prompt_set(language)
    brief = "\n".join(f"{prompts.labels[name]}{inputs[name]}" for name in INPUTS if inputs.get(name))
    word_rule = prompts.steps["title_word"].format(word=word) if word else ""
    words_rule = prompts.steps["words"].format(words="、".join(words) if language != "en" else ", ".join(words)) \
        if words else ""
    instruction = prompts.steps[step].format(word_rule=word_rule, words_rule=words_rule, **values)
    user = f"{prompts.templates[template]}\n\n{brief}\n\n{instruction}"
    return [{"role": "system", "content": prompts.system}, {"role": "user", "content": user}], prompts.tag
