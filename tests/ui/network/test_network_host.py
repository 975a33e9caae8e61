"""The host's window: the Host dialog driven by keyboard and mouse, the lobby
(addresses, code, who sits where, a free seat given to a computer), a hot-seat player at
the host playing against a remote bot, and a save hosted as a network game."""

from __future__ import annotations

import asyncio
import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from vikings_desktop.ai import make_strategy
from vikings_desktop.engine import Discard
from vikings_desktop.network.client import SeatClient
from vikings_desktop.persistence import read_save
from vikings_desktop.ui.network.host_dialog import HostDialog
from vikings_desktop.ui.network.host_window import HostWindow

WAIT_MS = 60_000


def choose(qtbot, combo, data):
    """Pick an entry of a combo box with the keyboard, as a player does."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0, data
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key_Down if combo.currentIndex() < target else Qt.Key_Up)


def open_host_dialog(qtbot, window) -> HostDialog:
    window.network.bind = "127.0.0.1"                       # loopback only
    window.network.host_action.trigger()
    dialog = window.network.dialog
    assert isinstance(dialog, HostDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    dialog.port.selectAll()
    qtbot.keyClicks(dialog.port, "0")                       # any free port
    assert dialog.port.value() == 0
    return dialog


def host(qtbot, window, dialog) -> HostWindow:
    qtbot.mouseClick(dialog.host_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(window.network.windows), timeout=10_000)
    hosted = window.network.windows[-1]
    assert isinstance(hosted, HostWindow)
    qtbot.addWidget(hosted.window)
    return hosted


def add_bot(hosted: HostWindow, name: str = "Bjorn", seed: int = 2, token=None, bots=None):
    url = f"ws://127.0.0.1:{hosted.hosting.port}"
    bot = SeatClient(url, hosted.code, name=name, token=token,
                     decide=make_strategy("random", seed).choose)
    if bots is not None:
        bots.append(bot)
    loop = hosted.hosting._loop
    return asyncio.run_coroutine_threadsafe(bot.run(), loop)


def local_turn(hosted: HostWindow) -> bool:
    session = hosted.window.table.session
    state = session.state
    return (state is not None and not state.is_over() and state.current in session.local_seats
            and session.pending is None)


def play_local(qtbot, hosted, rng, until):
    session = hosted.window.table.session
    while not until():
        qtbot.waitUntil(lambda: local_turn(hosted) or until(), timeout=WAIT_MS)
        if until():
            return
        for name in ("scoring_dialog", "end_dialog"):
            dialog = getattr(hosted.window, name)
            if dialog is not None and dialog.isVisible():
                dialog.close()
        state = session.state
        before = session.host_move
        legal = [a for a in state.legal_actions() if not isinstance(a, Discard)] \
            or state.legal_actions()
        hosted.window.table.act(rng.choice(legal))
        qtbot.waitUntil(lambda before=before: session.host_move > before
                        or session.state.is_over() or session.pending is None,
                        timeout=WAIT_MS)


def test_host_dialog_lobby_and_a_hot_seat_game_against_a_remote_bot(qtbot, window, data_dir):
    dialog = open_host_dialog(qtbot, window)
    # seat 1 at this computer (the default), seat 2 a remote player, seat 3 a computer
    choose(qtbot, dialog.kinds[2], "random")
    choose(qtbot, dialog.kinds[3], "local")                  # two players at this screen
    assert dialog.host_button.isEnabled()
    choose(qtbot, dialog.kinds[1], "local")
    assert not dialog.host_button.isEnabled()                 # nobody to host for
    assert "remote" in dialog.problem.text()
    choose(qtbot, dialog.kinds[1], "remote")
    dialog.names[0].clear()
    qtbot.keyClicks(dialog.names[0], "Gudrun")
    hosted = host(qtbot, window, dialog)
    lobby = hosted.lobby
    qtbot.waitUntil(lobby.isVisible, timeout=5000)
    assert any(f":{hosted.hosting.port}" in a for a in lobby.addresses)
    assert lobby.addresses[-1].startswith("ws://127.0.0.1:")   # loopback last
    assert hosted.code in lobby.code_label.text()
    qtbot.waitUntil(lambda: "remote, free" in lobby.rows[1][1].text(), timeout=5000)
    assert lobby.rows[0][0].text() == "Gudrun"
    assert "waiting for the other players" in hosted.network_banner.text()
    task = add_bot(hosted)
    try:
        qtbot.waitUntil(lambda: hosted.table.started, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not lobby.isVisible(), timeout=5000)   # the game is on
        assert [s.name for s in hosted.window.table.session.setup.seats][:2] == [
            "Gudrun", "Bjorn"]
        assert hosted.window.table.session.local_seats == {0, 3}
        play_local(qtbot, hosted, random.Random(4), lambda: hosted.table.over)
        qtbot.waitUntil(lambda: hosted.save_path.is_file(), timeout=WAIT_MS)
        loaded = read_save(hosted.save_path)                 # the host wrote the save
        assert loaded.state.is_over()
        assert [s.name for s in loaded.game.setup.seats][:2] == ["Gudrun", "Bjorn"]
    finally:
        task.cancel()
        hosted.close()


def test_the_lobby_gives_a_free_seat_to_a_computer(qtbot, window, data_dir):
    dialog = open_host_dialog(qtbot, window)
    hosted = host(qtbot, window, dialog)                     # this computer + a remote seat
    try:
        lobby = hosted.lobby
        qtbot.waitUntil(lambda: lobby.rows[1][3].isVisible(), timeout=5000)
        button = lobby.findChild(QPushButton, "computer-1")
        qtbot.mouseClick(button, Qt.LeftButton)
        qtbot.waitUntil(lambda: hosted.table.started, timeout=WAIT_MS)
        assert hosted.table.seats[1].kind == "computer"
        play_local(qtbot, hosted, random.Random(5),
                   lambda: hosted.window.table.session.host_move >= 10)
    finally:
        hosted.close()


def test_a_save_is_hosted_as_a_network_game(qtbot, window, data_dir, tmp_path):
    from vikings_desktop.game_setup import default_setup
    from vikings_desktop.persistence import SavedGame, write_save
    from vikings_desktop.session import GameSession
    session = GameSession()
    session.new_game(default_setup(2, 2, seed=4))
    rng = random.Random(1)
    for _ in range(12):
        session.apply(rng.choice(session.state.legal_actions()))
    path = tmp_path / "friday.vikings.json"
    write_save(path, SavedGame(session.setup, session.actions), session.state)
    dialog = open_host_dialog(qtbot, window)
    assert dialog.use_save(path)
    assert not dialog.rules_chooser.isEnabled()               # the save's own rules
    assert dialog.names[1].text() == session.setup.seats[1].name
    hosted = host(qtbot, window, dialog)
    task = add_bot(hosted, name=session.setup.seats[1].name)
    try:
        qtbot.waitUntil(lambda: hosted.window.table.session.state is not None,
                        timeout=WAIT_MS)
        assert hosted.window.table.session.host_move == 12   # where the save was
        play_local(qtbot, hosted, random.Random(6),
                   lambda: hosted.window.table.session.host_move >= 20)
    finally:
        task.cancel()
        hosted.close()


def test_an_away_seat_is_played_by_a_computer_for_now_and_handed_back(qtbot, window, data_dir):
    dialog = open_host_dialog(qtbot, window)
    hosted = host(qtbot, window, dialog)                     # this computer + a remote seat
    task = add_bot(hosted)
    try:
        qtbot.waitUntil(lambda: hosted.table.started, timeout=WAIT_MS)
        session = hosted.window.table.session
        play_local(qtbot, hosted, random.Random(7), lambda: session.host_move >= 4)
        task.cancel()                                        # Bjorn's line drops
        lobby = hosted.lobby
        qtbot.waitUntil(lambda: "away" in lobby.rows[1][1].text(), timeout=WAIT_MS)
        assert "Disconnected: Bjorn" in hosted.network_banner.text()
        hosted.seats_action.trigger()                        # the lobby again, in the game
        qtbot.waitUntil(lobby.isVisible, timeout=5000)
        button = lobby.findChild(QPushButton, "computer-1")
        assert button.isVisible() and "for now" in button.text()
        qtbot.mouseClick(button, Qt.LeftButton)
        qtbot.waitUntil(lambda: hosted.table.seats[1].stand_in is not None, timeout=WAIT_MS)
        assert "for now" in lobby.rows[1][1].text()
        play_local(qtbot, hosted, random.Random(8), lambda: session.host_move >= 40)
        qtbot.mouseClick(button, Qt.LeftButton)              # Hand the seat back
        qtbot.waitUntil(lambda: hosted.table.seats[1].stand_in is None, timeout=WAIT_MS)
        play_local(qtbot, hosted, random.Random(9),
                   lambda: session.state.current == 1 and session.pending is None)
        assert "Waiting for Bjorn" in hosted.network_banner.text()   # nobody moves for him
    finally:
        task.cancel()
        hosted.close()


def test_a_closed_host_window_hosts_its_autosave_again_and_seats_rejoin(qtbot, window,
                                                                          data_dir):
    dialog = open_host_dialog(qtbot, window)
    first = host(qtbot, window, dialog)
    bots: list = []
    task = add_bot(first, bots=bots)
    session = first.window.table.session
    try:
        qtbot.waitUntil(lambda: first.table.started, timeout=WAIT_MS)
        play_local(qtbot, first, random.Random(10), lambda: session.host_move >= 8)
        qtbot.waitUntil(lambda: session.pending is None, timeout=WAIT_MS)
        token = bots[0].token
        assert token
    finally:
        task.cancel()
        first.close()                                       # the host's window goes
    autosave = first.save_path.with_name(first.save_path.name + ".autosave")
    qtbot.waitUntil(autosave.is_file, timeout=WAIT_MS)
    moves = len(read_save(autosave).game.actions)
    assert moves >= 8
    dialog = open_host_dialog(qtbot, window)
    assert dialog.use_save(autosave)
    assert dialog.seats_file is not None                    # the tokens and the code kept
    again = host(qtbot, window, dialog)
    assert again.code == first.code                         # the same join code
    task = add_bot(again, token=token)                      # Bjorn rejoins with his token
    try:
        qtbot.waitUntil(lambda: bool(again.table.seats) and again.table.seats[1].connected,
                        timeout=WAIT_MS)
        later = again.window.table.session
        assert later.host_move == moves                     # nothing lost
        play_local(qtbot, again, random.Random(11), lambda: again.table.over)
        qtbot.waitUntil(first.save_path.is_file, timeout=WAIT_MS)
        assert read_save(first.save_path).state.is_over()
    finally:
        task.cancel()
        again.close()
