import pytest

from pytest_agent_eval import AgentReply


@pytest.fixture
def llm_eval_agent():
    # A deterministic stand-in for your agent, so the example runs offline.
    # To test a real one, return an adapter instead, e.g. PydanticAIAdapter(my_agent).
    async def agent(history):
        return AgentReply("Reserved: one city bike for Saturday morning, code RB-2041.", ["reserve_bike"])

    return agent
