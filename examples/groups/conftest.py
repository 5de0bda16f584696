import pytest

from pytest_agent_eval import AgentReply


@pytest.fixture
def llm_eval_agent():
    async def agent(history):
        if "forty" in history[-1].content.lower():
            return AgentReply("I'm afraid I can't arrange that many bikes.", [])
        return AgentReply("Reserved a city bike for Saturday, code RB-2041.", ["reserve_bike"])

    return agent
