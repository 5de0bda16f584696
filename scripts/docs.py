#!/usr/bin/env python3
"""Build the generated documentation files that do not need Quarto.

    python scripts/docs.py                 # write README.md, nbs/llms-full.txt and nbs/llms-module-pages.txt
    python scripts/docs.py check           # fail, saying why, if they are stale or llms-full.txt breaks a rule (CI runs this)
    python scripts/docs.py selftest        # show that `check` catches each kind of problem in a deliberately broken text
    python scripts/docs.py sizes           # llms-full.txt's size, and the share of the user guide, API reference and schema
    python scripts/docs.py outputs PAGE... # run user-guide pages and save what their cells print now (cells that show output only)

README.md is nbs/index.ipynb as markdown. nbs/llms-full.txt is what a user of the library needs, in one markdown
file a coding agent can hold in its context (at most 200 KB): every user-guide page of the site's sidebar
(_quarto.yml) in sidebar order, with its prose, examples and saved outputs (a page about the project rather than
its use, SUMMARY_PAGES, as its summary and a link); then a compact API reference generated from the module
notebooks (the names a user's code calls or builds as stubs: signature, one-line docstring and documented
parameters, no bodies, no test cells; every other public name listed by module, see MACHINERY and BRIEF); then the
transcript JSON Schema without its descriptions (the YAML API page has them). Links between pages point at
sections of the same file. nbs/llms-module-pages.txt is the complete dump of the module pages (code, tests and all), linked from
llms.txt's Optional section. (llms.txt itself is written by nbdev-export from index.ipynb and the module
docstrings.)

Quarto renders the HTML site on GitHub; these files are produced here from the same notebooks.
"""
import ast, json, os, re, sys, textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NBS = ROOT / "nbs"
LIB = ROOT / "pytest_agent_eval"
SITE = "https://pytest-agent-eval.github.io/pytest-agent-eval/"
MAX_BYTES = 200_000  # llms-full.txt must stay below this: about 50,000 tokens

# ---------------------------------------------------------------------------------------------- notebooks as markdown

def _directives(src: str) -> dict:
    "The `#| name args` lines at the top of a cell."
    out = {}
    for line in src.splitlines():
        if not line.startswith("#|"): break
        parts = line[2:].split(None, 1)
        if parts: out[parts[0].rstrip(":")] = parts[1].strip() if len(parts) > 1 else ""
    return out

def _body(src: str) -> str:
    lines = src.splitlines()
    while lines and lines[0].startswith("#|"): lines.pop(0)
    return "\n".join(lines).strip("\n")

def _outputs(cell: dict) -> str:
    parts = []
    for o in cell.get("outputs", []):
        data = o.get("data", {})
        if "text/markdown" in data: parts.append("".join(data["text/markdown"]).strip())
        elif "text/plain" in data: parts.append("```\n" + "".join(data["text/plain"]).rstrip() + "\n```")
        elif o.get("output_type") == "stream": parts.append("```\n" + "".join(o.get("text", "")).rstrip() + "\n```")
    return "\n\n".join(p for p in parts if p)

def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text())["cells"]

def _hidden(d: dict) -> bool:
    return "hide" in d or "default_exp" in d or d.get("include") == "false"

SITE_ONLY = "<!-- llms-full: skip -->"  # first line of a markdown cell that repeats another page: left out of llms-full.txt

def notebook_markdown(path: Path, site_only: bool = True) -> str:
    "One notebook as markdown: its prose, its shown code, and the outputs it saved; hidden cells left out (and `SITE_ONLY` ones unless `site_only`)."
    chunks = []
    for cell in _cells(path):
        src = "".join(cell["source"])
        d = _directives(src)
        if _hidden(d): continue
        body = _body(src)
        if cell["cell_type"] == "markdown":
            if body.startswith(SITE_ONLY):
                if not site_only: continue
                body = body[len(SITE_ONLY):].lstrip("\n")
            if body: chunks.append(body)
            continue
        if body and d.get("echo") != "false": chunks.append("```python\n" + body + "\n```")
        out = _outputs(cell)
        if out and d.get("output") != "false": chunks.append(out)
    return "\n\n".join(chunks).strip() + "\n"

# ---------------------------------------------------------------------------------------------- pages and their names

def sidebar_pages() -> list[str]:
    "Notebook paths (relative to nbs/) of the site's pages, in sidebar order."
    import yaml
    conf = yaml.safe_load((ROOT / "_quarto.yml").read_text())
    pages = []
    def walk(entries):
        for e in entries:
            if isinstance(e, str): pages.append(e)
            elif isinstance(e, dict) and "contents" in e: walk(e["contents"])
            elif isinstance(e, dict) and "href" in e: pages.append(e["href"])
    walk(conf["website"]["sidebar"]["contents"])
    return pages

def user_pages() -> list[str]: return [p for p in sidebar_pages() if not p.startswith("api/")]
def module_pages() -> list[str]: return [p for p in sidebar_pages() if p.startswith("api/")]

def page_key(page: str) -> str:
    "A page's path as the site names it, without suffix: `api/02b_models.ipynb` -> `api/models`."
    p = Path(page)
    return str(p.with_name(re.sub(r"^\d+[a-zA-Z0-9]*_", "", p.name)).with_suffix(""))

def page_url(page: str) -> str:
    "The published URL of a notebook page (numeric prefixes dropped, as nbdev does)."
    return SITE + page_key(page) + ".html"

def page_anchor(page: str) -> str:
    "The id of a page's section in llms-full.txt: `yaml_api`, `api-models`."
    return page_key(page).replace("/", "-")

def slug(heading: str) -> str:
    "The id Quarto (pandoc) gives a heading: lower case, punctuation dropped, spaces as hyphens."
    text = re.sub(r"[`*]", "", heading.strip()).lower()
    text = re.sub(r"[^\w\s.-]", "", text)
    return re.sub(r"\s+", "-", text).strip("-")

# ---------------------------------------------------------------------------------------------- links

_LINK = re.compile(r"\]\(([^()\s]+)\)")

def _target_key(target: str, page: str):
    "(page key, fragment) when `target` is a link to one of the site's pages, else None."
    base, _, frag = target.partition("#")
    if base.startswith(SITE): base = base[len(SITE):]
    elif re.match(r"^[a-z]+:", base): return None
    elif base: base = os.path.normpath(os.path.join(os.path.dirname(page), base))
    if not base: return (page_key(page), frag)
    m = re.fullmatch(r"(.+?)(\.ipynb|\.html\.md|\.html|\.md)", base.replace("\\", "/"))
    if not m: return None
    key = str(Path(m.group(1))).replace("\\", "/")
    return (page_key(key + ".ipynb"), frag)

def internal_links(markdown: str, page: str, anchors: dict, sections: dict) -> str:
    "Links to pages inside llms-full.txt become `#anchor` links; links to pages that are not in it, site URLs."
    def fix(m):
        hit = _target_key(m.group(1), page)
        if hit is None: return m.group(0)
        key, frag = hit
        if key not in anchors: return f"]({SITE}{key}.html{'#' + frag if frag else ''})"
        if frag and (key, frag) in sections: return f"](#{anchors[key]}--{frag})"
        return f"](#{anchors[key]})"
    return _LINK.sub(fix, markdown)

def _with_section_anchors(markdown: str, page: str, wanted: set) -> str:
    "Put an `<a id>` before each heading some link points at, so `page.html#section` links land on it."
    out = []
    for line in markdown.splitlines():
        m = re.match(r"^#{1,6} (.+)$", line)
        if m and (page, slug(m.group(1))) in wanted: out.append(f'<a id="{page_anchor(page)}--{slug(m.group(1))}"></a>\n')
        out.append(line)
    return "\n".join(out) + "\n"

def ipynb_links(markdown: str) -> list[str]:
    "Relative links to `.ipynb` files. Pages link `.html`, the name the site serves (llms-full.txt rewrites either kind)."
    return [t for t in _LINK.findall(markdown) if not re.match(r"^[a-z]+:", t) and re.search(r"\.ipynb(#|$)", t)]

# ---------------------------------------------------------------------------------------------- the API reference

def _module_of(page: str):
    for cell in _cells(NBS / page):
        d = _directives("".join(cell["source"]))
        if "default_exp" in d: return d["default_exp"]
    return None

def _module_file(module: str) -> Path:
    p = LIB.joinpath(*module.split("."))
    return p / "__init__.py" if p.is_dir() else p.with_suffix(".py")

def module_all(path: Path) -> list[str]:
    "The `__all__` list of a module file, read without importing it."
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
            return list(ast.literal_eval(node.value))
    return []

def public_names() -> dict[str, list[str]]:
    "Every module of the package (adapters included) -> the names of its `__all__`."
    out = {}
    for path in sorted(LIB.rglob("*.py")):
        if path.name.startswith("_") and path.name != "__init__.py": continue
        module = ".".join(path.relative_to(LIB).with_suffix("").parts).removesuffix(".__init__").removesuffix("__init__")
        names = module_all(path)
        if names: out[module or "pytest_agent_eval"] = names
    return out

def _export_sources(page: str) -> list[str]:
    return [_body("".join(c["source"])) for c in _cells(NBS / page)
            if c["cell_type"] == "code" and any(k.startswith("export") for k in _directives("".join(c["source"])))]

def _first_line(node) -> str:
    doc = ast.get_docstring(node, clean=True)
    return doc.strip().splitlines()[0] if doc else ""

def _header(lines: list[str], node) -> str:
    "The source of a def/class statement up to its body (decorators, signature and the comments in it), dedented."
    start = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
    first = node.body[0]
    if _same_line(lines, first):  # `def f(x): return x`
        head = lines[start:first.lineno]
        head[-1] = head[-1][:first.col_offset].rstrip()
    else: head = lines[start:first.lineno - 1]
    return textwrap.dedent("\n".join(l.rstrip() for l in head)).rstrip()

def _same_line(lines: list[str], first) -> bool:
    "Does the body's first statement start on the line that ends the header (`def f(x): return x`)?"
    return bool(lines[first.lineno - 1][:first.col_offset].strip())

_SKIP_DECORATORS = {"field_validator", "model_validator", "field_serializer", "model_serializer", "validator"}

def _is_public_member(node) -> bool:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        decos = {getattr(d, "id", None) or getattr(getattr(d, "func", None), "id", None) for d in node.decorator_list}
        if decos & _SKIP_DECORATORS: return False
        if node.name.startswith("pytest_"): return False  # pytest hooks: pytest calls them, users do not
        return not node.name.startswith("_") or node.name in ("__init__", "__call__", "__new__")
    if isinstance(node, ast.AnnAssign):
        if ast.unparse(node.annotation) == "KW_ONLY": return True  # a dataclass's `_: KW_ONLY`: the fields after it are keyword-only
        return isinstance(node.target, ast.Name) and not node.target.id.startswith("_")
    if isinstance(node, ast.Assign):
        return all(isinstance(t, ast.Name) and not t.id.startswith("_") and t.id != "model_config" for t in node.targets)
    return False

def _statement(lines: list[str], node, limit: int = 240) -> str:
    "An assignment's source, or its first line cut short when it is long."
    text = textwrap.dedent("\n".join(lines[node.lineno - 1:node.end_lineno])).rstrip()
    if len(text) <= limit and text.count("\n") < 3: return text
    return text.splitlines()[0][:limit // 2].rstrip() + " …"

def _model_field(node) -> str:
    "A pydantic `name: type = Field(default, ..., description=...)` as `name: type = default  # constraints`; the YAML API page describes each field."
    call = node.value
    kw = {k.arg: k.value for k in call.keywords}
    if call.args: default = ast.unparse(call.args[0])
    elif "default_factory" in kw: default = {"list": "[]", "dict": "{}"}.get(ast.unparse(kw["default_factory"]), ast.unparse(kw["default_factory"]) + "()")
    else: default = None
    head = f"{node.target.id}: {ast.unparse(node.annotation)}" + (f" = {default}" if default not in (None, "...") else "")
    extra = [f"{k}={ast.unparse(v)}" for k, v in kw.items() if k not in ("description", "default_factory", "exclude")]
    return head + (f"  # {', '.join(extra)}" if extra else "")

def _is_model_field(node) -> bool:
    return (isinstance(node, ast.AnnAssign) and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", None) == "Field")

def _stub(lines: list[str], node) -> str:
    "A definition without its body: the header, the one-line docstring, and (for a class) its fields and methods."
    if _is_model_field(node): return _model_field(node)
    if isinstance(node, (ast.Assign, ast.AnnAssign)): return _statement(lines, node)
    doc = _first_line(node)
    parts = [_header(lines, node)]
    body = [json.dumps(doc, ensure_ascii=False)] if doc else []
    if isinstance(node, ast.ClassDef):
        for member in node.body:
            if _is_public_member(member): body.append(_stub(lines, member))
    if not body: return parts[0] + " ..."
    return parts[0] + "\n" + textwrap.indent("\n".join(body), "    ")

def _brief(lines: list[str], node) -> str:
    "A one-line stub: the parameters' names (a class: its bases) and the docstring's first line."
    if isinstance(node, (ast.Assign, ast.AnnAssign)): return _statement(lines, node, limit=160)
    if isinstance(node, ast.ClassDef):
        bases = ", ".join(ast.unparse(b) for b in node.bases)
        head = f"class {node.name}({bases})" if bases else f"class {node.name}"
    else:
        a = node.args
        params = [x.arg for x in a.posonlyargs + a.args] + ([f"*{a.vararg.arg}"] if a.vararg else ["*"] if a.kwonlyargs else [])
        params += [x.arg for x in a.kwonlyargs] + ([f"**{a.kwarg.arg}"] if a.kwarg else [])
        ret = f" -> {ast.unparse(node.returns)}" if node.returns else ""
        head = f"{'async ' if isinstance(node, ast.AsyncFunctionDef) else ''}def {node.name}({', '.join(params)}){ret}"
    doc = _first_line(node)
    return f"{head}: {json.dumps(doc, ensure_ascii=False)}" if doc else f"{head}: ..."

def _definitions(page: str, brief: bool = False) -> dict:
    "name -> stub of every top-level definition in the page's exported cells (the last one wins); one line each when `brief`."
    found = {}
    for src in _export_sources(page):
        try: tree = ast.parse(src)
        except SyntaxError: continue
        lines = src.splitlines()
        for node in tree.body:
            names = []
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)): names = [node.name]
            elif isinstance(node, ast.Assign): names = [t.id for t in node.targets if isinstance(t, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name): names = [node.target.id]
            for name in names: found[name] = _brief(lines, node) if brief else _stub(lines, node)
    return found

def _summary(page: str) -> str:
    "The page's `>` summary line."
    for cell in _cells(NBS / page):
        m = re.search(r"^> (.+)$", "".join(cell["source"]), re.M)
        if cell["cell_type"] == "markdown" and m: return m.group(1).strip()
    return ""

def package_reference() -> str:
    "The names importable from `pytest_agent_eval` itself, and where each is defined."
    tree = ast.parse((LIB / "__init__.py").read_text())
    public = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "_PUBLIC" for t in node.targets):
            for v in node.value.values:
                if isinstance(v, ast.Call):
                    names, module = ast.literal_eval(v.args[0]), ast.literal_eval(v.args[1])
                    public.setdefault(module, []).extend(names)
    return "\n".join(f"from pytest_agent_eval import {', '.join(names)}  # defined in pytest_agent_eval.{module}"
                     for module, names in public.items())

# What the API reference shows of each name, so that llms-full.txt stays under MAX_BYTES:
# - a full stub (signature, each parameter's comment, a class's fields and public methods) for the names a user's
#   code calls or builds: those importable from the package itself, the classes of `models` (what a transcript is
#   made of), the adapter classes and errors, and the test harness (`_full_stub`);
# - a one-line stub (parameter names and the docstring's first line) for the other names the user guide uses (BRIEF);
# - the rest are listed by name, with a link to the module's full page. MACHINERY modules (reached through pytest
#   options, config keys and commands rather than called) list all their names that way, and so do the LISTED names.
MACHINERY = {"plugin", "scheduler", "report", "report_html", "groups", "config", "util", "cli", "synthesize_audio", "cache", "tracing",
             "limits", "replay", "baseline", "variants", "pairwise", "adapters.conversations", "compat", "report_file", "journal",
             "labels", "calibration", "structured"}

def is_machinery(module: str) -> bool:
    "A module no user code calls (the plugin's parts, the scheduler, the report writers...): listed with its summary, names on its page."
    return module in MACHINERY or module.startswith("plugin.")
BRIEF = {"mock_result", "MockToolError", "SpanEvaluator", "MockedToolError", "wilson_interval", "seed_history", "INTENT_RUBRICS",
         "ConversationJudgeEvaluator", "transcript_schema", "load_transcript", "simulated_run", "coerce_args"}

TESTING_BRIEF = {"LocalModelServer", "bundled_model", "LocalModelError", "offered_tools", "delay"}  # its page documents them in full
BRIEF |= TESTING_BRIEF
FULL = {"SessionSettings"}  # EvalSession's constructor arguments and from_config live on its base class

LISTED = {"PackedRecord"}  # a results class no user code builds or calls (what the session keeps of a finished test): listed by name

def _full_stub(module: str, name: str, package_names: set) -> bool:
    if name in LISTED: return False
    if name in package_names or name in FULL: return True
    if module == "testing": return name not in TESTING_BRIEF
    if module.startswith("adapters.") and name.endswith(("Adapter", "Error")): return True
    return module in ("models", "messages", "results") and name[:1].isupper() and not name.isupper()

def reexports(path: Path) -> dict:
    "Name -> module, for the names a module imports from another module of the package (in its `__all__`, they are re-exports)."
    found = {}
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith("pytest_agent_eval")):
            found.update({a.asname or a.name: (node.module or "").removeprefix("pytest_agent_eval.") for a in node.names})
    return found

def _package_names() -> set:
    return {n.strip() for line in package_reference().splitlines() for n in line.split(" import ", 1)[1].split("#")[0].split(",")}

def module_reference(page: str, anchors: dict) -> str:
    "One module of the API reference: its summary, its stubs and listed names (see MACHINERY), a link to its full page."
    module = _module_of(page)
    module = "pytest_agent_eval" if module in (None, "__init__") else f"pytest_agent_eval.{module}"
    head = f'<a id="{anchors[page_key(page)]}"></a>\n\n## `{module}`\n\n{_summary(page)}'
    if module == "pytest_agent_eval":
        return head + "\n\n```python\n" + package_reference() + "\n```\n"
    short = module.removeprefix("pytest_agent_eval.")
    again = reexports(_module_file(short))
    names = [n for n in module_all(_module_file(short)) if n not in again]  # a re-exported name has its stub at home
    link = f" [Full page]({page_key(page)}.html).\n"  # relative: llms-full.txt is served from the site's root
    full, brief, package = _definitions(page), _definitions(page, brief=True), _package_names()
    stubs = [full.get(n, f"{n}  # see the full page") for n in names if _full_stub(short, n, package)]
    stubs += [brief.get(n, f"{n}  # see the full page") for n in names if not _full_stub(short, n, package) and n in BRIEF]
    others = [n for n in names if not _full_stub(short, n, package) and n not in BRIEF]
    if others:
        stubs.append(f"# The module's other public names (their stubs are on the full page):\nother_names = {others!r}")
    else: link = "\n"
    homes = sorted({again[n] for n in module_all(_module_file(short)) if n in again})
    if homes: stubs.append(f"# Also importable from here: the names of {', '.join(homes)}")
    return head + link + "\n```python\n" + "\n\n".join(stubs) + "\n```\n" if stubs else head + link

def api_reference(anchors: dict) -> str:
    intro = ("# API reference\n\n"
             "Every public name of every module a user's code calls, then a list of the machinery modules. The names a user's code calls or builds have a stub: the signature "
             "with the comment documenting each parameter, the first line of the docstring, and for classes their "
             "fields and public methods; the other names are listed, and linked to their module's full page "
             f"(`{SITE}api/<module>.html`). Bodies and tests are on the full pages, all of them in "
             f"[llms-module-pages.txt]({SITE}llms-module-pages.txt).\n")
    user = [p for p in module_pages() if not is_machinery(_short(p))]
    machinery = [p for p in module_pages() if is_machinery(_short(p))]
    # Listed by name only (a summary each would cost about 6 KB): what each does is on its page and in the user guide's sections.
    links = [f'<a id="{anchors[page_key(p)]}"></a>[`{_short(p)}`]({page_key(p)}.html)' for p in machinery]
    tail = ("## The machinery\n\nThe modules behind the options, config keys and commands the user guide documents; no user code calls "
            "them. Their summaries, names and code are on their pages (under `pytest_agent_eval.`): " + ", ".join(links) + ".\n")
    return "\n\n".join([intro] + [module_reference(p, anchors) for p in user] + [tail])

def _short(page: str) -> str:
    "The module of a module page, without the package prefix (`plugin.state`, `__init__`)."
    module = _module_of(page) or "__init__"
    return module.removesuffix(".__init__") if module != "__init__" else module

_VARIABLE_REF = {"$ref": "#/$defs/Variable"}

def _without_descriptions(schema):
    "The schema without its `description` and `title` texts (the models' stubs in the API reference carry them), and without the "
    "`{{ variable }}` alternative of each field (`anyOf: [field, Variable]` becomes the field; the section's text states the rule)."
    if isinstance(schema, dict):
        options = schema.get("anyOf")
        if isinstance(options, list) and len(options) == 2 and options[1] == _VARIABLE_REF:
            return _without_descriptions({**{k: v for k, v in schema.items() if k != "anyOf"}, **options[0]})
        return {k: _without_descriptions(v) for k, v in schema.items() if k not in ("description", "title")
                and not (k == "default" and (v is None or v is False or v in ([], {}, "")))}  # an empty or false default goes without saying
    if isinstance(schema, list): return [_without_descriptions(v) for v in schema]
    return schema

def compact_schema(schema: dict) -> str:
    "The schema as compact JSON, one line per definition, without its descriptions."
    schema = _without_descriptions(schema)
    defs = schema.pop("$defs", {})
    lines = [f'  {json.dumps(k)}: {json.dumps(v, separators=(",", ":"))}' for k, v in schema.items()]
    if defs: lines.append('  "$defs": {\n' + ",\n".join(f'    {json.dumps(k)}: {json.dumps(v, separators=(",", ":"))}'
                                                           for k, v in defs.items()) + "\n  }")
    return "{\n" + ",\n".join(lines) + "\n}"

def schema_section() -> str:
    path = NBS / "schema" / "transcript.json"
    schema = json.loads(path.read_text()) if path.exists() else _live_schema()
    return ('<a id="schema"></a>\n\n# Transcript JSON Schema\n\n'
            f"The schema of a YAML transcript ({SITE}schema/transcript.json), generated from the models the loader "
            "validates with (`pytest_agent_eval.yaml_loader.transcript_schema()`), here without descriptions, empty defaults and the whole-`{{ variable }}` "
            "alternative each non-text field has (`$defs.Variable`). "
            "The [YAML API](#yaml_api) page describes every field."
            "\n\n```json\n" + compact_schema(schema) + "\n```\n")

def _live_schema() -> dict:
    from pytest_agent_eval.yaml_loader import transcript_schema
    return transcript_schema()

# ---------------------------------------------------------------------------------------------- the files

def readme() -> str:
    note = "<!-- Generated from nbs/index.ipynb by `python scripts/docs.py`; edit the notebook, not this file. -->\n\n"
    def absolute(m):
        hit = _target_key(m.group(1), "index.ipynb")
        return f"]({SITE}{hit[0]}.html{'#' + hit[1] if hit[1] else ''})" if hit and not m.group(1).startswith("#") else m.group(0)
    return note + _LINK.sub(absolute, notebook_markdown(NBS / "index.ipynb"))

def _anchors() -> dict:
    return {page_key(p): page_anchor(p) for p in sidebar_pages()}

def _wanted_sections(pages: list[str]) -> set:
    "(page, heading id) of every `page.html#section` link in the pages."
    wanted = set()
    keys = {page_key(p): p for p in sidebar_pages()}
    for page in pages:
        for target in _LINK.findall(notebook_markdown(NBS / page, site_only=False)):
            hit = _target_key(target, page)
            if hit and hit[1] and hit[0] in keys: wanted.add((keys[hit[0]], hit[1]))
    return wanted

# Pages about the project rather than its use: llms-full.txt gives their title, summary and a link, not their code.
SUMMARY_PAGES = {"benchmarks.ipynb"}

def page_summary(page: str) -> str:
    "A page's title, its `>` summary and a link to the full page."
    title = next((m.group(1) for c in _cells(NBS / page) if c["cell_type"] == "markdown"
                  for m in [re.search(r"^# (.+)$", "".join(c["source"]), re.M)] if m), page)
    return f"# {title}\n\n> {_summary(page)}\n\nThe measurements and the code that takes them: [full page]({page_url(page)}).\n"

def llms_full() -> str:
    head = ("# pytest-agent-eval: the documentation for coding agents\n\n"
            "> Every user-guide page of the documentation site, in the order of its sidebar; then an API reference "
            "(every public name's signature and documented parameters); then the transcript JSON Schema.\n"
            "> Generated from the notebooks by `python scripts/docs.py`; edit the notebooks, not this file.\n")
    anchors = _anchors()
    pages = user_pages()
    wanted = _wanted_sections(pages)
    sections = {(page_key(p), frag) for p, frag in wanted}
    parts = [head]
    for page in pages:
        if page in SUMMARY_PAGES:
            parts.append(f'<a id="{page_anchor(page)}"></a>\n<!-- source: {page_url(page)} -->\n\n' + page_summary(page))
            continue
        text = _with_section_anchors(notebook_markdown(NBS / page, site_only=False), page, wanted)
        text = internal_links(text, page, anchors, sections)
        parts.append(f'<a id="{page_anchor(page)}"></a>\n<!-- source: {page_url(page)} -->\n\n' + text)
    parts.append(api_reference(anchors))
    parts.append(schema_section())
    return "\n\n".join(parts)

def llms_module_pages() -> str:
    head = ("# pytest-agent-eval: the module pages\n\n"
            "> Every module notebook of the library as one markdown file: prose, code, tests and their outputs.\n"
            "> The user guide, a compact API reference and the transcript schema are in llms-full.txt.\n"
            "> Generated from the notebooks by `python scripts/docs.py`; edit the notebooks, not this file.\n")
    return "\n\n".join([head] + [f"<!-- source: {page_url(p)} -->\n\n" + notebook_markdown(NBS / p) for p in module_pages()])

TARGETS = {"README.md": readme, "nbs/llms-full.txt": llms_full, "nbs/llms-module-pages.txt": llms_module_pages}

# ---------------------------------------------------------------------------------------------- checks

def check_size(text: str) -> list[str]:
    n = len(text.encode())
    return [f"llms-full.txt is {n:,} bytes, over the {MAX_BYTES:,} limit: move detail to a module page or shorten a user page"] if n > MAX_BYTES else []

def check_pages(text: str) -> list[str]:
    "Every sidebar page has its section (a user page in full, a module page as its API reference)."
    return [f"llms-full.txt misses the page {p} (no `<a id=\"{page_anchor(p)}\">`)"
            for p in sidebar_pages() if f'<a id="{page_anchor(p)}"></a>' not in text]

def check_names(text: str) -> list[str]:
    "Every name of every module's `__all__` (adapters included) is defined in the API reference."
    api = text.split("\n# API reference\n", 1)[-1]
    missing = []
    for module, names in public_names().items():
        if is_machinery(module): continue
        for name in names:
            pattern = rf"^\s*(?:@.*\n\s*)*(?:async def|def|class) {re.escape(name)}\b|^{re.escape(name)}\b\s*[:=]|^{re.escape(name)}  # see|^(?:__all__|other_names) = \[.*'{re.escape(name)}'"
            if not re.search(pattern, api, re.M): missing.append(f"{module}.{name}")
    return [f"llms-full.txt's API reference misses {', '.join(missing)}"] if missing else []

def _distinctive(line: str) -> bool:
    s = line.strip()
    return len(s) >= 30 and not s.startswith(("#", "import ", "from ")) and bool(re.search(r"[a-z]{3}", s))

def test_cell_lines() -> set[str]:
    "Distinctive source lines of cells no reader should see: module notebooks' non-exported code cells and user pages' hidden ones."
    shown, secret = set(), set()
    for page in sidebar_pages():
        for cell in _cells(NBS / page):
            src = "".join(cell["source"]); d = _directives(src); lines = {l.strip() for l in _body(src).splitlines()}
            is_module = page.startswith("api/")
            if cell["cell_type"] != "code" or any(k.startswith("export") for k in d) or (not is_module and not _hidden(d)
                                                                                           and d.get("echo") != "false"):
                if not is_module or cell["cell_type"] != "markdown": shown |= lines
                continue
            if "show_doc" in src and is_module: continue
            secret |= {l for l in lines if _distinctive(l)}
    return secret - shown

def check_test_code(text: str, lines: set = None) -> list[str]:
    lines = test_cell_lines() if lines is None else lines
    body = {l.strip() for l in text.splitlines()}
    leaked = sorted(l for l in lines if l in body)
    return [f"llms-full.txt holds code from test or hidden cells, e.g. {leaked[:3]}"] if leaked else []

def check_links(text: str) -> list[str]:
    "Links inside llms-full.txt land on an anchor of the file, and no page links to a `.ipynb` (the site needs `.html`)."
    ids = set(re.findall(r'<a id="([^"]+)"></a>', text))
    dangling = sorted({t[1:] for t in _LINK.findall(text) if t.startswith("#") and t[1:] not in ids})
    problems = [f"llms-full.txt has links to missing anchors: {dangling}"] if dangling else []
    stray = [t for t in _LINK.findall(text) if re.search(r"\.(ipynb|html\.md)(#|$)", t) and not t.startswith("http")]
    if stray: problems.append(f"llms-full.txt links to page files instead of its own sections: {stray[:5]}")
    return problems

def check_site_links() -> list[str]:
    "No page links to a `.ipynb`: on the site (and in its markdown copies) a page is `.html`."
    problems = []
    for page in sidebar_pages():
        bad = ipynb_links("\n".join("".join(c["source"]) for c in _cells(NBS / page) if c["cell_type"] == "markdown"))
        if bad: problems.append(f"nbs/{page} links to {bad}: link to the page's .html instead, which works on the site")
    return problems

def check_text(text: str, secret: set = None) -> list[str]:
    return check_size(text) + check_pages(text) + check_names(text) + check_test_code(text, secret) + check_links(text)

def selftest() -> int:
    "Break a copy of llms-full.txt in each way `check` must catch, and show that it does."
    good = llms_full()
    secret = test_cell_lines()
    assert check_text(good, secret) == [], check_text(good, secret)
    name = next(iter(public_names()["models"]))
    page = user_pages()[1]
    leaked = sorted(secret)[0]
    broken = {
        "size": (good + "x" * MAX_BYTES, "over the"),
        "page": (good.replace(f'<a id="{page_anchor(page)}"></a>', ""), f"misses the page {page}"),
        "name": (re.sub(rf"^((?:async def|def|class) )?{name}\b", r"\1Renamed", good, flags=re.M).replace(f"'{name}'", "'Renamed'"),
                 f"models.{name}"),
        "test code": (good + "\n```python\n" + leaked + "\n```\n", "test or hidden cells"),
        "link": (good + "\nSee [nowhere](#no-such-section).\n", "missing anchors"),
        "page file link": (good + "\nSee [the API](yaml_api.ipynb).\n", "instead of its own sections"),
    }
    anchors = _anchors()
    md = _with_section_anchors("# YAML API\n\n## The `expect` fields\n", "yaml_api.ipynb", {("yaml_api.ipynb", "the-expect-fields")})
    assert '<a id="yaml_api--the-expect-fields"></a>' in md, md
    links = internal_links("[a](yaml_api.html#the-expect-fields) [b](yaml_api.ipynb) [c](api/02b_models.ipynb) "
                           f"[d]({SITE}groups.html.md) [e](#the-expect-fields) [f](https://example.com/x.html)",
                           "yaml_api.ipynb", anchors, {("yaml_api", "the-expect-fields")})
    assert links == ("[a](#yaml_api--the-expect-fields) [b](#yaml_api) [c](#api-models) [d](#groups) "
                     "[e](#yaml_api--the-expect-fields) [f](https://example.com/x.html)"), links
    print("selftest: links between pages and to sections: rewritten")
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        nb = Path(tmp) / "page.ipynb"
        nb.write_text(json.dumps({"cells": [{"cell_type": "markdown", "source": ["# Page"]},
                                            {"cell_type": "markdown", "source": [SITE_ONLY + "\n", "## Repeated"]}]}))
        assert notebook_markdown(nb) == "# Page\n\n## Repeated\n" and notebook_markdown(nb, site_only=False) == "# Page\n"
    print("selftest: site-only cells: on the site, not in llms-full.txt")
    for what, (text, needle) in broken.items():
        problems = check_text(text, secret)
        assert any(needle in p for p in problems), f"check misses a broken {what}: {problems}"
        print(f"selftest: {what}: detected")
    return 0

SAMPLE_CHECK = "sample_check"  # directive of a page's cell that compares a saved sample output with what the code prints now

def refresh_outputs(page: Path) -> list[str]:
    """Run `page` as nbdev-test does and save, in the cells that already show output, what they show now; the ids of those that changed.

    A user page's sample outputs come from running its code; a `#| sample_check` cell fails the page's test when one is stale.
    Those cells are skipped here, so a stale sample can be refreshed. Cells without saved output stay without."""
    import shutil
    from nbdev.test import test_nb
    original = json.loads(page.read_text())
    scratch = page.with_name(f"_outputs_{page.name}")
    shutil.copy(page, scratch)
    try:
        ok, _ = test_nb(scratch, skip_flags=["notest", "bench", SAMPLE_CHECK], save=True)
        if not ok: raise SystemExit(f"{page}: a cell failed (see above); nothing was saved")
        ran = {c.get("id"): c.get("outputs", []) for c in json.loads(scratch.read_text())["cells"]}
    finally: scratch.unlink(missing_ok=True)
    changed = []
    for cell in original["cells"]:
        if cell["cell_type"] != "code" or not cell.get("outputs") or cell.get("id") not in ran: continue
        fresh = [{**o, "execution_count": None} if "execution_count" in o else o for o in ran[cell["id"]]]  # as nbdev-clean leaves them
        if fresh != cell["outputs"]: cell["outputs"], changed = fresh, changed + [cell["id"]]
    page.write_text(json.dumps(original, indent=1, ensure_ascii=False) + "\n")
    return changed

def stale_samples(page: Path,  # a user-guide notebook
                  cell_ids: list[str],  # its cells whose saved output (what they print) is a sample the page shows
                 ) -> list[str]:
    "Run each cell's code again (a fresh namespace, in the page's folder) and compare what it prints with the output saved with it."
    import contextlib, io
    cells = {c.get("id"): c for c in json.loads(page.read_text())["cells"]}
    problems = []
    for cell_id in cell_ids:
        cell, printed = cells[cell_id], io.StringIO()
        shown = "".join("".join(o.get("text", "")) for o in cell.get("outputs", []) if o.get("output_type") == "stream")
        code = "\n".join(line for line in "".join(cell["source"]).splitlines() if not line.startswith("#|"))
        cwd = os.getcwd()
        try:
            os.chdir(page.parent)
            with contextlib.redirect_stdout(printed): exec(compile(code, f"{page.name}:{cell_id}", "exec"), {})
        finally: os.chdir(cwd)
        if printed.getvalue() != shown:
            problems.append(f"{page.name}: the output saved with cell {cell_id} is stale; refresh it with "
                            f"`.venv/bin/python scripts/docs.py outputs nbs/{page.name}`\nsaved: {shown}\nnow:   {printed.getvalue()}")
    return problems

def sizes(text: str) -> dict[str, int]:
    "Bytes of each part of llms-full.txt: header, user guide, API reference, schema."
    api, schema = text.index("\n# API reference\n"), text.index('<a id="schema"></a>')
    guide = text.index(f'<a id="{page_anchor(user_pages()[0])}"></a>')
    parts = {"header": text[:guide], "user guide": text[guide:api], "API reference": text[api:schema], "schema": text[schema:]}
    return {k: len(v.encode()) for k, v in parts.items()}

def main(argv):
    cmd = argv[1] if len(argv) > 1 else "all"
    if cmd == "all":
        for name, build in TARGETS.items(): (ROOT / name).write_text(build())
        return 0
    if cmd == "check":
        problems = [f"out of date: {name}; run `python scripts/docs.py` and commit the result"
                    for name, build in TARGETS.items() if not (ROOT / name).exists() or (ROOT / name).read_text() != build()]
        full = ROOT / "nbs/llms-full.txt"
        problems += check_text(full.read_text() if full.exists() else "") + check_site_links()
        for p in problems: print(p, file=sys.stderr)
        return 1 if problems else 0
    if cmd == "selftest": return selftest()
    if cmd == "outputs":
        for page in argv[2:]: print(f"{page}: {', '.join(refresh_outputs(Path(page).resolve())) or 'no output changed'}")
        return 0 if len(argv) > 2 else 2
    if cmd == "sizes":
        parts = sizes((ROOT / "nbs/llms-full.txt").read_text())
        total = sum(parts.values())
        print(f"llms-full.txt: {total:,} bytes (limit {MAX_BYTES:,})")
        for name, n in parts.items(): print(f"  {name}: {n:,} bytes ({100 * n / total:.1f}%)")
        return 0
    print(__doc__, file=sys.stderr)
    return 2

if __name__ == "__main__": sys.exit(main(sys.argv))
