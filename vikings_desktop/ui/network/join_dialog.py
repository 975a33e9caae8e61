"""*Game → Join a network game…*: the host's address (ws:// or wss://), the join code and
the player's name; or, when this computer keeps the seat token of a game it joined,
rejoining that seat."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.network.client import check_url
from vikings_desktop.network.protocol import normal_join_code

from .seat_tokens import StoredSeat, load_seat


@dataclass(frozen=True)
class JoinRequest:
    url: str
    code: str
    name: str
    token: str | None          # set: rejoin the seat taken before


class JoinDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, name: str = "",
                 stored: StoredSeat | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a network game"))
        self.stored = stored if stored is not None else load_seat()
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Ask the host for the address and the join code."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("ws://192.168.1.5:4100")
        self.address.setAccessibleName(self.tr("Address of the host"))
        self.code = QLineEdit()
        self.code.setPlaceholderText("K7MP2Q")
        self.code.setAccessibleName(self.tr("Join code"))
        self.name = QLineEdit(name)
        self.name.setMaxLength(40)
        self.name.setAccessibleName(self.tr("Your name"))
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Join &code:"), self.code)
        form.addRow(self.tr("Your &name:"), self.name)
        layout.addLayout(form)
        self.rejoin = QCheckBox()
        self.rejoin.setVisible(self.stored is not None)
        if self.stored is not None:
            self.rejoin.setText(self.tr("&Rejoin my seat ({name}) in the game at {url}")
                                .format(name=self.stored.name or "?", url=self.stored.url))
            self.rejoin.setChecked(True)
            self.address.setText(self.stored.url)
            self.code.setText(self.stored.code)
            self.name.setText(self.stored.name)
        self.rejoin.toggled.connect(self._check)
        layout.addWidget(self.rejoin)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3262e")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton(self.tr("&Join"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for field in (self.address, self.code, self.name):
            field.textChanged.connect(self._check)
        self._check()

    def problem_now(self) -> str | None:
        """Why the dialog cannot join yet (None: it can)."""
        try:
            check_url(self.address.text().strip())
        except ValueError:
            return self.tr("The address starts with ws:// or wss:// (the host shows it)")
        if len(normal_join_code(self.code.text())) < 4:
            return self.tr("Type the join code the host shows")
        if not self.rejoin.isChecked() and not self.name.text().strip():
            return self.tr("Type your name")
        return None

    def _check(self, *_args) -> None:
        problem = self.problem_now()
        self.problem.setText(problem or "")
        self.join_button.setEnabled(problem is None)

    def accept(self) -> None:
        if self.problem_now() is None:
            super().accept()

    def request(self) -> JoinRequest:
        token = self.stored.token if self.stored is not None and self.rejoin.isChecked() \
            else None
        return JoinRequest(self.address.text().strip(), self.code.text().strip(),
                           self.name.text().strip(), token)
