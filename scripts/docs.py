#!/usr/bin/env python3
"""Build the generated documentation files that do not need Quarto.

    python scripts/docs.py                 # write README.md and nbs/llms-full.txt
    python scripts/docs.py check           # fail if either is out of date (CI runs this)

README.md is nbs/index.ipynb as markdown. nbs/llms-full.txt is the whole documentation as one markdown
file: every page of the site's sidebar (_quarto.yml), in sidebar order, each under a `<!-- source: -->`
line, for coding agents and other tools that read a single file. (llms.txt, the index, is written by
nbdev-export from index.ipynb and the module docstrings.)

Quarto renders the HTML site on GitHub; these files are produced here from the same notebooks.
"""
import json, re, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NBS = ROOT / "nbs"

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

def notebook_markdown(path: Path) -> str:
    "One notebook as markdown: its prose, its shown code, and the outputs it saved; hidden cells left out."
    nb = json.loads(path.read_text())
    chunks = []
    for cell in nb["cells"]:
        src = "".join(cell["source"])
        d = _directives(src)
        if "hide" in d or "default_exp" in d or "include" in d and d["include"] == "false": continue
        body = _body(src)
        if cell["cell_type"] == "markdown":
            if body: chunks.append(body)
            continue
        if body and "echo" not in d: chunks.append("```python\n" + body + "\n```")
        out = _outputs(cell)
        if out and d.get("output") != "false": chunks.append(out)
    return "\n\n".join(chunks).strip() + "\n"

def readme() -> str:
    note = "<!-- Generated from nbs/index.ipynb by `python scripts/docs.py`; edit the notebook, not this file. -->\n\n"
    return note + notebook_markdown(NBS / "index.ipynb")

SITE = "https://pytest-agent-eval.github.io/pytest-agent-eval/"

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

def page_url(page: str) -> str:
    "The published URL of a notebook page (numeric prefixes dropped, as nbdev does)."
    p = Path(page)
    return SITE + str(p.with_name(re.sub(r"^\d+[a-zA-Z0-9]*_", "", p.name)).with_suffix(".html"))

def llms_full() -> str:
    head = ("# pytest-agent-eval: the full documentation\n\n"
            "> Every page of the documentation site in one file, in the order of the site's sidebar.\n"
            "> Generated from the notebooks by `python scripts/docs.py`; edit the notebooks, not this file.\n")
    parts = [head]
    for page in sidebar_pages():
        parts.append(f"<!-- source: {page_url(page)} -->\n\n" + notebook_markdown(NBS / page))
    return "\n\n".join(parts)

TARGETS = {"README.md": readme, "nbs/llms-full.txt": llms_full}

def main(argv):
    cmd = argv[1] if len(argv) > 1 else "all"
    if cmd == "all":
        for name, build in TARGETS.items(): (ROOT / name).write_text(build())
        return 0
    if cmd == "check":
        stale = [name for name, build in TARGETS.items() if not (ROOT / name).exists() or (ROOT / name).read_text() != build()]
        if stale:
            print(f"out of date: {', '.join(stale)}; run `python scripts/docs.py` and commit the result", file=sys.stderr)
            return 1
        return 0
    print(__doc__, file=sys.stderr)
    return 2

if __name__ == "__main__": sys.exit(main(sys.argv))
