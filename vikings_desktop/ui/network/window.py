"""The window of a joined network game: the normal table (``MainWindow``) fed by the host.

``JoinedGame`` opens a window of the main window's own class (passed in: this module
may not import the main window, which imports it) whose table holds a
``RemoteSession``: the
wheel, drag-and-drop, the green and orange cells, scorings, the log and the counts are
the ordinary ones. What a window does with its own game is left out here, since the game
is the host's: no autosave, no save, no undo, no record (the host keeps the save and the
statistics). A small banner above the table says whom the game waits for and who is
disconnected.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from vikings_desktop.persistence import (
    SaveError,
    atomic_write_bytes,
    game_file_name,
    loads_save,
    saves_dir,
)

from ..session.game_table import GameTable
from ..settings import Settings
from .link import NetworkLink
from .remote_table import RemoteSession, RemoteTable
from .seat_tokens import StoredSeat, forget_seat, store_seat


class NetworkBanner(QLabel):
    """Whom the game waits for, and who is disconnected (one or two short lines)."""

    def __init__(self, table: RemoteTable, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.setObjectName("networkBanner")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet("#networkBanner { background: #eef3fb; border: 1px solid #9fb3d1;"
                           " border-radius: 4px; padding: 3px; }")
        self.setAccessibleName(self.tr("Network game"))
        table.changed.connect(self.refresh)
        table.table.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.setText(self.text_now())

    def text_now(self) -> str:
        table = self.table
        if table.problem is not None and not table.over:
            if table.refused_seat:
                return self.tr("The host did not seat you: {problem}").format(
                    problem=table.problem)
            return self.tr("Connection to the host lost: {problem}").format(
                problem=table.problem)
        if table.over:
            return self.tr("Network game over")
        if not table.connected:
            return self.tr("Connecting to the host…")
        if not table.started:
            return self.tr("Seated: waiting for the other players to join")
        lines = []
        waiting = table.waiting_for()
        if waiting is not None:
            lines.append(self.tr("Waiting for {name}").format(name=waiting))
        away = table.away()
        if away:
            lines.append(self.tr("Disconnected: {names}").format(names=", ".join(away)))
        return "\n".join(lines) or self.tr("Your turn (network game)")


def leave_out_own_game(window: Any) -> None:
    """The game is the host's: this window neither autosaves, saves, undoes nor records
    it, and hosts or joins nothing more from here."""
    c = window.table
    for signal, slot in ((c.action_applied, window.files.autosave._autosave),
                         (c.position_reset, window.files._on_position_reset),
                         (c.action_applied, window.recorder._applied),
                         (c.position_reset, window.recorder._reset)):
        try:
            signal.disconnect(slot)
        except (RuntimeError, TypeError):
            pass
    for action in (window.new_game_action, window.files.saves.open_action,
                   window.files.saves.save_action, window.files.saves.save_as_action,
                   window.files.undo_redo.undo_action, window.files.undo_redo.redo_action,
                   window.network.host_action, window.network.join_action):
        action.setVisible(False)
        action.setEnabled(False)
    window.files.recent.menu.menuAction().setVisible(False)
    window._confirmed_close = True        # nothing to save here: the host keeps the game


class JoinedGame(QObject):
    """A joined network game on a window of its own: see the module's doc."""

    def __init__(self, window_class: Any, url: str, code: str, *, name: str | None = None,
                 token: str | None = None, settings: Settings | None = None,
                 pace_ms: int | None = None):
        self.link = NetworkLink(url, code, name=name, token=token)
        session = RemoteSession(self.link.send_action)
        table = GameTable(pace_ms=700 if pace_ms is None else pace_ms,
                                    session=session)
        window = window_class(table, settings)
        super().__init__(window)
        self.window = window
        if pace_ms is not None:
            table.computers.pace_ms = pace_ms
        self.player_name = name or ""
        self.kept_copy: Path | None = None      # the finished game, for one's own replay
        self.table = RemoteTable(table, self)
        self.network_banner = NetworkBanner(self.table)
        add_banner(window, self.network_banner)
        leave_out_own_game(window)
        self.link.received.connect(self.table.on_message)
        self.link.seated.connect(self._seated)
        self.link.failed.connect(self._failed)
        self.link.finished.connect(self._finished)
        window.setWindowTitle(self.tr("Vikings Desktop — network game"))
        window.installEventFilter(self)
        self.link.start()

    def _seated(self, seat: int, token: str) -> None:
        store_seat(StoredSeat(self.link.url, self.link.code, self.player_name, token, seat))

    def _failed(self, code: str, message: str) -> None:
        if code == "bad_token":
            forget_seat()
        self.table.connection_lost(message, refused=code != "host_gone")
        self.window.show_status(self.table.problem or message, error=True)

    def _finished(self, message: object) -> None:
        forget_seat()
        self.kept_copy = keep_finished_game(message)
        if self.kept_copy is not None:
            self.window.show_status(self.tr("A copy of the finished game was kept as {name} "
                                            "(Game → Replay…)").format(name=self.kept_copy.name))
        self.table.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.link.stop()            # the window goes: the connection with it
        return False

    def close(self) -> None:
        self.window.close()


def keep_finished_game(message: object) -> Path | None:
    """The host's finished game (its ``game_over`` message's save) in the saves folder,
    checked as any save is; None when it cannot be kept (the game is still the host's)."""
    save = message.get("save") if isinstance(message, dict) else None
    if not isinstance(save, dict):
        return None
    try:
        text = json.dumps(save, ensure_ascii=False, indent=1)
        loads_save(text)                                   # a save like any other
        path = saves_dir() / game_file_name("Network game",
                                            f"{datetime.now():%Y-%m-%d %H.%M.%S}")
        atomic_write_bytes(path, text.encode("utf-8"))
    except (SaveError, OSError, ValueError, TypeError):
        return None
    return path


def add_banner(window: Any, banner: NetworkBanner) -> None:
    """Put the network banner above the turn banner, in the table's column. The turn
    banner shows only on this table's own turns (and at the end): for the others', the
    network banner says whom the game waits for (the turn banner would call a remote
    player a computer)."""
    column = window.banner.parentWidget()
    layout = column.layout() if column is not None else None
    assert isinstance(layout, QVBoxLayout)          # the table's column (MainWindow._build)
    layout.insertWidget(0, banner)
    table = banner.table

    def follow() -> None:
        state = table.session.state
        window.banner.setVisible(state is None or state.is_over()
                                 or state.current in table.session.local_seats)
    table.changed.connect(follow)
    table.table.state_changed.connect(follow)
    follow()
