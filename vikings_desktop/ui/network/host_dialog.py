"""*Game → Host a network game…*: the rules and the seats as for a local game — each seat
played at this computer (hot-seat), by a remote player, or by a computer level — the
port, an optional seed; or a save (or its autosave) hosted as a network game."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import RuleOptions
from vikings_desktop.game_setup import COMPUTER_LEVELS, DEFAULT_NAMES
from vikings_desktop.network.host import (
    COMPUTER_SEAT,
    LOCAL,
    REMOTE,
    SeatPlan,
    SeatsFile,
    seats_file_for,
)
from vikings_desktop.persistence import SavedGame, SaveError, read_save

from ..views.rules_chooser import RulesChooser
from ..words.level_names import level_name

DEFAULT_PORT = 4100
MAX_SEATS = 4


@dataclass(frozen=True)
class HostPlan:
    plans: list[SeatPlan]
    rules: RuleOptions
    seed: int | None
    port: int
    saved: SavedGame | None = None
    seats_file: SeatsFile | None = None
    save_from: Path | None = None          # the save hosted (its autosave goes beside it)


class HostDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a network game"))
        self.saved: SavedGame | None = None
        self.seats_file: SeatsFile | None = None
        self.save_from: Path | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Friends join with the address and the join code shown "
                               "once the game is hosted."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.rules_chooser = RulesChooser()
        layout.addWidget(self.rules_chooser)
        self.seat_grid = QGridLayout()
        self.seat_grid.addWidget(QLabel(self.tr("Seat")), 0, 0)
        self.seat_grid.addWidget(QLabel(self.tr("Played by")), 0, 1)
        self.seat_grid.addWidget(QLabel(self.tr("Name (at this computer, or a computer)")), 0, 2)
        self.kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        for seat in range(MAX_SEATS):
            kind = QComboBox()
            kind.setAccessibleName(self.tr("Seat {n} played by").format(n=seat + 1))
            kind.addItem(self.tr("A remote player"), REMOTE)
            kind.addItem(self.tr("At this computer"), LOCAL)
            for level in COMPUTER_LEVELS:
                kind.addItem(self.tr("Computer: {level}").format(level=level_name(level)),
                             level)
            if seat >= 2:
                kind.insertItem(0, self.tr("Nobody (fewer players)"), "")
            kind.setCurrentIndex(kind.findData(LOCAL if seat == 0 else
                                               REMOTE if seat == 1 else ""))
            name = QLineEdit(DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else "")
            name.setMaxLength(40)
            name.setAccessibleName(self.tr("Seat {n} name").format(n=seat + 1))
            kind.currentIndexChanged.connect(self._check)
            self.seat_grid.addWidget(QLabel(str(seat + 1)), seat + 1, 0)
            self.seat_grid.addWidget(kind, seat + 1, 1)
            self.seat_grid.addWidget(name, seat + 1, 2)
            self.kinds.append(kind)
            self.names.append(name)
        layout.addLayout(self.seat_grid)
        form = QFormLayout()
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setAccessibleName(self.tr("Port"))
        form.addRow(self.tr("&Port:"), self.port)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Game number"))
        form.addRow(self.tr("&Game number:"), self.seed)
        layout.addLayout(form)
        self.from_save_button = QPushButton(self.tr("Host a &save…"))
        self.from_save_button.clicked.connect(self.ask_save)
        layout.addWidget(self.from_save_button)
        self.save_label = QLabel()
        self.save_label.setWordWrap(True)
        layout.addWidget(self.save_label)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3262e")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = self.buttons.addButton(self.tr("&Host"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.seed.textChanged.connect(self._check)
        self._check()

    # --- a save ---------------------------------------------------------------------
    def ask_save(self) -> None:
        from vikings_desktop.persistence import saves_dir
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Host a save"), str(saves_dir()),
            self.tr("Vikings games (*.json *.autosave);;All files (*)"))
        if path:
            self.use_save(Path(path))

    def use_save(self, path: Path) -> bool:
        """Host the game of this save: its seats and rules (the seats may be played
        otherwise now); False, with the problem shown, when it cannot be read."""
        try:
            loaded = read_save(path)
        except SaveError as exc:
            self.problem.setText(str(exc))
            return False
        if loaded.state.is_over():
            self.problem.setText(self.tr("That game is over: nothing to host"))
            return False
        self.saved, self.save_from = loaded.game, path
        self.seats_file = None
        kept = seats_file_for(path)
        if kept.is_file():
            try:
                self.seats_file = SeatsFile.read(kept)
            except (ValueError, KeyError, TypeError, OSError):
                self.seats_file = None
        seats = loaded.game.setup.seats
        for index, (kind, name) in enumerate(zip(self.kinds, self.names, strict=True)):
            if index < len(seats):
                name.setText(seats[index].name)
                name.setEnabled(False)
                wanted = REMOTE if seats[index].is_human and index > 0 else (
                    LOCAL if seats[index].is_human else seats[index].level or REMOTE)
                kind.setCurrentIndex(max(0, kind.findData(wanted)))
                kind.setEnabled(True)
            else:
                kind.setCurrentIndex(max(0, kind.findData("")))
                kind.setEnabled(False)
        self.rules_chooser.set_rules(loaded.game.setup.rules)
        self.rules_chooser.setEnabled(False)
        self.seed.setEnabled(False)
        self.save_label.setText(self.tr("Hosting the saved game {name}: the old players "
                                        "rejoin with their tokens or by code")
                                .format(name=path.name))
        self._check()
        return True

    # --- the plan -------------------------------------------------------------------
    def plans(self) -> list[SeatPlan]:
        plans = []
        for kind, name in zip(self.kinds, self.names, strict=True):
            data = kind.currentData()
            text = name.text().strip() or None
            if data == REMOTE:
                plans.append(SeatPlan(REMOTE))
            elif data == LOCAL:
                plans.append(SeatPlan(LOCAL, None, text))
            elif data:
                plans.append(SeatPlan(COMPUTER_SEAT, data, text))
        return plans

    def problem_now(self) -> str | None:
        plans = self.plans()
        if not 2 <= len(plans) <= MAX_SEATS:
            return self.tr("Vikings is for 2 to 4 players")
        if self.saved is not None and len(plans) != len(self.saved.setup.seats):
            return self.tr("The save has {n} seats").format(n=len(self.saved.setup.seats))
        if not any(plan.kind == REMOTE for plan in plans):
            return self.tr("Make at least one seat a remote player")
        seed = self.seed.text().strip()
        if seed and not seed.isdigit():
            return self.tr("The game number is a whole number (or empty: random)")
        return None

    def _check(self, *_args) -> None:
        problem = self.problem_now()
        self.problem.setText(problem or "")
        self.host_button.setEnabled(problem is None)

    def accept(self) -> None:
        if self.problem_now() is None:
            super().accept()

    def plan(self) -> HostPlan:
        seed = self.seed.text().strip()
        return HostPlan(self.plans(), self.rules_chooser.rules(),
                        int(seed) if seed and self.saved is None else None,
                        self.port.value(), self.saved, self.seats_file, self.save_from)
