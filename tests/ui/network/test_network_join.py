"""A window joins a headless host over loopback and plays: the Join dialog
driven by keyboard and mouse, the remote table fed by the host, gestures sent as intended
actions, a refusal shown, the banner, and a rejoin with the stored seat token."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from vikings_desktop.engine import Buy, Discard, PlaceTile
from vikings_desktop.ui.network.join_dialog import JoinDialog
from vikings_desktop.ui.network.seat_tokens import load_seat
from vikings_desktop.ui.network.window import JoinedGame
from vikings_desktop.ui.session.game_table import GREEN, TILE

WAIT_MS = 60_000


def join_by_dialog(qtbot, window, hosting, name="Astrid") -> JoinedGame:
    """Game → Join a network game…, typed in and clicked like a player does."""
    window.network.join_action.trigger()
    dialog = window.network.dialog
    assert isinstance(dialog, JoinDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    assert not dialog.join_button.isEnabled()            # nothing typed yet
    qtbot.keyClicks(dialog.address, "http://nowhere")
    assert "ws://" in dialog.problem.text()
    dialog.address.clear()
    qtbot.keyClicks(dialog.address, hosting.url)
    qtbot.keyClicks(dialog.code, hosting.code.lower())    # case forgiven
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, name)
    assert dialog.join_button.isEnabled()
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(window.network.windows), timeout=5000)
    remote = window.network.windows[-1]
    assert isinstance(remote, JoinedGame)
    qtbot.addWidget(remote.window)
    return remote


def my_turn(remote: JoinedGame) -> bool:
    session = remote.window.table.session
    state = session.state
    return (state is not None and not state.is_over() and state.current in session.local_seats
            and session.pending is None)


def close_dialogs(qtbot, remote):
    for name in ("scoring_dialog", "end_dialog"):
        dialog = getattr(remote.window, name)
        if dialog is not None and dialog.isVisible():
            dialog.close()


def act(qtbot, remote, action):
    """One gesture: a buy is a click on the wheel, a placement a click on the cell, the
    rest through the table's gestures (as the buttons call them)."""
    table = remote.window.table
    seat = table.session.state.current
    close_dialogs(qtbot, remote)
    if isinstance(action, Buy) and not action.fame:
        qtbot.mouseClick(remote.window.wheel, Qt.LeftButton, pos=remote.window.wheel.space_center(action.space))
    elif isinstance(action, PlaceTile) and table.held_item() == TILE:
        kind = table.highlights(seat).get((action.row, action.col))
        table.set_viking_to_mainland(kind == GREEN and not action.viking_on_tile)
        view = remote.window.panels[seat].board
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.cell_center(action.row, action.col))
    else:
        table.act(action)


def play(qtbot, remote, rng, until):
    """Play the local seat at random through the table until ``until()``."""
    session = remote.window.table.session
    while not until():
        qtbot.waitUntil(lambda: my_turn(remote) or until(), timeout=WAIT_MS)
        if until():
            return
        state = session.state
        before = session.host_move
        legal = [a for a in state.legal_actions() if not isinstance(a, Discard)] \
            or state.legal_actions()
        act(qtbot, remote, rng.choice(legal))
        qtbot.waitUntil(lambda before=before: session.host_move > before or session.state.is_over()
                        or (session.pending is None and my_turn(remote)
                            and remote.window.status.text() != ""), timeout=WAIT_MS)


def test_a_window_plays_a_whole_game_against_a_headless_host(qtbot, window, host_game):
    hosting = host_game("remote,remote", seed=5)
    remote = join_by_dialog(qtbot, window, hosting)
    qtbot.waitUntil(lambda: remote.table.connected, timeout=WAIT_MS)
    assert "waiting for the other players" in remote.network_banner.text()
    assert load_seat() is not None and load_seat().token       # kept to rejoin
    hosting.add_bot("Bjorn")
    qtbot.waitUntil(lambda: remote.window.table.session.state is not None, timeout=WAIT_MS)
    assert [s.name for s in remote.window.table.session.setup.seats] == ["Astrid", "Bjorn"]
    play(qtbot, remote, random.Random(1), lambda: remote.table.over)
    state = remote.window.table.session.state
    assert state.is_over()
    host_state = hosting.thread.call(lambda game: game.session.state.clone())
    assert [p.fame for p in state.players] == [p.fame for p in host_state.players]
    assert remote.window.log_model.rowCount() > 20                  # every move in words
    qtbot.waitUntil(lambda: remote.kept_copy is not None, timeout=5000)
    assert load_seat() is None                               # the game is over: forgotten
    from vikings_desktop.persistence import read_save
    copy = read_save(remote.kept_copy)                       # one's own copy, for replay
    assert copy.state.is_over() and [p.fame for p in copy.state.players] == [
        p.fame for p in host_state.players]
    remote.close()


def test_a_refused_action_shows_the_hosts_reason(qtbot, window, host_game):
    hosting = host_game("remote,remote", seed=5)
    remote = join_by_dialog(qtbot, window, hosting)
    hosting.add_bot("Bjorn")
    session = remote.window.table.session
    qtbot.waitUntil(lambda: session.state is not None, timeout=WAIT_MS)
    play(qtbot, remote, random.Random(2), lambda: my_turn(remote)
         and session.state.phase.value == "buy")
    assert remote.window.banner.isVisible()          # one's own turn: what to do
    # the table lets the gesture through; the host, which alone decides, says no
    session.send(session.host_move + 5, session.state.legal_actions()[0])
    session.pending = session.state.legal_actions()[0]
    qtbot.waitUntil(lambda: "host refused" in remote.window.status.text(), timeout=WAIT_MS)
    assert session.pending is None                          # the player may try again
    remote.close()


def test_banner_says_who_is_awaited_and_who_is_away(qtbot, window, host_game):
    hosting = host_game("remote,remote", seed=7)
    remote = join_by_dialog(qtbot, window, hosting)
    bot = hosting.add_bot("Bjorn")
    session = remote.window.table.session
    qtbot.waitUntil(lambda: session.state is not None, timeout=WAIT_MS)
    del bot
    hosting.bot_tasks.pop().cancel()              # the bot's line drops
    qtbot.waitUntil(lambda: "Disconnected: Bjorn" in remote.network_banner.text(),
                    timeout=WAIT_MS)
    # the game goes on to Bjorn's turn, then waits for him: nobody moves for him
    play(qtbot, remote, random.Random(3), lambda: session.state.current not in
         session.local_seats)
    assert "Waiting for Bjorn" in remote.network_banner.text()
    assert not remote.window.banner.isVisible()     # not "Bjorn (computer) is playing…"
    remote.close()


def test_a_closed_window_rejoins_its_seat_with_the_stored_token(qtbot, window, host_game):
    hosting = host_game("remote,remote", seed=9)
    remote = join_by_dialog(qtbot, window, hosting)
    hosting.add_bot("Bjorn")
    session = remote.window.table.session
    qtbot.waitUntil(lambda: session.state is not None, timeout=WAIT_MS)
    play(qtbot, remote, random.Random(4), lambda: session.host_move >= 6)
    stored = load_seat()
    assert stored is not None and stored.url == hosting.url
    remote.close()                                # the window goes; the token stays
    qtbot.waitUntil(lambda: "Disconnected: Astrid" in "".join(
        f"Disconnected: {s['name']}" for s in hosting.thread.call(
            lambda game: game.seat_views()) if not s["connected"]), timeout=WAIT_MS)
    moves = hosting.thread.call(lambda game: game.session.move_count)
    # the next Join dialog offers the seat back
    window.network.join_action.trigger()
    dialog = window.network.dialog
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    assert dialog.rejoin.isVisible() and dialog.rejoin.isChecked()
    assert dialog.address.text() == hosting.url
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(window.network.windows) >= 1
                    and window.network.windows[-1] is not remote, timeout=5000)
    again = window.network.windows[-1]
    qtbot.addWidget(again.window)
    qtbot.waitUntil(lambda: again.window.table.session.state is not None, timeout=WAIT_MS)
    assert again.window.table.session.seat == stored.seat
    assert again.table.connected
    assert hosting.thread.call(lambda game: game.session.move_count) >= moves
    play(qtbot, again, random.Random(5), lambda: again.table.over)
    assert again.window.table.session.state.is_over()
    again.close()
    QApplication.processEvents()
    assert not [b for b in QApplication.topLevelWidgets()
                if isinstance(b, QPushButton)]


def test_an_advanced_game_is_played_through_the_window(qtbot, window, host_game):
    from vikings_desktop.engine import ADVANCED
    hosting = host_game("remote,remote", seed=8, rules=ADVANCED)
    remote = join_by_dialog(qtbot, window, hosting)
    hosting.add_bot("Bjorn", seed=5)
    qtbot.waitUntil(lambda: remote.table.started, timeout=WAIT_MS)
    play(qtbot, remote, random.Random(8), lambda: remote.table.over)
    assert remote.window.table.session.state.is_over()
    assert not remote.window.table.session.state.rules.is_base
    remote.close()


def test_a_wrong_join_code_is_said_in_words(qtbot, window, host_game):
    hosting = host_game("remote,remote")
    window.network.join_action.trigger()
    dialog = window.network.dialog
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    qtbot.keyClicks(dialog.address, hosting.url)
    qtbot.keyClicks(dialog.code, "WRONG1")
    qtbot.keyClicks(dialog.name, "Astrid")
    qtbot.keyClick(dialog.name, Qt.Key_Return)               # Enter joins too
    qtbot.waitUntil(lambda: bool(window.network.windows), timeout=5000)
    remote = window.network.windows[-1]
    qtbot.addWidget(remote.window)
    qtbot.waitUntil(lambda: "join code" in remote.network_banner.text(), timeout=WAIT_MS)
    assert "did not seat you" in remote.network_banner.text()
    assert load_seat() is None
    window.settings.geometry = window.saveGeometry()
    kept = window.settings.geometry
    remote.close()
    qtbot.waitUntil(lambda: window.settings.geometry == kept, timeout=5000)
    qtbot.wait(50)
    assert window.settings.geometry == kept      # the main window's place is kept


def test_the_next_start_offers_to_rejoin(qtbot, window, data_dir):
    from vikings_desktop.ui.network.seat_tokens import StoredSeat, store_seat
    assert not window.network.offer_rejoin()                  # nothing kept: nothing offered
    store_seat(StoredSeat("ws://127.0.0.1:9", "K7MP2Q", "Astrid", "secret-token", 1))
    assert window.network.offer_rejoin()
    dialog = window.network.dialog
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    assert dialog.rejoin.isChecked() and "Astrid" in dialog.rejoin.text()
    assert dialog.request().token == "secret-token"
    qtbot.mouseClick(dialog.rejoin, Qt.LeftButton)            # join afresh instead
    assert dialog.request().token is None
    dialog.reject()


def test_the_table_says_who_plays_each_seat_of_a_network_game(qtbot, window, host_game):
    from vikings_desktop.ui.models.roles import Role
    hosting = host_game("remote,remote,normal", seed=5)
    remote = join_by_dialog(qtbot, window, hosting)
    hosting.add_bot("Bjorn")
    session = remote.window.table.session
    qtbot.waitUntil(lambda: session.state is not None, timeout=WAIT_MS)
    players = remote.window.players_model
    plays = {session.setup.seats[seat].name: players.index(seat, 0).data(Role.PLAYS)
             for seat in range(3)}
    assert plays["Astrid"] == "human" and plays["Bjorn"] == "over the network"
    assert sorted(plays.values()) == ["computer, Normal", "human", "over the network"]
    remote.close()


def test_the_engines_refusal_from_the_host_is_worded_here(qtbot, window, host_game):
    """The host sends the refusal's code and arguments: the window words it as its own
    table does (in the player's language), not the host's English sentence."""
    from vikings_desktop.ui.words.refusal_text import refusal_text
    hosting = host_game("remote,remote", seed=5)
    remote = join_by_dialog(qtbot, window, hosting)
    hosting.add_bot("Bjorn")
    session = remote.window.table.session
    qtbot.waitUntil(lambda: session.state is not None, timeout=WAIT_MS)
    play(qtbot, remote, random.Random(2), lambda: my_turn(remote)
         and session.state.phase.value == "buy")
    state = session.state
    action, refusal = next((Buy(space, fame), state.problem(Buy(space, fame)))
                           for fame in (0, 99) for space in range(12)
                           if state.problem(Buy(space, fame)))
    session.pending = action
    session.send(session.host_move, action)
    expected = refusal_text(refusal)
    expected = expected[:1].upper() + expected[1:]
    qtbot.waitUntil(lambda: remote.window.status.text() == expected, timeout=WAIT_MS)
    assert "host refused" not in remote.window.status.text()
    remote.close()
