"""Game → Statistics: games, wins, average and best fame per computer level and per player,
the recorded games, and a chart of fame by round for the game chosen; the table exports as
CSV. The database is read off the GUI thread; a problem with it is said in words and never
stops a game. Damaged games are left out and counted; the player can open the folder that
holds the record or start a fresh record (the old file kept aside)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.persistence.records import (
    BY_LEVEL,
    BY_NAME,
    GameRecord,
    GameRecords,
    RecordsError,
    RecordsProblem,
    RecordsReading,
    SeatRecord,
)

from ..models.statistics_model import GamesModel, SummaryModel
from ..session.background import run_in_pool
from ..words.records_text import damaged_records_text, fresh_record_text, records_problem_text
from .fame_chart import FameChart


class StatisticsDialog(QDialog):
    loaded = Signal()          # the record was read (or could not be): tests wait on it

    def __init__(self, records: GameRecords, parent: QWidget | None = None):
        super().__init__(parent)
        self.records = records
        self.games: list[GameRecord] = []
        self.setWindowTitle(self.tr("Statistics"))
        layout = QVBoxLayout(self)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3262e")
        self.problem.hide()
        layout.addWidget(self.problem)
        # offered with a damaged record: where it lives, and a way to start anew
        mending = QHBoxLayout()
        self.open_folder_button = QPushButton(self.tr("Open the folder"))
        self.open_folder_button.setToolTip(self.tr("Show the folder that holds the record "
                                                   "of your games"))
        self.open_folder_button.clicked.connect(self.open_folder)
        self.fresh_button = QPushButton(self.tr("Start a fresh record…"))
        self.fresh_button.setToolTip(self.tr("Begin a new record with every game that can "
                                             "be read; the old file is kept aside"))
        self.fresh_button.clicked.connect(self.ask_start_afresh)
        mending.addWidget(self.open_folder_button)
        mending.addWidget(self.fresh_button)
        mending.addStretch(1)
        layout.addLayout(mending)
        self.damaged = 0                  # damaged games left out of what is shown
        self._show_mending(False)
        row = QHBoxLayout()
        self.by = QComboBox()
        self.by.addItem(self.tr("By computer level"), BY_LEVEL)
        self.by.addItem(self.tr("By player"), BY_NAME)
        self.by.setAccessibleName(self.tr("Group the results"))
        self.by.currentIndexChanged.connect(self._show_summary)
        row.addWidget(self.by)
        self.with_replays = QCheckBox(self.tr("Count games played on from a replay"))
        self.with_replays.setToolTip(self.tr(
            "Games started with “Play on from here” in a replay are left out of the "
            "results unless this is ticked"))
        self.with_replays.toggled.connect(self._show_summary)
        row.addWidget(self.with_replays)
        row.addStretch(1)
        self.export_button = QPushButton(self.tr("Export as CSV…"))
        self.export_button.setToolTip(self.tr("Every recorded game and every seat, one row "
                                              "per seat"))
        self.export_button.clicked.connect(self.ask_export)
        row.addWidget(self.export_button)
        self.summary_export_button = QPushButton(self.tr("Export the results as CSV…"))
        self.summary_export_button.setToolTip(self.tr("The results table as shown"))
        self.summary_export_button.clicked.connect(self.ask_export_summary)
        row.addWidget(self.summary_export_button)
        layout.addLayout(row)
        self.summary_model = SummaryModel(self)
        self.summary = self._table(self.summary_model, self.tr("Results"))
        self.empty_note = QLabel()           # why a view is empty, in words
        self.empty_note.setWordWrap(True)
        self.empty_note.hide()
        layout.addWidget(self.empty_note)
        self.games_model = GamesModel(self)
        self.games_view = self._table(self.games_model, self.tr("Recorded games"))
        self.games_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.chart = FameChart()
        lower = QSplitter()
        lower.addWidget(self.games_view)
        lower.addWidget(self.chart)
        lower.setStretchFactor(1, 1)
        upper = QSplitter(Qt.Orientation.Vertical)
        upper.addWidget(self.summary)
        upper.addWidget(lower)
        layout.addWidget(upper, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(900, 600)
        selection = self.games_view.selectionModel()
        selection.currentRowChanged.connect(
            lambda current, _old: self.chart.set_game(
                self.games[current.row()] if current.isValid()
                and current.row() < len(self.games) else None))
        self._read()

    def _read(self, said: str = "") -> None:
        records = self.records

        def read() -> object:
            try:
                return records.read()
            except RecordsError as exc:
                return exc
        run_in_pool(read, lambda result: self._on_read(result, said))

    def _show_mending(self, shown: bool) -> None:
        self.open_folder_button.setVisible(shown)
        self.fresh_button.setVisible(shown)

    def _table(self, model, name: str) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setAccessibleName(name)
        view.verticalHeader().hide()
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        return view

    def _on_read(self, result: object, said: str = "") -> None:
        lines = [said] if said else []
        games: list[GameRecord] = []
        damaged = False
        if isinstance(result, RecordsError):
            lines.append(records_problem_text(result))
            damaged = result.problem is RecordsProblem.CORRUPT
            self.damaged = 0
        elif isinstance(result, RecordsReading):
            games, self.damaged = result.games, result.damaged
            if result.damaged:
                lines.append(damaged_records_text(result.damaged))
                damaged = True
        self.problem.setText("\n".join(lines))
        self.problem.setVisible(bool(lines))
        self._show_mending(damaged)
        self.games = games
        self.games_model.set_games(games)
        self._show_summary()
        if games:
            self.games_view.selectRow(0)
        else:
            self.chart.set_game(None)
        self.export_button.setEnabled(bool(games))
        self.loaded.emit()

    def _show_summary(self) -> None:
        by = self.by.currentData()
        rows = self.records.summary(by, self.games, self.with_replays.isChecked())
        self.summary_model.set_rows(by, rows)
        self.summary_export_button.setEnabled(bool(rows))
        note = "" if rows else self.empty_reason(by)
        self.empty_note.setText(note)
        self.empty_note.setVisible(bool(note))

    def empty_reason(self, by: str) -> str:
        """Why the results table is empty, in plain words."""
        if not self.games:
            if self.damaged:
                return self.tr("No game can be shown: every recorded game is damaged.")
            return self.tr("No game recorded yet. Every game you finish, or leave for "
                           "another, is recorded here.")
        counted = [g for g in self.games if self.with_replays.isChecked() or not g.from_replay]
        if not counted:
            return self.tr("Only games played on from a replay are recorded so far; tick "
                           "“Count games played on from a replay” to count them.")
        if by == BY_NAME:
            return self.tr("“By player” counts the games of human players; none is "
                           "recorded yet (only computer players played).")
        return self.tr("“By computer level” counts the games with computer players; none "
                       "is recorded yet (only human players played).")

    def table(self) -> tuple[list[str], list[list[str]]]:
        """The results table as shown: its header and rows."""
        model = self.summary_model
        return model.headers(), [model.cells(row) for row in model.rows]

    def every_seat(self) -> tuple[list[str], list[list[str]]]:
        """Every sound game and every seat, one row per seat (newest game first): the
        header in the player's language, the values plain."""
        parts = sorted({part for game in self.games for seat in game.seats
                        for part in seat.breakdown})
        header = [self.tr("Played"), self.tr("Game"), self.tr("Rules"), self.tr("Status"),
                  self.tr("From a replay"), self.tr("Seat"), self.tr("Name"), self.tr("Kind"),
                  self.tr("Level"), self.tr("Fame"), self.tr("Gold"), self.tr("Place"),
                  *(self.tr("{part}: fame").format(part=part) for part in parts)]

        def cells(game: GameRecord, number: int, seat: SeatRecord) -> list[str]:
            rules = "; ".join(f"{k}={v}" for k, v in sorted(game.rules.items()))
            fame = [seat.breakdown.get(part, {}).get("fame", "") for part in parts]
            return [game.played_at, str(game.id), rules, game.status,
                    "yes" if game.from_replay else "no", str(number + 1), seat.name,
                    seat.kind, seat.level or "", str(seat.fame), str(seat.gold),
                    str(seat.place), *(str(f) for f in fame)]
        return header, [cells(game, number, seat) for game in self.games
                        for number, seat in enumerate(game.seats)]

    def export(self, path: Path) -> None:
        """Every game and every seat (the default export)."""
        header, rows = self.every_seat()
        GameRecords.export_csv(path, header, rows)

    def export_summary(self, path: Path) -> None:
        """The results table as shown."""
        header, rows = self.table()
        GameRecords.export_csv(path, header, rows)

    def ask_export(self) -> None:
        self._ask_export(self.export, self.tr("vikings-games.csv"))

    def ask_export_summary(self) -> None:
        self._ask_export(self.export_summary, self.tr("vikings-results.csv"))

    def _ask_export(self, export, default: str) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the results"),
                                              str(Path.home() / default),
                                              self.tr("CSV files (*.csv)"))
        if not name:
            return
        try:
            export(Path(name))
        except RecordsError as exc:
            self.problem.setText(self.tr("The table could not be written: {reason}")
                                 .format(reason=exc.detail))
            self.problem.show()

    def open_folder(self) -> bool:
        """The folder holding the record, in the system's file manager."""
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.records.path.parent)))

    def ask_start_afresh(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Start a fresh record?"),
            self.tr("A new record of your games begins with every game that can still be "
                    "read. The damaged file is kept aside in the same folder, never "
                    "deleted.\n\nStart a fresh record?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.start_afresh()

    def start_afresh(self) -> None:
        """The fresh record is made off the GUI thread, then read and shown."""
        records = self.records
        self.fresh_button.setEnabled(False)

        def work() -> object:
            try:
                return records.start_afresh()
            except RecordsError as exc:
                return exc

        def done(result: object) -> None:
            self.fresh_button.setEnabled(True)
            if isinstance(result, RecordsError):
                self._read(records_problem_text(result))
            else:
                self._read(fresh_record_text(result.name if isinstance(result, Path) else None))
        run_in_pool(work, done)
