import pytest

from pytest_agent_eval.adapters.pydantic_ai import PydanticAIAdapter
from rental_desk import desk


@pytest.fixture
def llm_eval_agent():
    # A real pydantic-ai agent whose model is scripted (see rental_desk.py), so the example runs offline.
    return PydanticAIAdapter(desk)
