"""Game → Statistics: games, wins, average and best fame per computer level and per player,
the recorded games, and a chart of fame by round for the game chosen; the table exports as
CSV. The database is read off the GUI thread; a problem with it is said in words and never
stops a game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
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
)

from ..models.statistics_model import GamesModel, SummaryModel
from ..session.background import run_in_pool
from ..words.records_text import records_problem_text
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
        row = QHBoxLayout()
        self.by = QComboBox()
        self.by.addItem(self.tr("By computer level"), BY_LEVEL)
        self.by.addItem(self.tr("By player"), BY_NAME)
        self.by.setAccessibleName(self.tr("Group the results"))
        self.by.currentIndexChanged.connect(self._show_summary)
        row.addWidget(self.by)
        row.addStretch(1)
        self.export_button = QPushButton(self.tr("Export as CSV…"))
        self.export_button.clicked.connect(self.ask_export)
        row.addWidget(self.export_button)
        layout.addLayout(row)
        self.summary_model = SummaryModel(self)
        self.summary = self._table(self.summary_model, self.tr("Results"))
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
        def read() -> object:
            try:
                return records.games()
            except RecordsError as exc:
                return exc
        run_in_pool(read, self._on_read)

    def _table(self, model, name: str) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setAccessibleName(name)
        view.verticalHeader().hide()
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        return view

    def _on_read(self, games: object) -> None:
        if isinstance(games, RecordsError):
            self.problem.setText(records_problem_text(games))
            self.problem.show()
            games = []
        assert isinstance(games, list)
        self.games = games
        self.games_model.set_games(games)
        self._show_summary()
        selection = self.games_view.selectionModel()
        selection.currentRowChanged.connect(
            lambda current, _old: self.chart.set_game(
                self.games[current.row()] if current.isValid() else None))
        if games:
            self.games_view.selectRow(0)
        self.export_button.setEnabled(bool(games))
        self.loaded.emit()

    def _show_summary(self) -> None:
        by = self.by.currentData()
        self.summary_model.set_rows(by, self.records.summary(by, self.games))

    def table(self) -> tuple[list[str], list[list[str]]]:
        """The results table as shown: its header and rows."""
        model = self.summary_model
        return model.headers(), [model.cells(row) for row in model.rows]

    def export(self, path: Path) -> None:
        header, rows = self.table()
        GameRecords.export_csv(path, header, rows)

    def ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the results"),
                                              str(Path.home() / self.tr("vikings-results.csv")),
                                              self.tr("CSV files (*.csv)"))
        if not name:
            return
        try:
            self.export(Path(name))
        except OSError as exc:
            self.problem.setText(self.tr("The table could not be written: {reason}")
                                 .format(reason=exc.strerror or type(exc).__name__))
            self.problem.show()
