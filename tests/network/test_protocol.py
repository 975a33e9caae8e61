"""The protocol module alone: messages, checks, limits and the public position."""

from __future__ import annotations

import json
import random

import pytest

from vikings_desktop.engine import ADVANCED, BASE, Buy, GameState, PlaceTile
from vikings_desktop.network import protocol as p
from vikings_desktop.network.protocol import ErrorCode, ProtocolError


def random_positions(rules, seed: int, players: int = 3):
    """Every position of one random game."""
    state = GameState.new_game([f"P{i}" for i in range(players)], seed=seed, rules=rules)
    rng = random.Random(seed)
    yield state
    while not state.is_over():
        state.apply_unchecked(rng.choice(state.legal_actions()))
        yield state


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_a_decoded_position_is_exactly_the_observation_the_ai_sees(rules):
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        for state in random_positions(rules, seed, players):
            data = json.loads(p.encode(p.encode_public_state(state)))
            decoded = p.decode_public_state(data)
            assert decoded.observation() == state.observation()
            assert decoded.legal_actions() == state.legal_actions()
            assert p.encode_public_state(decoded) == data


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_the_encoded_position_holds_no_hidden_order(rules):
    # RULES.md §11: the stacks, the bag and the special stack travel as contents only
    rng = random.Random(5)
    for number, state in enumerate(random_positions(rules, 4)):
        if number % 17:
            continue
        shuffled = state.clone()
        tiles = [t for stack in shuffled.stacks for t in stack]
        rng.shuffle(tiles)
        for stack in shuffled.stacks:
            stack[:] = [tiles.pop() for _ in stack]
        rng.shuffle(shuffled.bag)
        rng.shuffle(shuffled.special_stack)
        assert p.encode(p.encode_public_state(shuffled)) == p.encode(p.encode_public_state(state))


def test_encode_is_compact_and_the_same_every_time():
    state = GameState.new_game(["A", "B"], seed=1)
    first = p.encode(p.update_message(3, 1, Buy(2), state))
    assert first == p.encode(p.update_message(3, 1, Buy(2), state.clone()))
    assert ", " not in first and ": " not in first


@pytest.mark.parametrize("broken", [
    {}, [], None,
    {"players": []},
], ids=["empty", "list", "null", "fields"])
def test_a_malformed_position_is_a_protocol_error(broken):
    with pytest.raises(ProtocolError) as caught:
        p.decode_public_state(broken)
    assert caught.value.code is ErrorCode.MALFORMED


@pytest.mark.parametrize("field, value", [
    ("round", "1"), ("phase", "lunch"), ("stack_sizes", [1, 2]), ("bag", [1.5]),
    ("players", [{"name": "A"}]), ("rules", {"auction": 1}), ("scorings", [{"round": 1}]),
])
def test_a_position_with_one_wrong_field_is_a_protocol_error(field, value):
    data = p.encode_public_state(GameState.new_game(["A", "B"], seed=1))
    data = json.loads(p.encode(data))
    data[field] = value
    with pytest.raises(ProtocolError):
        p.decode_public_state(data)


# --- client messages ---------------------------------------------------------------------
def test_a_hello_and_an_action_parse():
    assert p.parse_client_message(p.encode(p.hello_message("K7MP2Q", "Astrid", "tok"))) == \
        p.Hello(p.PROTOCOL_VERSION, "K7MP2Q", "Astrid", "tok")
    assert p.parse_client_message(p.encode(p.hello_message("K7MP2Q"))) == \
        p.Hello(p.PROTOCOL_VERSION, "K7MP2Q")
    action = PlaceTile(2, 3, True)
    assert p.parse_client_message(p.encode(p.action_message(1, 17, action))) == \
        p.PlayAction(1, 17, action)
    assert p.parse_client_message('{"type":"ping","id":"x"}') == p.Ping("x")


@pytest.mark.parametrize("version", [0, 2, 99, "1", None, 1.0, True])
def test_another_protocol_version_is_told_so_before_anything_else(version):
    text = json.dumps({"type": "hello", "protocol": version, "whatever": [1, 2]})
    with pytest.raises(ProtocolError) as caught:
        p.parse_client_message(text)
    assert caught.value.code is ErrorCode.PROTOCOL_VERSION
    assert f"protocol {p.PROTOCOL_VERSION}" in str(caught.value)
    assert repr(version) in str(caught.value)


@pytest.mark.parametrize("text, code", [
    ("not json", ErrorCode.MALFORMED),
    ("[1, 2]", ErrorCode.MALFORMED),
    ('{"type": "hello", "type": "hello"}', ErrorCode.MALFORMED),
    ('{"type": "ping", "id": NaN}', ErrorCode.MALFORMED),
    ("[" * 100_000, ErrorCode.MALFORMED),
    ('{"type": 7}', ErrorCode.MALFORMED),
    ('{"id": "x"}', ErrorCode.MALFORMED),
    ('{"type": "steal"}', ErrorCode.UNKNOWN_TYPE),
    ('{"type": "hello", "protocol": 1}', ErrorCode.MALFORMED),
    ('{"type": "hello", "protocol": 1, "code": "A", "admin": true}', ErrorCode.MALFORMED),
    ('{"type": "hello", "protocol": 1, "code": 5}', ErrorCode.MALFORMED),
    ('{"type": "hello", "protocol": 1, "code": "A", "name": "' + "x" * 41 + '"}',
     ErrorCode.MALFORMED),
    ('{"type": "action", "seat": 0, "move": 0}', ErrorCode.MALFORMED),
    ('{"type": "action", "seat": -1, "move": 0, "action": {"type": "done"}}',
     ErrorCode.MALFORMED),
    ('{"type": "action", "seat": true, "move": 0, "action": {"type": "done"}}',
     ErrorCode.MALFORMED),
    ('{"type": "action", "seat": 0, "move": 0, "action": {"type": "win"}}',
     ErrorCode.BAD_ACTION),
    ('{"type": "action", "seat": 0, "move": 0, "action": {"type": "buy", "space": "1"}}',
     ErrorCode.BAD_ACTION),
    ('{"type": "action", "seat": 0, "move": 0, "action": "buy"}', ErrorCode.BAD_ACTION),
], ids=lambda value: value if isinstance(value, ErrorCode) else None)
def test_bad_client_messages_are_refused_with_a_reason(text, code):
    with pytest.raises(ProtocolError) as caught:
        p.parse_client_message(text)
    assert caught.value.code is code
    assert str(caught.value)


def test_oversized_and_binary_messages_are_refused():
    big = json.dumps({"type": "ping", "id": "x" * p.MAX_CLIENT_MESSAGE_BYTES})
    for message in (big, b'{"type": "ping", "id": "x"}', "ü" * (p.MAX_CLIENT_MESSAGE_BYTES // 2 + 1)):
        with pytest.raises(ProtocolError) as caught:
            p.parse_client_message(message)
        assert caught.value.code is ErrorCode.MALFORMED


def test_host_messages_are_checked_for_their_type():
    assert p.parse_host_message(p.encode(p.pong_message("1")))["id"] == "1"
    with pytest.raises(ProtocolError):
        p.parse_host_message('{"type": "surprise"}')


# --- codes, tokens, flood control --------------------------------------------------------
def test_join_codes_are_short_and_readable():
    rng = random.Random(1)
    codes = {p.new_join_code(rng.randbytes) for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == p.JOIN_CODE_LENGTH and set(c) <= set(p.JOIN_CODE_ALPHABET)
               for c in codes)
    assert not set("01OI") & set(p.JOIN_CODE_ALPHABET)
    assert p.normal_join_code(" k7m-p2q ") == "K7MP2Q"
    assert p.same_secret("K7MP2Q", "K7MP2Q") and not p.same_secret("K7MP2Q", "K7MP2R")


def test_the_rate_limit_allows_a_burst_then_a_steady_rate():
    now = [0.0]
    limit = p.RateLimit(burst=5, per_second=10, clock=lambda: now[0])
    assert all(limit.allow() for _ in range(5))
    assert not limit.allow() and not limit.allow()
    assert limit.dropped == 2
    now[0] += 0.1                       # one message's worth
    assert limit.allow() and limit.dropped == 0
    assert not limit.allow()
    limit.give_back()                   # a move the host played costs nothing
    assert limit.allow()
    now[0] += 100
    assert sum(limit.allow() for _ in range(10)) == 5     # never more than the burst
