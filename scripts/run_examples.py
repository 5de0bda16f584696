#!/usr/bin/env python3
"""Run the example projects under examples/ live, as a user would, and show their scores.

    python scripts/run_examples.py [NAME ...] [-- PYTEST_ARGS ...]

Each example runs as `pytest --agent-eval-live -v` in its own folder. Examples with an LLM judge use the
real judge when OPENAI_API_KEY is set; otherwise a local scripted OpenAI-compatible server answers for the
judge (it passes every rubric), so the whole suite runs offline. The voice example first synthesises its WAV
fixtures with the offline espeak-ng backend. With pytest-asyncio installed, its loop-scope option is set on the
command line (`-o asyncio_default_fixture_loop_scope=function`), since it warns on every run while the option is unset
and an example's pyproject.toml cannot set it for everyone: pytest warns about the option where pytest-asyncio is not
installed. The docs' Examples page imports this file to test every example (and that their output has no warning).
"""
from __future__ import annotations

import contextlib, importlib.util, os, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
ORDER = ["single-turn", "multi-turn-judge", "tool-calls", "tool-call-args", "regex-contains",
         "python-parametrize", "groups", "simulated-user", "seeded-history-mocks", "http-parametrized", "voice-livekit", "local-model"]
JUDGED = {"multi-turn-judge", "tool-call-args", "simulated-user"}

def scripted_user(request: dict, tool: str):
    "Play a simulated user offline: open with the goal, give the fact the assistant asks for, stop when it is done or refuses."
    import re
    from pytest_agent_eval.testing import tool_calls
    prompt = request["messages"][-1]["content"]
    section = lambda name: (prompt.split(f"<{name}>\n")[1].split(f"\n</{name}>")[0] if f"<{name}>" in prompt else "")
    facts = dict(line[2:].split(": ", 1) for line in section("facts").splitlines() if line.startswith("- ") and ": " in line)
    said = [line.removeprefix("assistant: ") for line in section("conversation").splitlines() if line.startswith("assistant: ")]
    if not said: return tool_calls((tool, {"message": f"Hi. {section('goal')}"}))
    last = said[-1]
    if re.search(r"sorry|can't|cannot", last, re.I): return tool_calls((tool, {"stop": "gave_up", "reason": f"The assistant declined: {last}"}))
    if "?" not in last: return tool_calls((tool, {"stop": "goal_reached", "reason": f"The assistant confirmed: {last}"}))
    for name, value in facts.items():
        if any(word in last.lower() for word in name.lower().split("_") if len(word) > 3):
            return tool_calls((tool, {"message": f"{value}"}))
    return tool_calls((tool, {"message": section("goal")}))

def passing_verdict(request: dict):
    "Answer a judge request by calling its output tool with a passing verdict, whatever the verdict's field names; a simulator request by playing the user."
    from pytest_agent_eval.testing import tool_calls, text
    for tool in request.get("tools") or []:
        props = (tool.get("function", {}).get("parameters") or {}).get("properties") or {}
        if "stop" in props and "message" in props: return scripted_user(request, tool["function"]["name"])
    for tool in request.get("tools") or []:
        fn = tool.get("function", {})
        props = (fn.get("parameters") or {}).get("properties") or {}
        if not props: continue
        args = {k: (True if v.get("type") == "boolean" else "scripted judge: the rubric is met") for k, v in props.items() if k != "unsure"}
        return tool_calls((fn["name"], args))
    return text('{"passed": true, "reasoning": "scripted judge: the rubric is met"}')

@contextlib.contextmanager
def offline_judge(env: dict):
    "A local scripted judge for the duration, unless a real key is configured."
    if os.environ.get("OPENAI_API_KEY"):
        yield env
        return
    from pytest_agent_eval.testing import ScriptedOpenAIServer
    with ScriptedOpenAIServer(responder=passing_verdict) as server:
        yield {**env, "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "offline-scripted-judge"}

def run(name: str, *pytest_args: str, cwd: Path | None = None, capture: bool = False) -> subprocess.CompletedProcess:
    "Run one example (from `cwd`, default its folder under examples/) with `pytest --agent-eval-live`."
    folder = Path(cwd or EXAMPLES / name)
    env = {k: v for k, v in os.environ.items() if k != "EVAL_LIVE"}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if name == "voice-livekit":
        subprocess.run([sys.executable, "-m", "pytest_agent_eval.synthesize_audio", "--backend", "espeak"],
                       cwd=folder, env=env, check=True, capture_output=capture)
    plain = ["--color=no"] if capture else []  # captured output is read as text (a Jupyter kernel sets FORCE_COLOR=1)
    asyncio = ["-o", "asyncio_default_fixture_loop_scope=function"] if importlib.util.find_spec("pytest_asyncio") else []
    cmd = [sys.executable, "-m", "pytest", "--agent-eval-live", "-p", "no:cacheprovider", *plain, *asyncio, *pytest_args]
    with offline_judge(env) if name in JUDGED else contextlib.nullcontext(env) as run_env:
        return subprocess.run(cmd, cwd=folder, env=run_env, capture_output=capture, text=True)

def main(argv: list[str]) -> int:
    names, args = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    names = names or ORDER
    failed = []
    for name in names:
        print(f"\n=== examples/{name} " + "=" * max(0, 60 - len(name)), flush=True)
        if run(name, *(args or ["-v"])).returncode != 0: failed.append(name)
    ok = len(names) - len(failed)
    print(f"\nexamples: {ok} passed, {len(failed)} failed" + (f" ({', '.join(failed)})" if failed else ""))
    return 1 if failed else 0

if __name__ == "__main__": sys.exit(main(sys.argv[1:]))
