"""A LiveKit booking agent, and a scripted stand-in for its LLM so the example runs offline."""
import re

from livekit.agents import Agent, function_tool

from pytest_agent_eval.models import Message, ToolCall

BOOKINGS: list[dict] = []


class BookingAgent(Agent):
    def __init__(self) -> None:
        super().__init__(instructions="You are a restaurant booking assistant. Book with create_booking, "
                                      "then confirm the booking in one short sentence.")

    @function_tool
    async def create_booking(self, party_size: int, time: str) -> str:
        """Book a table.

        Args:
            party_size: number of people
            time: time of the booking, HH:MM
        """
        BOOKINGS.append({"party_size": party_size, "time": time})
        return f"booking #{len(BOOKINGS)} confirmed: {party_size} people at {time}"


# --- the scripted LLM: reads the conversation the way a model would, deterministically -----------------
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _party_size(text: str):
    m = re.search(r"\b(?:for|make it)\s+(\w+)", text.lower())
    return NUMBERS.get(m.group(1)) if m else None


def _time(text: str):
    m = re.search(r"\bat\s+(\w+)", text.lower())
    return f"{NUMBERS[m.group(1)]:02d}:00" if m and m.group(1) in NUMBERS else None


def booking_script(messages: list[Message]):
    "What the scripted LLM answers: book with what the conversation says (newest first), then confirm."
    if messages[-1].role == "tool":
        return f"Booked: a table for {messages[-1].content.split(': ', 1)[-1]}. See you then!"
    said = [m.content for m in messages if m.role == "user"][::-1]  # this turn first, then earlier turns
    size = next((s for s in map(_party_size, said) if s), None)
    time = next((t for t in map(_time, said) if t), None)
    if size and time:
        return ToolCall("create_booking", {"party_size": size, "time": time})
    return "How many people, and at what time?"
