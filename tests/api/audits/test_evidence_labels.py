"""Every evidence field a site check can write has a name in the four languages (issue 11): the issue CSV's
column headers and the console's finding details read ``site_check.field.<name>`` (api/audits/messages.json).

The fields are read from the check modules' source, so a check that starts writing a new field fails here
until the field has its label; running every check over the check tests' cases confirms the reading misses
none.

The codes some fields hold (a ``reason`` ``robots_blocked``, a ``tokenizer`` ``jieba``, a link's ``source``
``header``, a resource's ``kind`` ``script``, the ``detected`` script ``cjk``) are shown as ``site_check.value.<field>.<code>``; they are read
from where they are made: the checks' evidence, and for those the checks copy from the page's facts, the
crawler's extraction and the signals that build the links.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from analytics.audits import catalogue as audit_catalogue
from analytics.audits import signals as audit_signals
from analytics.audits.catalogue import audit_page, audit_site
from api.audits import export
from api.audits.export import evidence_field
from api.core.i18n import LOCALES, catalogue
from crawler.audit import extract as crawler_extract
from tests.analytics.audits import test_page_checks as page_cases
from tests.analytics.audits import test_site_checks as site_cases

AUDITS = Path(audit_catalogue.__file__).parent
CHECKS = AUDITS / "checks"
PREFIX = "site_check.field."


class Unread(Exception):
    """Evidence written in a way this reading does not follow: teach it the new form."""


@cache
def functions() -> dict[str, list[ast.FunctionDef]]:
    """Every function of the audit modules by name: checks, their helpers, ``Length.evidence``."""
    found: dict[str, list[ast.FunctionDef]] = {}
    for path in [*sorted(CHECKS.glob("*.py")), *sorted(AUDITS.glob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef):
                found.setdefault(node.name, []).append(node)
    return found


def own_nodes(fn: ast.FunctionDef):
    """The nodes of ``fn`` without those of the functions and lambdas defined in it."""
    stack = list(fn.body)
    while stack:
        node = stack.pop()
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield node
            stack.extend(ast.iter_child_nodes(node))


def callees(call: ast.AST) -> list[ast.FunctionDef]:
    if not isinstance(call, ast.Call):
        raise Unread(ast.unparse(call))
    name = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", None)
    if name not in functions():
        raise Unread(ast.unparse(call))
    return functions()[name]


def bind(fn: ast.FunctionDef, call: ast.Call, env: dict[str, set[str]]) -> dict[str, set[str]]:
    """The string constants ``call`` passes to ``fn``'s parameters (``_poor(..., "lcp_ms")``)."""
    pairs = [*zip((arg.arg for arg in fn.args.args), call.args), *((k.arg, k.value) for k in call.keywords)]
    return {name: strings for name, arg in pairs if (strings := constants(arg, fn, env))}


def constants(node: ast.AST, fn: ast.FunctionDef, env: dict[str, set[str]]) -> set[str]:
    """The strings a dict key can be: a constant, a bound parameter, or a loop variable taken from tuples
    of constants (``for where, value in [("title", ...)] + [("h1", h1) ...]``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.Name):
        if node.id in env:
            return env[node.id]
        for loop in own_nodes(fn):
            if isinstance(loop, (ast.For, ast.comprehension)) and isinstance(loop.target, ast.Tuple):
                names = [getattr(target, "id", None) for target in loop.target.elts]
                if node.id in names:
                    index = names.index(node.id)
                    return {item.elts[index].value for item in ast.walk(loop.iter) if isinstance(item, ast.Tuple)
                            and isinstance(item.elts[index], ast.Constant)}
    return set()


def keys(node: ast.AST, fn: ast.FunctionDef, env: dict[str, set[str]]) -> set[str]:
    """The top-level keys of the evidence ``node`` builds in ``fn``."""
    if isinstance(node, ast.Dict):
        found: set[str] = set()
        for key, value in zip(node.keys, node.values):
            if key is None:  # {**other, ...}
                found |= keys(value, fn, env)
            elif not (strings := constants(key, fn, env)):
                raise Unread(ast.unparse(node))
            else:
                found |= strings
        return found
    if isinstance(node, ast.Name):  # a variable: what it was assigned, or what the loop over a site helper gave
        found = set()
        for statement in own_nodes(fn):
            if isinstance(statement, ast.Assign) and any(getattr(t, "id", None) == node.id for t in statement.targets):
                found |= keys(statement.value, fn, env)
            elif isinstance(statement, ast.For) and isinstance(statement.target, ast.Tuple) \
                    and [getattr(t, "id", None) for t in statement.target.elts][1:] == [node.id]:
                found |= set().union(*(yielded(callee, bind(callee, statement.iter, env), site=True)
                                       for callee in callees(statement.iter)))
        if found:
            return found
        raise Unread(node.id)
    # a helper that returns the evidence (``_ident(image)``, ``length.evidence()``)
    return set().union(*(keys(ret.value, callee, bind(callee, node, env)) for callee in callees(node)
                         for ret in own_nodes(callee) if isinstance(ret, ast.Return) and ret.value is not None))


def yielded(fn: ast.FunctionDef, env: dict[str, set[str]], site: bool) -> set[str]:
    """The evidence keys ``fn`` yields: the evidence itself (page checks) or ``(url, evidence)`` (site checks)."""
    found: set[str] = set()
    for node in own_nodes(fn):
        if isinstance(node, ast.Yield) and node.value is not None:
            value = node.value
            if site:
                if not (isinstance(value, ast.Tuple) and len(value.elts) == 2):
                    raise Unread(ast.unparse(value))
                value = value.elts[1]
            found |= keys(value, fn, env)
        elif isinstance(node, ast.YieldFrom):
            found |= set().union(*(yielded(callee, bind(callee, node.value, env), site) for callee in callees(node.value)))
    return found


def check_functions():
    """The functions registered with ``@checks.page(...)`` / ``@checks.site(...)``, with their scope."""
    for path in sorted(CHECKS.glob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef):
                for decorator in node.decorator_list:
                    if isinstance(decorator, ast.Call) and getattr(decorator.func, "attr", None) in ("page", "site"):
                        yield f"{path.stem}.{node.name}", node, decorator.func.attr == "site"


@cache
def emitted() -> dict[str, set[str]]:
    """Each check function's evidence keys, read from its source."""
    return {name: yielded(fn, {}, site) for name, fn, site in check_functions()}


def all_emitted() -> set[str]:
    return set().union(*emitted().values())


def test_every_check_is_read():
    assert len(list(check_functions())) == len(audit_catalogue.CHECKS)
    for name, fn, site in check_functions():
        try:
            yielded(fn, {}, site)
        except Unread as unread:
            pytest.fail(f"{name}: cannot read the evidence keys of {unread}; teach this test the new form")
    assert {"href", "status", "reading", "canonical", "hreflang", "bytes", "lcp_ms", "og:image",
            "x-content-type-options", "description", "duplicates"} <= all_emitted()


def test_the_reading_misses_no_key_the_checks_write():
    """Every evidence key the check tests' firing cases produce is among those read from the source."""
    written: set[str] = set()
    for param in page_cases.CASES:
        _, language, fires, changes = param.values
        if fires:
            facts = page_cases.variant(page_cases.CLEAN[language], **changes)
            written |= {key for finding in audit_page(facts) for key in finding.evidence}
    for param in site_cases.CASES:
        _, fires, arguments = param.values
        if fires:
            written |= {key for finding in audit_site(site_cases.build(**arguments)) for key in finding.evidence}
    assert len(written) > 60
    assert written - all_emitted() == set()


def test_every_evidence_field_has_a_label_in_four_languages():
    texts = catalogue()
    missing = {(key, locale) for key in all_emitted() for locale in LOCALES
               if not texts.get(PREFIX + key, {}).get(locale, "").strip()}
    assert missing == set()
    # and no label is left behind for a field no check writes any more
    assert {code.removeprefix(PREFIX) for code in texts if code.startswith(PREFIX)} == all_emitted()


@pytest.mark.parametrize(("locale", "label"), [("zh-TW", "連結"), ("zh-CN", "链接"), ("en", "Link"), ("ja", "リンク")])
def test_a_field_is_named_in_the_readers_language_and_an_unknown_one_by_its_name(locale, label):
    assert evidence_field("href", locale) == label
    assert evidence_field("not_a_field", locale) == "not_a_field"


# --- the codes among the evidence ---

CODE_FIELDS = ("reason", "tokenizer", "source", "kind", "detected")
VALUE_PREFIX = "site_check.value."


class Module:
    """One module's tree, to follow what string codes an expression can evaluate to."""

    def __init__(self, path: Path):
        self.tree = ast.parse(path.read_text())
        self.functions = {n.name: n for n in ast.walk(self.tree) if isinstance(n, ast.FunctionDef)}
        self.globals = {t.id: n.value for n in self.tree.body if isinstance(n, ast.Assign)
                        for t in n.targets if isinstance(t, ast.Name)}

    def codes(self, node: ast.AST | None, fn: ast.FunctionDef | None) -> set[str]:
        """The string constants ``node`` can evaluate to: constants, the values of containers and of
        ``a or b`` / ``a if c else b``, variables (assigned, or loop targets over tuples), ``table.get(k,
        default)``, ``next(gen, default)`` and the returns of this module's functions. Attributes of facts
        (``link.source``) give nothing here: the producers are read for them."""
        if node is None:
            return set()
        if isinstance(node, ast.Constant):
            return {node.value} if isinstance(node.value, str) and node.value else set()
        if isinstance(node, ast.Dict):
            return set().union(*(self.codes(value, fn) for value in node.values))
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return set().union(*(self.codes(elt, fn) for elt in node.elts))
        if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            return self.codes(node.elt, fn)
        if isinstance(node, ast.IfExp):
            return self.codes(node.body, fn) | self.codes(node.orelse, fn)
        if isinstance(node, ast.BoolOp):
            return set().union(*(self.codes(value, fn) for value in node.values))
        if isinstance(node, ast.BinOp):  # [...] + [...]
            return self.codes(node.left, fn) | self.codes(node.right, fn)
        if isinstance(node, ast.Name):
            return self.name(node.id, fn)
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == "get" and isinstance(func.value, ast.Name):
                return self.codes(func.value, fn) | self.codes(node.args[1] if len(node.args) > 1 else None, fn)
            if isinstance(func, ast.Name) and func.id == "next":
                return set().union(*(self.codes(arg, fn) for arg in node.args))
            if isinstance(func, ast.Name) and func.id in self.functions:
                callee = self.functions[func.id]
                return set().union(*(self.codes(ret.value, callee) for ret in own_nodes(callee)
                                     if isinstance(ret, ast.Return)))
        return set()

    def name(self, name: str, fn: ast.FunctionDef | None) -> set[str]:
        found: set[str] = set()
        for node in own_nodes(fn) if fn else ():
            targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
            if isinstance(node, (ast.Assign, ast.AugAssign)) and any(getattr(t, "id", None) == name for t in targets):
                found |= self.codes(node.value, fn)
        for node in ast.walk(fn) if fn else ():
            if isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Tuple):
                names = [getattr(target, "id", None) for target in node.target.elts]
                if name in names:
                    found |= self.item(node.iter, names.index(name), fn)
        if not found and name in self.globals:
            found = self.codes(self.globals[name], None)
        return found

    def item(self, node: ast.AST, index: int, fn: ast.FunctionDef | None) -> set[str]:
        """The codes at ``index`` of the tuples ``node`` (a loop's iterable) holds."""
        if isinstance(node, ast.Name):
            values = [n.value for n in own_nodes(fn) if isinstance(n, ast.Assign)
                      and any(getattr(t, "id", None) == node.id for t in n.targets)] if fn else []
            return set().union(*(self.item(value, index, fn) for value in values or [self.globals.get(node.id)]
                                 if value is not None))
        return {code for item in ast.walk(node) if isinstance(item, ast.Tuple) and len(item.elts) > index
                for code in self.codes(item.elts[index], fn)}

    def arguments(self, callee: str, index: int) -> set[str]:
        """The codes passed as argument ``index`` to ``callee(...)`` / ``x.callee(...)`` in this module."""
        found: set[str] = set()
        for fn in self.functions.values():
            for node in own_nodes(fn):
                func = node.func if isinstance(node, ast.Call) else None
                if func is not None and callee in (getattr(func, "id", None), getattr(func, "attr", None)) \
                        and len(node.args) > index:
                    found |= self.codes(node.args[index], fn)
        return found


#: Where the codes the checks copy from the page's facts (``link.source``, ``resource.kind``) are made.
SIGNALS, EXTRACT = Path(audit_signals.__file__), Path(crawler_extract.__file__)
FACT_PRODUCERS = {
    "source": lambda: (Module(SIGNALS).codes(ast.parse("canonical_links(page)", mode="eval").body, None)
                       | Module(SIGNALS).arguments("HreflangLink", 2) | Module(EXTRACT).arguments("HreflangLink", 2)),
    "kind": lambda: Module(EXTRACT).arguments("resource", 1),
}


@cache
def written_codes() -> dict[str, set[str]]:
    """Each code field's values: those the checks' evidence dicts spell out, and the facts' producers'."""
    found = {field: FACT_PRODUCERS.get(field, set)() for field in CODE_FIELDS}
    for path in sorted(CHECKS.glob("*.py")):
        module = Module(path)
        for fn in module.functions.values():
            for node in own_nodes(fn):
                if isinstance(node, ast.Dict):
                    for key, value in zip(node.keys, node.values):
                        if isinstance(key, ast.Constant) and key.value in CODE_FIELDS:
                            found[key.value] |= module.codes(value, fn)
    return found


def test_the_code_reading_finds_the_codes_the_checks_write():
    codes = written_codes()
    assert {"robots_blocked", "noindex", "canonicalized", "redirect", "error"} <= codes["reason"]
    assert {"jieba", "sudachi", "words"} <= codes["tokenizer"]
    assert {"head", "header", "body"} <= codes["source"]
    assert {"script", "stylesheet", "image", "iframe", "media", "font", "form", "other"} <= codes["kind"]
    assert {"cjk", "latin", "zh", "ja"} <= codes["detected"]


def test_every_code_among_the_evidence_has_a_text_in_four_languages():
    texts = catalogue()
    missing = {(field, code, locale) for field, codes in written_codes().items() for code in codes
               for locale in LOCALES if not texts.get(f"{VALUE_PREFIX}{field}.{code}", {}).get(locale, "").strip()}
    assert missing == set()


def test_an_issue_csv_writes_the_reason_in_words(monkeypatch):
    """A sitemap URL that may not be indexed says why in the reader's language, not ``robots_blocked``."""
    url, canonical = "https://example.com/a", "https://example.com/b"
    rows = [(url, {"reason": "robots_blocked", "canonical": None}), (canonical, {"reason": "canonicalized",
                                                                               "canonical": url})]
    monkeypatch.setattr(export.store, "issue_rows", lambda client, check_id, check: iter(rows))
    monkeypatch.setattr(export, "get_client", lambda: None)
    check = type("Check", (), {"id": 1})()
    body = export.issue_csv(check, "sitemap.non_indexable", "en").decode("utf-8-sig")
    assert body.splitlines() == ["URL,Reason,Canonical", f"{url},Blocked by robots.txt,",
                                 f"{canonical},Canonical points elsewhere,{url}"]
