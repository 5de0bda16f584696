import re

import pytest

from pytest_agent_eval import AgentReply, ToolCall

CODE = re.compile(r"\bRB-\d{4}\b", re.I)
TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b", re.I)


@pytest.fixture
def llm_eval_agent():
    # Deterministic stand-in for a bike-rental assistant: it needs the reservation code, then the new time.
    # A simulated user reaches it in a few messages; swap in your real agent (e.g. PydanticAIAdapter(agent)).
    async def agent(history):
        said = " ".join(m.content for m in history if m.role == "user")
        last = history[-1].content
        if re.search(r"refund|money back", last, re.I):
            return AgentReply("I'm sorry, I can't issue refunds in chat. The rental desk at the station can help you with that.", [])
        code = CODE.search(said)
        if code is None:
            return AgentReply("Happy to help with your reservation. What is your reservation code? It looks like RB-1234.", [])
        time = TIME.search(last) or TIME.search(said)
        if time is None:
            return AgentReply(f"I found reservation {code.group(0).upper()}. What pick-up time would you like instead?",
                              [ToolCall("find_reservation", {"code": code.group(0).upper()})])
        new_time = time.group(0).replace(" ", "").lower()
        return AgentReply(f"Done: the pick-up of reservation {code.group(0).upper()} is now at {new_time}.",
                          [ToolCall("find_reservation", {"code": code.group(0).upper()}),
                           ToolCall("change_reservation", {"code": code.group(0).upper(), "pickup": new_time})])

    return agent
