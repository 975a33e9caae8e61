"""Every engine refusal code has a player sentence without rule ids or engine tokens."""
import re

import pytest
from refusal_samples import SAMPLE_ARGS

from vikings_desktop.engine.refusals import Code, Refusal
from vikings_desktop.ui.words.refusal_text import refusal_text

RULE_ID = re.compile(r"\bR-[A-Z]")
ENGINE_TOKEN = re.compile(r"\b[MRSLFGNWB]\d\b|\(R\)")


@pytest.mark.parametrize("code", list(Code))
def test_every_refusal_code_has_a_plain_player_sentence(code):
    refusal = Refusal(code, *SAMPLE_ARGS.get(code, ()))
    sentence = refusal_text(refusal)
    assert sentence and sentence != str(refusal)
    assert not RULE_ID.search(sentence), sentence
    assert not ENGINE_TOKEN.search(sentence), sentence
    assert "{" not in sentence and sentence.endswith(".")


def test_a_plain_text_is_shown_as_it_is():
    assert refusal_text("the window's own words") == "the window's own words"
