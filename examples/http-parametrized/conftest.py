import pytest

from pytest_agent_eval.adapters.http import HTTPAdapter
from pytest_agent_eval.testing import ScriptedOpenAIServer, tool_calls

OPENING = {"Central": "9am", "Harbour": "10am"}


def deployed_agent(request: dict) -> dict:
    # Stands in for the deployed agent: answers from the whole conversation it is posted, and reports its tool call.
    said = [m["content"] for m in request["messages"] if m["role"] == "user"]
    station = next(s for s in OPENING if s.lower() in said[-1].lower())
    day = "sunday" if any("sunday" in s.lower() for s in said) else "today"
    return tool_calls(("station_hours", {"station": station, "day": day}),
                      content=f"{station} opens at {OPENING[station]} on {day.title()}.")


@pytest.fixture(scope="session")
def endpoint():
    with ScriptedOpenAIServer(responder=deployed_agent) as server:
        yield server.base_url + "/chat/completions"


@pytest.fixture
def llm_eval_agent(endpoint):
    return HTTPAdapter(endpoint, model="rental-desk", timeout=10)
