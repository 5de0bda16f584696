from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from pytest_agent_eval import AgentReply, Expect, Turn

if TYPE_CHECKING:  # only for editors and type checkers
    from pytest_agent_eval.runner import EvalSession


async def rental_agent(history):
    # Deterministic stand-in for your agent.
    kind = history[-1].content.split(" a ")[1].split(" bike")[0]
    return AgentReply(f"Reserved a {kind} bike for you. Code RB-2041.", ["reserve_bike"])


@pytest.mark.parametrize("kind", ["city", "cargo", "tandem"])
@pytest.mark.agent_eval(threshold=1.0, runs=2)
async def test_reserves_the_requested_kind(agent_eval: EvalSession, kind: str) -> None:
    result = await agent_eval.run(
        agent=rental_agent,
        turns=[
            Turn(
                user=f"I'd like a {kind} bike tomorrow.",
                expect=Expect(reply_contains_all=[kind], tool_calls_include=["reserve_bike"]),
            )
        ],
    )
    result.assert_threshold()
