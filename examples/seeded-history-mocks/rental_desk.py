"""A bike rental desk: a pydantic-ai agent with two tools that must never run in an eval."""
import re

from pydantic_ai import Agent
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart


def scripted_model(messages: list, info: AgentInfo) -> ModelResponse:
    # Stands in for an LLM: swap the bike named in the conversation, charge the fee, then report both results.
    parts = [p for m in messages for p in m.parts]
    start = max(i for i, p in enumerate(parts) if p.part_kind == "user-prompt")
    results = {p.tool_name: p.content for p in parts[start:] if p.part_kind in ("tool-return", "retry-prompt")}
    if "swap_bike" not in results:
        earlier = [re.search(r"RB-\d+", str(p.content)) for p in parts[:start] if p.part_kind == "tool-return"]
        return ModelResponse(parts=[ToolCallPart("swap_bike", {"reference": next(m[0] for m in earlier if m)})])
    if "charge_card" not in results:
        return ModelResponse(parts=[ToolCallPart("charge_card", {"amount_eur": 5})])
    return ModelResponse(parts=[TextPart(f"Your new bike is {results['swap_bike']['reference']}. "
                                         f"The 5 EUR fee was not charged: {results['charge_card']}.")])


desk = Agent(FunctionModel(scripted_model), system_prompt="You run a bike rental desk.")


@desk.tool_plain
def swap_bike(reference: str) -> dict:
    "Swap the rented bike for another one."
    raise RuntimeError("the real swap_bike ran: it must be mocked in evals")


@desk.tool_plain
def charge_card(amount_eur: int) -> str:
    "Charge the customer's card."
    raise RuntimeError("the real charge_card ran: it must be mocked in evals")
