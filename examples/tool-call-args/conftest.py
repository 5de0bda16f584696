import pytest

from pytest_agent_eval import AgentReply, ToolCall


@pytest.fixture
def llm_eval_agent():
    # ToolCall(name, args) instead of a plain name: that is what makes arguments checkable.
    async def agent(history):
        call = ToolCall("reserve_bike", {"bikes": 2, "kind": "city", "day": "saturday", "start": "10:00"})
        return AgentReply("Two city bikes are reserved for Saturday from 10:00.", [call])

    return agent
