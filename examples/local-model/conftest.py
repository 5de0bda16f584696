import pytest
from openai import AsyncOpenAI

from pytest_agent_eval.adapters.openai import OpenAIAdapter
from pytest_agent_eval.testing import LocalModelServer


@pytest.fixture(scope="session")
def model_server():
    # The bundled SmolLM2-135M on llama.cpp, on the port judge_base_url names.
    # With a server of your own running, delete this fixture and use its URL below.
    with LocalModelServer(port=8765) as server:
        yield server.base_url


@pytest.fixture
def llm_eval_agent(model_server):
    client = AsyncOpenAI(base_url=model_server, api_key="not-needed", timeout=120)
    return OpenAIAdapter(client, model="SmolLM2-135M-Instruct", temperature=0.7, max_tokens=60,
                         system_prompt="You run a bike rental desk. Answer in one short, friendly sentence.")
