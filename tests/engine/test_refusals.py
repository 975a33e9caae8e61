"""Refusals are codes with arguments; the English text is made from them in the engine."""
import pickle

import pytest
from refusal_samples import SAMPLE_ARGS
from test_rules import WHEEL_B2

from vikings_desktop.engine.actions import Buy, Exchange, PlaceStart
from vikings_desktop.engine.components import FISHERMAN
from vikings_desktop.engine.refusals import Code, Refusal
from vikings_desktop.engine.state import IllegalAction


@pytest.mark.parametrize("code", list(Code))
def test_every_code_has_an_english_sentence_and_survives_pickling(code):
    refusal = Refusal(code, *SAMPLE_ARGS.get(code, ()))
    assert isinstance(refusal, str) and len(refusal) > 10
    copy = pickle.loads(pickle.dumps(refusal))
    assert (copy.code, copy.args, str(copy)) == (refusal.code, refusal.args, str(refusal))


def test_problem_returns_the_code_and_arguments(position):
    state = position(WHEEL_B2)
    refusal = state.problem(Buy(0))
    assert refusal.code is Code.ZERO_NOT_LAST and refusal.args == (FISHERMAN,)
    assert "R-B2" in refusal
    assert state.problem(PlaceStart(1)).code is Code.BUY_FIRST
    assert state.problem(Exchange(99)).code is Code.EXCHANGE_AMOUNT


def test_illegal_action_carries_the_refusal(position):
    state = position(WHEEL_B2)
    with pytest.raises(IllegalAction) as raised:
        state.apply(Buy(0))
    assert raised.value.args[0].code is Code.ZERO_NOT_LAST
