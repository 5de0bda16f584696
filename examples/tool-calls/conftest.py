import pytest

from pytest_agent_eval import AgentReply


@pytest.fixture
def llm_eval_agent():
    async def agent(history):
        calls = ["verify_member", "check_stock", "reserve_bike"]
        return AgentReply("All set, member 4471: an e-bike is reserved for Sunday.", calls)

    return agent
