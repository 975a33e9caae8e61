"""The Game menu's network entries, *Host a network game…* and *Join a network game…*,
and the start's note that a network game can be rejoined."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction

from .seat_tokens import load_seat


class NetworkMenu(QObject):
    """The two entries of one window, and the network windows opened from it."""

    def __init__(self, window: Any):
        """``window``: the main window (this module may not import its class)."""
        super().__init__(window)
        self.window = window
        self.windows: list = []            # JoinedGame, HostWindow: kept alive here
        self.host_action = QAction(QCoreApplication.translate("NetworkMenu", "&Host a network game…"), window)
        self.host_action.triggered.connect(self.ask_host)
        self.join_action = QAction(QCoreApplication.translate("NetworkMenu", "&Join a network game…"), window)
        self.join_action.triggered.connect(self.ask_join)
        self.dialog: object = None
        self.bind = "0.0.0.0"               # where a hosted game listens (tests: loopback)

    def add_to(self, menu) -> None:
        menu.addAction(self.host_action)
        menu.addAction(self.join_action)

    def offer_rejoin(self) -> bool:
        """At start: when this computer keeps the seat of a network game it joined, open
        the Join dialog offering to rejoin it (True), else nothing (False)."""
        if load_seat() is None:
            return False
        self.ask_join()
        return True

    def ask_join(self) -> None:
        from .join_dialog import JoinDialog
        dialog = JoinDialog(self.window)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self.join(dialog.request()))
        dialog.open()

    def join(self, request) -> object:
        from .window import JoinedGame
        window = JoinedGame(type(self.window), request.url, request.code, name=request.name or None,
                               token=request.token, settings=self.window.settings,
                               pace_ms=self.window.table.computers.pace_ms)
        self._keep(window)
        return window

    def ask_host(self) -> None:
        from .host_dialog import HostDialog
        dialog = HostDialog(self.window)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self.host(dialog))
        dialog.open()

    def host(self, dialog) -> object:
        from .host_window import HostWindow
        try:
            window = HostWindow(type(self.window), dialog.plan(),
                                settings=self.window.settings,
                                pace_ms=self.window.table.computers.pace_ms,
                                bind=self.bind)
        except (OSError, ValueError, TimeoutError) as exc:
            self.window.show_status(QCoreApplication.translate(
                "NetworkMenu", "The game could not be hosted: {problem}")
                                    .format(problem=str(exc)), error=True)
            return None
        self._keep(window)
        return window

    def _keep(self, game) -> None:
        self.windows.append(game)
        game.window.installEventFilter(self)
        game.window.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A network window closing stores its geometry as the window's: put the main
        window's back once it is closed."""
        if event.type() == QEvent.Type.Close:
            kept = self.window.settings.geometry
            if kept is not None:
                QTimer.singleShot(0, self, lambda: setattr(self.window.settings,
                                                           "geometry", kept))
        return False

    def close_all(self) -> None:
        kept = self.window.settings.geometry      # the main window's place, not theirs
        for window in list(self.windows):
            window.close()
        if kept is not None:
            self.window.settings.geometry = kept
