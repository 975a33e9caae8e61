"""GameSession.follow: a position decided elsewhere (a network game's host) shown as it
is, an action that led to it announced like an applied one."""

from __future__ import annotations

from vikings_desktop.game_setup import default_setup
from vikings_desktop.network.protocol import decode_public_state, encode_public_state
from vikings_desktop.session import GameSession, Reset


def public(state):
    return decode_public_state(encode_public_state(state))


def test_follow_shows_the_hosts_position_and_announces_each_action():
    host = GameSession()
    host.new_game(default_setup(2, 2, seed=3))
    table = GameSession()
    resets, applied = [], []
    table.on_reset.append(resets.append)
    table.on_applied.append(lambda seat, action: applied.append((seat, action)))
    setup = default_setup(2, 1)
    table.follow(setup, public(host.state))
    assert resets == [Reset.LOAD] and table.move_count == 0
    for _ in range(6):
        seat, action = host.state.current, host.state.legal_actions()[0]
        host.apply(action)
        table.follow(setup, public(host.state), (seat, action))
        assert applied[-1] == (seat, action)
        assert encode_public_state(table.state) == encode_public_state(host.state)
    assert table.actions == host.actions and len(resets) == 1
    assert [entry.seat for entry in table.entries] == [entry.seat for entry in host.entries]
    # a whole new picture (a rejoin) starts the log afresh
    table.follow(setup, public(host.state))
    assert resets == [Reset.LOAD, Reset.LOAD] and table.move_count == 0
