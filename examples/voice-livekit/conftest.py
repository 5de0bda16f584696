from pathlib import Path

import pytest
from livekit.agents import AgentSession

from booking_agent import BookingAgent, booking_script
from pytest_agent_eval.adapters.livekit import FakeSTT, LiveKitAdapter, ScriptedLLM

EVALS = Path(__file__).parent / "evals"


def make_session():
    "A fresh (AgentSession, Agent) for every turn."
    session = AgentSession(
        # Offline stand-ins: swap these two lines for real models, e.g.
        #   llm=openai.LLM(model="gpt-4o-mini"), stt=deepgram.STT(), vad=silero.VAD.load()
        llm=ScriptedLLM(booking_script),
        stt=FakeSTT.from_transcripts(EVALS),
        vad=None,
        turn_handling={"turn_detection": "stt"},
    )
    return session, BookingAgent()


@pytest.fixture
def llm_eval_agent():
    return LiveKitAdapter(make_session)
