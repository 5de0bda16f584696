import pytest

from pytest_agent_eval import AgentReply


@pytest.fixture
def llm_eval_agent():
    # Deterministic stand-in that reads the conversation so far, as a real agent would.
    async def agent(history):
        message = history[-1].content.lower()
        earlier = " ".join(m.content.lower() for m in history[:-1] if m.role == "user")
        if "instead" in message and "cargo bike" in earlier:
            return AgentReply("Done: your cargo bike on Saturday is now ready at 9am (code RB-2041).", ["change_reservation"])
        return AgentReply("Reserved a cargo bike for Saturday at 10am, code RB-2041.", ["reserve_bike"])

    return agent
