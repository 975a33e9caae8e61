"""The host's window of a network game: the ``HostedGame`` and its ``NetworkHost`` run in a
network thread (``HostThread``), the window's table follows the game as every player
sees it and plays the host's own seats (hot-seat: any number), and a lobby says where to
join, who sits where and who is connected.

The table is the same remote table a joined window has (``RemoteTable``): it gets every
message the game broadcasts (``HostedGame.watchers``) through a Qt signal, and the host's
gestures go to ``HostedGame.play_local`` on the host's thread. The host's game alone
writes the save, the autosave (and its seats file) and the record.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from vikings_desktop.engine import Action, Refusal
from vikings_desktop.game_setup import COMPUTER_LEVELS, DEFAULT_LEVEL
from vikings_desktop.network.host import LOCAL, REMOTE, HostedGame
from vikings_desktop.network.protocol import ErrorCode, parse_host_message
from vikings_desktop.persistence import game_file_name, saves_dir
from vikings_desktop.persistence.records import GameRecords, records_path

from ..session.game_table import GameTable
from ..settings import Settings
from ..words.level_names import level_name
from ..words.refusal_text import refusal_text
from .host_dialog import HostPlan
from .host_thread import HostThread, local_addresses
from .remote_table import RemoteSession, RemoteTable
from .window import NetworkBanner, add_banner, leave_out_own_game


class HostLink(QObject):
    """Between the host's thread and the window: broadcasts in, local actions out."""

    received = Signal(object)          # a message the game broadcast (dict)

    def __init__(self, hosting: HostThread, parent: QObject | None = None):
        super().__init__(parent)
        self.hosting = hosting

    def watch(self, game: HostedGame) -> None:
        """On the host's thread: follow every broadcast, and the game as it is now."""
        game.watchers.append(lambda text: self.received.emit(parse_host_message(text)))
        self.received.emit(parse_host_message(_seats_text(game)))
        if game.started:
            self.received.emit(parse_host_message(game._game_text()))

    def send_action(self, _move: int, action: Action) -> None:
        def play(game: HostedGame) -> None:
            seat = game.session.state.current if game.session.state is not None else -1
            answer = game.play_local(seat, action)
            if answer is None:
                return
            if isinstance(answer, Refusal):
                text = refusal_text(answer)
                self.received.emit({"type": "refused", "code": answer.code.value,
                                    "message": text, "worded": True})
            else:
                self.received.emit({"type": "error", "code": str(answer.value),
                                    "message": _error_words(answer), "worded": True})
        self.hosting.submit(play)


def _seats_text(game: HostedGame) -> str:
    from vikings_desktop.network.protocol import encode, seats_message
    return encode(seats_message(game.seat_views(), game.started))


def _error_words(code: ErrorCode) -> str:
    if code is ErrorCode.NOT_YOUR_TURN:
        return QCoreApplication.translate("HostLink", "It is not that seat's turn")
    if code is ErrorCode.NOT_STARTED:
        return QCoreApplication.translate("HostLink",
                                          "The game starts once every seat is taken")
    if code is ErrorCode.GAME_OVER:
        return QCoreApplication.translate("HostLink", "The game is over")
    if code is ErrorCode.NOT_YOUR_SEAT:
        return QCoreApplication.translate("HostLink", "A remote player or a computer "
                                          "plays that seat")
    return str(code.value)


class Lobby(QDialog):
    """Where to join, the code, who sits where and who is connected; a free remote seat
    can be given to a computer player. Closes itself once the game starts."""

    def __init__(self, window: HostWindow):
        super().__init__(window.window)
        self.window_ = window
        self.setWindowTitle(self.tr("Network game: lobby"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        port = window.hosting.port
        self.addresses = [f"ws://{address}:{port}" for address in local_addresses()]
        self.address_label = QLabel(self.tr("Friends join with one of these addresses:")
                                    + "\n" + "\n".join(self.addresses))
        self.address_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.address_label)
        self.code_label = QLabel(self.tr("Join code: {code}").format(code=window.code))
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setStyleSheet("font-size: 16pt; font-weight: bold")
        layout.addWidget(self.code_label)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.rows: list[tuple[QLabel, QLabel, QComboBox, QPushButton]] = []
        for seat in range(len(window.plan.plans)):
            name, state = QLabel(), QLabel()
            level = QComboBox()
            for known in COMPUTER_LEVELS:
                level.addItem(level_name(known), known)
            level.setCurrentIndex(max(0, level.findData(DEFAULT_LEVEL)))
            level.setAccessibleName(self.tr("Computer level for seat {n}").format(n=seat + 1))
            button = QPushButton(self.tr("Computer plays it"))
            button.setObjectName(f"computer-{seat}")
            button.clicked.connect(lambda _=False, s=seat, box=level:
                                   self._computer(s, box.currentData()))
            for column, widget in enumerate((QLabel(str(seat + 1)), name, state, level,
                                             button)):
                self.grid.addWidget(widget, seat, column)
            self.rows.append((name, state, level, button))
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self._started = False
        window.table.changed.connect(self.refresh)
        self.refresh()

    def _computer(self, seat: int, level: str) -> None:
        """The seat's button: a free seat in the lobby becomes a computer player; in
        the game, an away seat is played by a computer for now, or handed back."""
        table = self.window_.table
        view = table.seats[seat] if seat < len(table.seats) else None
        if not table.started:
            self.window_.make_computer_seat(seat, level)
        elif view is not None and view.stand_in is not None:
            self.window_.hand_to_computer(seat, None)
        else:
            self.window_.hand_to_computer(seat, level)

    def refresh(self) -> None:
        table = self.window_.table
        for index, (name, state, level, button) in enumerate(self.rows):
            seat = table.seats[index] if index < len(table.seats) else None
            if seat is None:
                continue
            free = seat.kind == REMOTE and not seat.connected and not table.started
            away = seat.kind == REMOTE and not seat.connected and table.started
            name.setText(seat.name or self.tr("(free)"))
            if seat.kind == REMOTE:
                text = (self.tr("remote, connected") if seat.connected
                        else self.tr("remote, away") if table.started
                        else self.tr("remote, free"))
                if seat.stand_in is not None:
                    text = self.tr("{state}; a computer plays it for now").format(state=text)
            else:
                text = self.tr("this computer") if seat.kind == LOCAL else self.tr("computer")
            state.setText(text)
            if table.started:
                button.setText(self.tr("Hand the seat back") if seat.stand_in is not None
                               else self.tr("A computer plays it for now"))
            level.setVisible((free or away) and seat.stand_in is None)
            button.setVisible(free or away or seat.stand_in is not None)
        self.status.setText(self.tr("The game has started") if table.started else
                            self.tr("The game starts when every remote seat is taken"))
        if table.started and not self._started:
            self._started = True
            if self.isVisible():
                self.accept()           # the game is on: the table is what matters now


class HostWindow(QObject):
    """The host's window (of the main window's class, passed in): see the module's doc."""

    def __init__(self, window_class: Any, plan: HostPlan, *, settings: Settings | None = None,
                 pace_ms: int | None = None, bind: str = "0.0.0.0",
                 records: GameRecords | None = None):
        self.plan = plan
        if plan.save_from is not None:
            save_path = plan.save_from
            if save_path.name.endswith(".autosave"):
                save_path = save_path.with_name(save_path.name[:-len(".autosave")])
        else:
            save_path = saves_dir() / game_file_name(
                "Network game", f"{datetime.now():%Y-%m-%d %H.%M.%S}")
        self.save_path = save_path
        autosave = save_path.with_name(save_path.name + ".autosave")
        kept = records if records is not None else GameRecords(records_path())
        self.hosting = HostThread(lambda: HostedGame(
            list(plan.plans), rules=plan.rules, seed=plan.seed, saved=plan.saved,
            seats_file=plan.seats_file, save_path=save_path, autosave_path=autosave,
            records=kept))
        self.host_link = HostLink(self.hosting)
        session = RemoteSession(self.host_link.send_action)
        session.local_seats = frozenset(i for i, p in enumerate(plan.plans)
                                        if p.kind == LOCAL)
        table = GameTable(pace_ms=700 if pace_ms is None else pace_ms,
                                    session=session)
        window = window_class(table, settings)
        super().__init__(window)
        self.window = window
        if pace_ms is not None:
            table.computers.pace_ms = pace_ms
        self.table = RemoteTable(table, self)
        self.table.connected = True
        self.network_banner = NetworkBanner(self.table)
        add_banner(window, self.network_banner)
        leave_out_own_game(window)
        self.host_link.received.connect(self.table.on_message)
        window.setWindowTitle(self.tr("Vikings Desktop — hosting a network game"))
        window.installEventFilter(self)
        self.hosting.start(bind, plan.port)        # OSError: the port is taken
        self.code = self.hosting.call(lambda game: game.code)
        self.hosting.call(self.host_link.watch)
        self.lobby = Lobby(self)
        self.lobby.show()
        # the lobby again during the game: who is connected, a computer for an away seat
        self.seats_action = QAction(self.tr("Network game: &seats…"), window)
        self.seats_action.triggered.connect(self.lobby.show)
        window.game_menu.insertAction(window.network.host_action, self.seats_action)

    def make_computer_seat(self, seat: int, level: str) -> None:
        def make(game: HostedGame) -> None:
            try:
                game.make_computer_seat(seat, level)
            except ValueError:
                return
        self.hosting.submit(make)

    def hand_to_computer(self, seat: int, level: str | None) -> None:
        self.hosting.submit(lambda game: game.hand_to_computer(seat, level))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.hosting.stop()
        return False

    def close(self) -> None:
        self.window.close()
