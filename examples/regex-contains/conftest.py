import pytest

from pytest_agent_eval import AgentReply


@pytest.fixture
def llm_eval_agent():
    async def agent(history):
        return AgentReply("Reserved for Saturday at 10:00. Your code is RB-2041.", [])

    return agent
