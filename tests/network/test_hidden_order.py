"""A client never learns the hidden order (RULES.md §11): two hosts whose games differ only
in a reshuffle of the stacks, the bag and the special stack send a client byte-identical
messages, every one of them, up to the next draw."""

from __future__ import annotations

import asyncio
import random

import pytest
from netutil import RawClient

from vikings_desktop.engine import ADVANCED, BASE, Deal, GameState, RuleOptions
from vikings_desktop.engine.components import (
    AUCTION_VIKINGS,
    SPECIAL_OFFER_SIZE,
    TILES_PER_ROUND,
)
from vikings_desktop.game_setup import DEFAULT_COLOURS, GameSetup, Seat
from vikings_desktop.network import protocol as p
from vikings_desktop.network.host import HostedGame, NetworkHost, parse_seat_plans
from vikings_desktop.persistence import SavedGame

NAMES = ["Astrid", "Bjorn"]


def reshuffled(deal: Deal, rules: RuleOptions, rng: random.Random) -> Deal:
    """The same deal with what round 1 does not draw shuffled: the base game draws stack 1
    and 12 Vikings at once, the advanced game 13 Vikings and the offer of special tiles
    (its stack 1 waits, face down, until the draft after the auction)."""
    fixed = 0 if rules.auction else 1
    tiles = [t for stack in deal.stacks[fixed:] for t in stack]
    rng.shuffle(tiles)
    stacks = list(deal.stacks[:fixed]) + [tuple(tiles[i:i + TILES_PER_ROUND])
                                          for i in range(0, len(tiles), TILES_PER_ROUND)]
    drawn = AUCTION_VIKINGS if rules.auction else TILES_PER_ROUND
    bag = list(deal.bag[:-drawn])
    rng.shuffle(bag)
    specials = list(deal.specials[:-SPECIAL_OFFER_SIZE]) if deal.specials else []
    rng.shuffle(specials)
    return Deal(tuple(stacks), tuple(bag) + deal.bag[-drawn:], deal.start_player,
                tuple(specials) + deal.specials[-SPECIAL_OFFER_SIZE:] if deal.specials else ())


def hidden_counts(message: dict) -> tuple[int, int, int]:
    state = message["state"]
    return sum(state["stack_sizes"]), len(state["bag"]), len(state["unseen_specials"])


async def messages_to_the_first_seat(deal: Deal, rules: RuleOptions) -> list[str]:
    """Every text the first seat's client gets, up to and with the first draw."""
    setup = GameSetup(tuple(Seat(name, colour=DEFAULT_COLOURS[i])
                            for i, name in enumerate(NAMES)), deal=deal, rules=rules)
    game = HostedGame(parse_seat_plans("remote,remote"), saved=SavedGame(setup, []),
                      random_bytes=random.Random(7).randbytes)     # the same tokens, code
    server = await NetworkHost([game]).serve("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    clients = [await RawClient.open(url) for _ in NAMES]
    for client, name in zip(clients, NAMES, strict=True):
        await client.hello(game.code, name)
    latest = [await client.expect("game") for client in clients]
    start = hidden_counts(latest[0])
    rng = random.Random(1)                  # the same choices, made from what is seen
    while hidden_counts(latest[0]) == start:
        state = p.decode_public_state(latest[0]["state"])
        seat = state.current
        action = rng.choice(state.legal_actions())
        await clients[seat].send(p.action_message(seat, latest[0]["move"], action))
        latest = [await client.expect("update") for client in clients]
    for client in clients:
        await client.close()
    server.close()
    await server.wait_closed()
    return clients[0].texts


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_a_reshuffled_hidden_order_sends_the_same_bytes_until_the_next_draw(rules):
    deal = Deal.shuffled(2, 21, special_tiles=rules.special_tiles)
    other = reshuffled(deal, rules, random.Random(3))
    assert other != deal
    assert GameState.from_deal(NAMES, deal, rules).observation() == \
        GameState.from_deal(NAMES, other, rules).observation()
    ours = asyncio.run(asyncio.wait_for(messages_to_the_first_seat(deal, rules), 30))
    theirs = asyncio.run(asyncio.wait_for(messages_to_the_first_seat(other, rules), 30))
    assert len(ours) > 5
    assert ours[:-1] == theirs[:-1]         # byte for byte, up to the draw
    assert ours[-1] != theirs[-1]           # and the draw itself shows the other order
