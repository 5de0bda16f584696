"""A pytest plugin for testing LLM agents: multi-turn transcripts run N times, deterministic and LLM-judge evaluators, pass-rate thresholds and CI gates.

pytest-agent-eval is a pytest plugin for testing LLM agents. A test is a *transcript*: one or more user turns, each with expectations about the agent's reply and tool calls. The transcript runs N times against your agent and passes when at least a threshold fraction of the runs pass. Transcripts are YAML files (auto-discovered) or async Python tests using the `agent_eval` fixture. Eval tests are skipped unless run with `--agent-eval-live` (or `EVAL_LIVE=1`), so CI never spends money by accident.

## Docs

- [Getting started](https://pytest-agent-eval.github.io/pytest-agent-eval/getting_started.html.md): install, `python -m pytest_agent_eval init`, a first YAML transcript and a first Python test, run live.
- [Examples](https://pytest-agent-eval.github.io/pytest-agent-eval/examples.html.md): eleven small runnable projects, one feature each.
- [YAML API](https://pytest-agent-eval.github.io/pytest-agent-eval/yaml_api.html.md): every transcript field (seeded history, mocked tools, simulated users, conversation-level checks), an annotated transcript, the JSON Schema for editors.
- [Python API](https://pytest-agent-eval.github.io/pytest-agent-eval/python_api.html.md): the `agent_eval` marker and fixture, `Turn`, `Expect`, `agent_eval.run` and `agent_eval.simulate`, `TranscriptResult`.
- [Evaluators](https://pytest-agent-eval.github.io/pytest-agent-eval/evaluators.html.md): substring and regex checks, tool calls, their arguments and results, LLM judges and named judges, writing your own.
- [Adapters](https://pytest-agent-eval.github.io/pytest-agent-eval/adapters.html.md): pydantic-ai, OpenAI SDK, LangChain/LangGraph, smolagents, LiveKit voice, agents over HTTP, and writing your own.
- [Configuration](https://pytest-agent-eval.github.io/pytest-agent-eval/configuration.html.md): every `[tool.agent_eval]` key, its default, and precedence.
- [Group thresholds](https://pytest-agent-eval.github.io/pytest-agent-eval/groups.html.md): CI gates on aggregate pass rates, must-pass pins, the exit-code override.
- [Reporting](https://pytest-agent-eval.github.io/pytest-agent-eval/reporting.html.md): terminal verbosity, markdown, JSON and HTML reports, JUnit XML properties.
- [Saving time and money](https://pytest-agent-eval.github.io/pytest-agent-eval/saving.html.md): the judge-verdict cache, replaying recorded replies, comparing against a baseline, tokens and cost.
- [Using with coding agents](https://pytest-agent-eval.github.io/pytest-agent-eval/agents.html.md): what to point an agent at, and an AGENTS.md snippet.
- [Benchmarks](https://pytest-agent-eval.github.io/pytest-agent-eval/benchmarks.html.md): what the plugin costs at import, startup and collection, against 0.3.0.

## Optional

- [llms-full.txt](https://pytest-agent-eval.github.io/pytest-agent-eval/llms-full.txt): the user guide, an API reference of every public name and the transcript JSON Schema in one markdown file (under 200 KB).
- [llms-module-pages.txt](https://pytest-agent-eval.github.io/pytest-agent-eval/llms-module-pages.txt): every module page in full (source, tests and their outputs), for work on pytest-agent-eval itself.
- [Transcript JSON Schema](https://pytest-agent-eval.github.io/pytest-agent-eval/schema/transcript.json): the machine-readable transcript format.

Modules:

- `pytest_agent_eval.adapters.conversations`: Give a stateful framework back the state of *its own* conversation on every turn, even when several runs of a transcript play at once.
- `pytest_agent_eval.adapters.core`: What every adapter shares: the contract the runner calls, the one check of the history it is given, earlier tool calls ready to replay, and the one error for a bad history.
- `pytest_agent_eval.adapters.http`: `HTTPAdapter`: evaluate an agent deployed behind an HTTP endpoint (a staging service, a chat API, anything that answers JSON), with no framework in the test process.
- `pytest_agent_eval.adapters.langchain`: `LangChainAdapter`: test a LangChain runnable or a LangGraph graph (with or without a checkpointer) as an agent, over whole multi-turn conversations.
- `pytest_agent_eval.adapters.livekit`: Test a LiveKit voice agent with transcripts: each turn's WAV streams into a fresh `AgentSession`, and its tool calls and spoken reply feed the same evaluators as a text agent.
- `pytest_agent_eval.adapters.openai`: `OpenAIAdapter`: evaluate a plain OpenAI chat-completions agent (`AsyncOpenAI` or `AsyncAzureOpenAI`), tool loop included.
- `pytest_agent_eval.adapters.pydantic_ai`: `PydanticAIAdapter`: evaluate a pydantic-ai `Agent` with pytest-agent-eval, the whole conversation replayed on every turn.
- `pytest_agent_eval.adapters.smolagents`: `SmolagentsAdapter`: test a smolagents `ToolCallingAgent` or `CodeAgent` over multi-turn conversations, with concurrent runs that never share memory.
- `pytest_agent_eval.baseline`: Compares a session's pass rates with an earlier JSON report: which tests got worse, which got better, with an exact test saying whether the change is more than noise.
- `pytest_agent_eval.cache`: Ask a judge each question once: verdicts stored in an SQLite file in pytest's cache directory, shared by xdist workers, and never trusted when the file is damaged.
- `pytest_agent_eval.calibration`: Is the judge right? A judge's verdicts against people's labels: agreement, Cohen's kappa, the confusion matrix and the cases they disagree on, before and after a change.
- `pytest_agent_eval.cli`: `python -m pytest_agent_eval init` sets up a project for agent evals in one command; `python -m pytest_agent_eval new NAME` writes a transcript skeleton; `compare BEFORE.json AFTER.json` compares two saved reports; `calibrate LABELS.json` measures LLM judges against people's labels.
- `pytest_agent_eval.compat`: Every private name of pytest and pytest-xdist the package uses, in one module, each with the reason it is needed.
- `pytest_agent_eval.config`: The `[tool.agent_eval]` table of `pyproject.toml`: project-wide defaults, read once per session and checked key by key.
- `pytest_agent_eval.errors`: The exceptions pytest-agent-eval raises for a mistake a user can fix: a bad transcript, a bad setting, a bad agent reply or history.
- `pytest_agent_eval.evaluators`: The deterministic checks of a turn: what the reply says, which tools were called and in what order, and the arguments they got.
- `pytest_agent_eval.groups`: Quality gates over a whole session: which tests each `[tool.agent_eval.groups]` entry holds, whether it met its pass rate and its `must_pass` pins, and whether pytest's exit code may be overridden to 0.
- `pytest_agent_eval.journal`: Every finished test written to disk the moment it finishes, so a killed session loses nothing paid for: reports rebuilt from it, a session resumed from it.
- `pytest_agent_eval.judge`: Grade a reply, or a tool call's arguments, against a plain-language rubric with a separate model, and tell an outage apart from a bad answer.
- `pytest_agent_eval.labels`: The file of people's verdicts on a report's judge verdicts: read, checked, written, and turned into examples for a judge.
- `pytest_agent_eval.limits`: Session-wide limits on runs in flight, agent and judge requests per minute, and judge calls in flight: one `SessionLimits` shared by every eval of a pytest session.
- `pytest_agent_eval.matchers`: Expected values that match a family of values: `regex`, `approx`, `any`, `one_of`, `use`.
- `pytest_agent_eval.messages`: What a conversation is made of: messages, tool calls with their arguments and results, and what an agent returns for a turn.
- `pytest_agent_eval.mocks`: The tools a transcript replaces for the agent call in progress, where adapters and custom agents read them.
- `pytest_agent_eval.models`: What a transcript is made of: turns and what their answers must satisfy, a seeded history, a simulated user, and what an evaluator sees.
- `pytest_agent_eval.pairwise`: Asks a judge which of two replies better meets a rubric, in both orders, so a judge that favours the first position gives a tie, not a win.
- `pytest_agent_eval.play`: One turn of a run: the agent called within its deadline, its reply checked, the turn's evaluators asked. What the runner and the simulated user both play.
- `pytest_agent_eval.plugin.baseline`: `--agent-eval-baseline REPORT`: which tests got worse or better than in an earlier report, and `--agent-eval-fail-on-regression`; the variants of a parametrized agent fixture side by side.
- `pytest_agent_eval.plugin.cache`: Judges ask each question once: the verdict cache opened in pytest's cache directory for the session, shared by xdist workers.
- `pytest_agent_eval.plugin.collect`: Every transcript file under `yaml_dirs` becomes pytest tests, with fixtures, parametrization and `conftest.py` overrides exactly as for a test function.
- `pytest_agent_eval.plugin.finish`: Groups, the exit-code override, the reports, xdist's counts, and a session that was interrupted.
- `pytest_agent_eval.plugin.html`: `--agent-eval-html PATH` (or `html_path`): one self-contained HTML file of the session, written with the other reports.
- `pytest_agent_eval.plugin.journal`: Each finished test journaled as it finishes (`journal_path`, `--agent-eval-journal`), and `--agent-eval-resume`: run only what the journal does not hold.
- `pytest_agent_eval.plugin.pairwise`: A transcript's `pairwise: {rubric, against}`: after the session, a judge compares each turn's reply of every other variant with the `against` variant's, in both orders.
- `pytest_agent_eval.plugin.record`: A record of every test (identity, labels, outcome, transcript results), under pytest-xdist too, and of a test whose worker crashed.
- `pytest_agent_eval.plugin.replay`: `--agent-eval-replay REPORT`: every eval test plays the agent replies a JSON report recorded, and no agent is called.
- `pytest_agent_eval.plugin.run`: Which tests are evals, live gating, the session's event loop, overlapping eval tests, and the `agent_eval` fixture.
- `pytest_agent_eval.plugin.signals`: A live session stopped with SIGTERM or SIGHUP ends as after Ctrl-C: fixtures torn down, reports of what finished written and saying `interrupted (SIGTERM)`, exit code 2.
- `pytest_agent_eval.plugin.state`: What every part of the plugin shares during a session: live mode, the settings, the event loop, the records, the report paths.
- `pytest_agent_eval.plugin.terminal`: The score next to each eval test with `-v`, the `---- LLM Eval ----` block, every verdict with `-vv`, and the summary lines.
- `pytest_agent_eval.plugin.trace`: Tracing on, and OTLP export.
- `pytest_agent_eval.plugin.usage`: What the models cost, printed at the end of the session, and `max_cost_usd`: no run starts once the session's spend passes it.
- `pytest_agent_eval.replay`: Re-evaluates a recorded session without calling the agent: every run of every transcript gets the reply and tool calls a JSON report recorded for that run and turn.
- `pytest_agent_eval.report`: The session's results as a Markdown report for people (GitHub renders it) and a JSON report for programs, written atomically.
- `pytest_agent_eval.report_file`: Reading and writing report files: the one reader that checks a JSON report before anything trusts it, and the atomic writer every report uses.
- `pytest_agent_eval.report_html`: One self-contained HTML file of a session's results, for people: overview, a sortable and filterable table of every eval test, and every run, turn and verdict one click away; checked in a real headless Chromium.
- `pytest_agent_eval.result_html`: Transcript results and sessions as static HTML: what a result shows in Jupyter, with the look of the HTML report's drill-down.
- `pytest_agent_eval.results`: What a run produces: each evaluator's verdict, turns, runs, a transcript's score against its threshold, and the record of one test.
- `pytest_agent_eval.runner`: Runs a transcript against an agent N times, concurrently, and scores it: the engine behind every eval test.
- `pytest_agent_eval.scheduler`: Eval tests overlap: while pytest reports one test, the eval work of the next ones is already running on the session's event loop, and every test is still reported in the order pytest runs it.
- `pytest_agent_eval.simulate`: A second model plays the user towards a goal, writing each message from the conversation so far, until it says the goal is reached or cannot be: conversations nobody scripted, run and scored like any transcript.
- `pytest_agent_eval.structured`: What an agent's structured output must satisfy: a JSON Schema or a pydantic model, and expected values matched at any depth, every failure named by its JSON path.
- `pytest_agent_eval.synthesize_audio`: `python -m pytest_agent_eval.synthesize_audio`: speak every `audio:` turn's `user:` text into its WAV, through OpenAI Realtime or offline with espeak-ng, skipping WAVs whose text has not changed.
- `pytest_agent_eval.testing`: A scripted, OpenAI-compatible HTTP server on localhost: run the OpenAI SDK, pydantic-ai's `openai:` models and the LLM judge with no network and no API key.
- `pytest_agent_eval.tracing`: Spans per run and turn.
- `pytest_agent_eval.usage`: What a run cost: the tokens the agent and the judges used, per model, priced in US dollars from a maintained price table.
- `pytest_agent_eval.util`: Four questions every module asks the same way: is this callable async, how is a long value shown in a message, which name did the user mean, and which of the event loop's time was the package's own.
- `pytest_agent_eval.variants`: Compares the variants of a parametrized agent fixture side by side: pass rate, cost, tokens and latency per variant, each transcript's score in each variant, and a paired test per pair of variants.
- `pytest_agent_eval.yaml_loader`: Finds the YAML transcripts of a project, turns each into a validated `Transcript`, and explains every mistake in a file with its line and column."""

# AUTOGENERATED! DO NOT EDIT! File to edit: ../nbs/api/00_package.ipynb.

# %% auto #0
__all__ = []

# %% ../nbs/api/00_package.ipynb #6c0139ca
import importlib

__version__ = "0.4.0"

_PUBLIC = {
    **dict.fromkeys(["AgentEvalError", "TranscriptError", "ConfigError", "AgentReplyError", "AdapterInputError"], "errors"),
    **dict.fromkeys(["AgentReply", "ToolCall", "Message", "History"], "messages"),
    **dict.fromkeys(["EvalResult", "TurnResult", "RunResult", "TranscriptResult", "EvalRecord"], "results"),
    **dict.fromkeys(["Turn", "Expect", "JudgeConfig", "ToolCallArgsConfig", "ToolTrajectory", "SpanCheck", "Transcript", "TurnContext", "Evaluator"], "models"),
    **dict.fromkeys(["ContainsEvaluator", "ToolCallEvaluator", "ToolCallArgsEvaluator", "ToolResultEvaluator"], "evaluators"),
    **dict.fromkeys(["JudgeEvaluator", "ToolCallArgsJudgeEvaluator"], "judge"),
    **dict.fromkeys(["EvalSession", "run_transcript"], "runner"),
    **dict.fromkeys(["record_usage"], "usage"),
    **dict.fromkeys(["current_mocks"], "mocks"),
}

def __getattr__(name: str):
    if name not in _PUBLIC: raise AttributeError(f"module 'pytest_agent_eval' has no attribute {name!r}")
    return getattr(importlib.import_module(f"pytest_agent_eval.{_PUBLIC[name]}"), name)

def __dir__(): return sorted([*globals(), *_PUBLIC])
