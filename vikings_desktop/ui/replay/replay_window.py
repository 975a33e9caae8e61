"""The replay window: one game, read-only, at any moment; and its analysis.

A window of its own with its own table (``ReplayTable``), models and views, so
the game on the table is never touched. The wheel, the displays, the players table and
the log show the moment chosen; the toolbar and the keys step by action (←/→), by turn
(Ctrl+←/→) and by round (PgUp/PgDn), go to the start or the end (Home/End), jump to each
round's start and each scoring (whose table opens), and play the game on at the pace
setting. "Play on from here" asks the game window for a new game from this moment.

*Analyse* asks the Hard computer player about every decision of the chosen players
(``AnalysisRunner``: the worker process, one decision at a time), with a progress bar,
the time left and Cancel; the window never waits for it. Decisions that cost more than
the threshold are marked in the log and listed biggest first, in words; a click on one
goes to that decision and marks Hard's move on the board as the hint does. The analysis
is kept beside its save (``write_analysis``) and taken up again while the save is
unchanged; the game on the table, which has no file, keeps it in memory (``MEMORY``).
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyle,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.ai.analysis import COSTLY
from vikings_desktop.ai.decision_process import DecisionProcess
from vikings_desktop.engine import action_to_json
from vikings_desktop.persistence.analysis_store import (
    StoredAnalysis,
    StoredVerdict,
    read_analysis,
    write_analysis,
)
from vikings_desktop.persistence.savefile import SaveError

from ..models.players_model import PlayersModel
from ..models.turn_model import TurnModel
from ..models.wheel_model import WheelModel
from ..views.advanced_panel import AdvancedPanel
from ..views.dialogs import EndDialog, ScoringDialog
from ..views.display_grid import DisplayGrid
from ..views.players_table import PlayersTable
from ..views.wheel import WheelView
from ..views.window_placement import place_window
from ..words.analysis_text import progress_words, summary_words, verdict_sentence
from .analysis_runner import AnalysisRunner
from .replay_log_model import POSITION_ROLE, ReplayLogModel
from .replay_table import ReplayTable
from .timeline import Timeline

clock = time.monotonic          # the time-left countdown's clock (tests set their own)

# The analyses of games without a file (the game on the table), for this run of the app.
MEMORY: dict[str, StoredAnalysis] = {}
VERDICT_ROLE = int(Qt.ItemDataRole.UserRole) + 3
MIN_PACE_MS = 150             # "play" never faster than the fastest pace


def game_key(timeline: Timeline) -> str:
    """The game's identity for the in-memory analyses: its set-up and its actions."""
    data = {"setup": timeline.setup.to_json(),
            "actions": [action_to_json(a) for a in timeline.actions]}
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode("utf-8")).hexdigest()


class ReplayWindow(QMainWindow):
    """A replay of ``timeline``; ``source``: its save file (None: the game on the table)."""

    play_on_requested = Signal(object, object)      # the set-up, the actions up to now
    geometry_to_keep = Signal(QByteArray)           # closing: where it was, for the next

    def __init__(self, timeline: Timeline, title: str, source: Path | None = None,
                 pace_ms: int = 700, process: DecisionProcess | None = None,
                 analysis_options: dict | None = None, parent: QWidget | None = None,
                 geometry: QByteArray | None = None):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self._saved_geometry = geometry     # where the last replay window was
        self.timeline = timeline
        self.source = source
        self.pace_ms = max(MIN_PACE_MS, pace_ms)
        self.setWindowTitle(self.tr("Replay — {title}").format(title=title))
        self.table = ReplayTable(timeline, self)
        self.wheel_model = WheelModel(self.table)
        self.turn_model = TurnModel(self.table)
        self.players_model = PlayersModel(self.table)
        self.log_model = ReplayLogModel(timeline, self)
        # (analysis_options: the runner's seed and sweeps, quicker in tests)
        self.runner = AnalysisRunner(timeline, self._kept_analysis(), process, parent=self,
                                     **(analysis_options or {}))
        self.threshold = COSTLY
        self.scoring_dialog: ScoringDialog | EndDialog | None = None
        self._build()
        self._build_toolbar()
        self._build_keys()
        self._connect()
        self.player = QTimer(self)                     # "Play": one action per pace
        # between two answers of the analysis the time left counts down, second by second
        self.time_left_timer = QTimer(self)
        self.time_left_timer.setInterval(1000)
        self.time_left_timer.timeout.connect(self._count_down)
        self._estimate: tuple[int, int, float, float] | None = None  # done, total, s, when
        self.player.timeout.connect(self._play_step)
        self.table.begin()
        self.display_grid.rebuild(len(timeline.setup.seats))
        self._refresh_analysis()
        self.go_to(0)

    # --- building -------------------------------------------------------------------------
    def _build(self) -> None:
        table = self.table
        self.wheel = WheelView(table, self.wheel_model, self.turn_model)
        self.wheel.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # the keys step the replay
        self.advanced_panel = AdvancedPanel(table, self.turn_model)
        # who plays each seat gives way where the room is short, as on the game's table
        self.players_view = PlayersTable(giving_column=self.players_model.PLAYS_COLUMN)
        self.players_view.setModel(self.players_model)
        self.players_view.setAccessibleName(self.tr("Players: gold, fame and Vikings"))
        # every row in view: the table is as tall as its rows, never scrolled
        self.players_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # who plays each seat, not the game window's on-demand "At end" column
        self.players_view.setColumnHidden(self.players_model.IF_ENDED_COLUMN, True)
        self.players_model.modelReset.connect(self.players_view.fit_columns)
        self.players_view.fit_columns()
        rows = len(self.timeline.setup.seats)
        self.players_view.setFixedHeight(self.players_view.horizontalHeader().sizeHint().height()
                                         + rows * 22 + 4)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(4, 4, 4, 4)
        self.moment_label = QLabel()
        self.moment_label.setWordWrap(True)
        # two lines always: a longer moment's words never push the wheel down
        self.moment_label.setFixedHeight(2 * self.moment_label.fontMetrics().lineSpacing() + 4)
        self.moment_label.setTextFormat(Qt.TextFormat.PlainText)
        self.moment_label.setStyleSheet("font-weight: bold")
        column.addWidget(self.moment_label)
        wheel_row = QHBoxLayout()
        wheel_row.addWidget(self.wheel, 1)
        wheel_row.addWidget(self.advanced_panel)
        column.addLayout(wheel_row, 1)
        column.addWidget(self.players_view)
        # at least 300 wide, and never narrower than its parts (the wheel beside the special
        # tiles would be painted under them)
        column.addStrut(300)

        self.display_grid = DisplayGrid(table, self.players_model, self.turn_model,
                                        lambda: False)     # row names where there is room

        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.log_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_view.setAccessibleName(self.tr("Game log: click a line to go there"))
        self.log_view.setToolTip(self.tr("Click a line to see the game at that moment"))
        self.analysis_panel = self._build_analysis()
        right = QSplitter(Qt.Orientation.Vertical)
        right.setChildrenCollapsible(False)
        right.addWidget(self.log_view)
        right.addWidget(self.analysis_panel)
        right.setSizes([300, 400])
        self.right = right

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.display_grid)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.setCentralWidget(self.splitter)
        self.status = QLabel()
        self.status.setWordWrap(True)
        # two lines always: a longer message never shrinks the boards above it
        self.status.setFixedHeight(2 * self.status.fontMetrics().lineSpacing() + 4)
        self.statusBar().addWidget(self.status, 1)
        place_window(self, QSize(1366, 768), self._saved_geometry)
        # the log and the analysis a quarter of a large window; on a small screen as narrow
        # as their parts allow, so that every display shows whole
        side = max(right.minimumSizeHint().width(), min(360, self.width() // 4))
        self.splitter.setSizes([side, self.width() - 2 * side, side])

    def _build_analysis(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(4, 4, 4, 4)
        buttons = QHBoxLayout()
        self.analyse_button = QPushButton(self.tr("&Analyse"))
        self.analyse_button.setToolTip(self.tr(
            "Ask the Hard computer player about every decision of the chosen players"))
        self.analyse_button.clicked.connect(self.analyse)
        buttons.addWidget(self.analyse_button)
        self.seats_button = QToolButton()
        self.seats_button.setText(self.tr("Players…"))
        self.seats_button.setToolTip(self.tr("Whose decisions the analysis looks at"))
        self.seats_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.seats_menu = QMenu(self.seats_button)
        setup = self.timeline.setup
        humans = set(setup.human_seats) or set(range(len(setup.seats)))
        self.seat_actions: list[QAction] = []
        for seat, name in enumerate(setup.names):
            action = self.seats_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(seat in humans)
            self.seat_actions.append(action)
        self.seats_button.setMenu(self.seats_menu)
        buttons.addWidget(self.seats_button)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.cancel_button.setEnabled(False)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self.progress_bar = QProgressBar()
        self.progress_bar.setTextVisible(False)
        self.progress_bar.hide()
        layout.addWidget(self.progress_bar)
        self.progress_label = QLabel()
        self.progress_label.hide()
        layout.addWidget(self.progress_label)
        threshold_row = QHBoxLayout()
        threshold_label = QLabel(self.tr("Mark decisions that cost more than"))
        threshold_label.setWordWrap(True)
        threshold_row.addWidget(threshold_label, 1)
        self.threshold_box = QSpinBox()
        self.threshold_box.setRange(1, 30)
        self.threshold_box.setValue(round(COSTLY))
        self.threshold_box.setSuffix(self.tr(" fame"))
        self.threshold_box.valueChanged.connect(self.set_threshold)
        threshold_row.addWidget(self.threshold_box)
        layout.addLayout(threshold_row)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        layout.addWidget(self.summary_label)
        self.costly_list = QListWidget()
        self.costly_list.setWordWrap(True)
        self.costly_list.setAlternatingRowColors(True)     # one decision from the next
        # a style sheet for the item replaces the style's selection colours: give them back
        self.costly_list.setStyleSheet(
            "QListWidget::item { border-bottom: 1px solid #c8c0b0; }"
            "QListWidget::item:selected { background: palette(highlight);"
            " color: palette(highlighted-text); }")
        # wrapped lines are measured for the width with the scroll bar: never cut short
        self.costly_list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.costly_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.costly_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.costly_list.setAccessibleName(self.tr("Costly decisions, the biggest first"))
        self.costly_list.itemClicked.connect(self._verdict_clicked)
        self.costly_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        layout.addWidget(self.costly_list, 1)
        return panel

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Replay"))
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(bar)
        self.toolbar = bar
        style = self.style()
        P = QStyle.StandardPixmap

        def tool(text: str, tip: str, icon, slot) -> QAction:
            action = bar.addAction(style.standardIcon(icon), text)
            action.setToolTip(tip)
            action.triggered.connect(lambda _=False: slot())
            return action
        self.start_action = tool(self.tr("Start"), self.tr("The start of the game (Home)"),
                                 P.SP_MediaSkipBackward, lambda: self.go_to(0))
        self.back_turn_action = tool(self.tr("Turn back"), self.tr("Back one turn (Ctrl+←)"),
                                     P.SP_MediaSeekBackward, self.back_turn)
        self.back_action = tool(self.tr("Back"), self.tr("Back one action (←)"),
                                P.SP_ArrowBack, self.back)
        self.play_action = tool(self.tr("Play"), self.tr(
            "Play the game on at the computer speed setting (Space)"),
            P.SP_MediaPlay, self.toggle_play)
        self.forward_action = tool(self.tr("Next"), self.tr("On one action (→)"),
                                   P.SP_ArrowForward, self.forward)
        self.forward_turn_action = tool(self.tr("Next turn"), self.tr("On one turn (Ctrl+→)"),
                                        P.SP_MediaSeekForward, self.forward_turn)
        self.end_action = tool(self.tr("End"), self.tr("The end of the game (End)"),
                               P.SP_MediaSkipForward, lambda: self.go_to(self.timeline.length))
        bar.addSeparator()
        self.jump_box = QComboBox()
        self.jump_box.setAccessibleName(self.tr("Go to a round or a scoring"))
        self.jump_box.setToolTip(self.tr(
            "Go to the start of a round (PgUp/PgDn) or to a scoring, which opens its table"))
        self.jump_box.addItem(self.tr("Go to…"), None)
        self._jumps: list[tuple[str, int, int]] = []     # (kind, position, scoring number)
        kinds = self._scoring_names()
        scorings = list(enumerate(self.timeline.scorings))
        for number, position in self.timeline.round_starts:
            self.jump_box.addItem(self.tr("Start of round {round}").format(round=number),
                                  len(self._jumps))
            self._jumps.append(("round", position, -1))
            for k, moment in scorings:
                if moment.record.round == number:
                    text = kinds.get(moment.record.kind, moment.record.kind)
                    self.jump_box.addItem(text.format(round=number), len(self._jumps))
                    self._jumps.append(("scoring", moment.position, k))
        self.jump_box.activated.connect(self._jump_chosen)
        bar.addWidget(self.jump_box)
        bar.addSeparator()
        self.play_on_button = QPushButton(self.tr("Play on from here"))
        self.play_on_button.setToolTip(self.tr(
            "Start a new game from this moment in the game window; the game there is kept "
            "(Game → Recent games) and this one is not changed"))
        self.play_on_button.clicked.connect(self.play_on)
        bar.addWidget(self.play_on_button)
        # Play and Pause take the same room, so the buttons after it never move
        play = bar.widgetForAction(self.play_action)
        widths = []
        for text in (self.tr("Pause"), self.tr("Play")):
            self.play_action.setText(text)
            widths.append(play.sizeHint().width())
        self._play_text_width = max(widths)
        play.setMinimumWidth(self._play_text_width)
        self._toolbar_text_width = bar.sizeHint().width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # the buttons' words where they all fit, else their pictures (the words in tooltips)
        style = (Qt.ToolButtonStyle.ToolButtonTextBesideIcon
                 if self.width() >= self._toolbar_text_width
                 else Qt.ToolButtonStyle.ToolButtonIconOnly)
        if self.toolbar.toolButtonStyle() != style:
            self.toolbar.setToolButtonStyle(style)
            # pictures only: Play and Pause share one picture's room, no gap after it
            self.toolbar.widgetForAction(self.play_action).setMinimumWidth(
                self._play_text_width if style == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
                else 0)

    def _build_keys(self) -> None:
        keys = {"Left": self.back, "Right": self.forward, "Ctrl+Left": self.back_turn,
                "Ctrl+Right": self.forward_turn, "PgUp": self.back_round,
                "PgDown": self.forward_round, "Home": lambda: self.go_to(0),
                "End": lambda: self.go_to(self.timeline.length), "Space": self.toggle_play}
        self.shortcuts = []
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    def _connect(self) -> None:
        self.table.refused.connect(lambda text: self.show_status(text, error=True))
        self.log_view.clicked.connect(self._log_clicked)
        self.runner.verdict_ready.connect(lambda _verdict: self._refresh_analysis())
        self.runner.progress.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        for panel_action in self.seat_actions:
            panel_action.toggled.connect(lambda _on: self._refresh_analysis())

    # --- moving ---------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.table.position

    def go_to(self, position: int) -> None:
        """Show the moment after ``position`` actions."""
        self.table.show(position)
        position = self.table.position
        self.log_model.set_position(position)
        row = self.log_model.row_of(position)
        self.log_view.scrollTo(self.log_model.index(row),
                               QAbstractItemView.ScrollHint.PositionAtCenter)
        self.moment_label.setText(self._moment_text(position))
        at_start, at_end = position == 0, position == self.timeline.length
        for action in (self.start_action, self.back_action, self.back_turn_action):
            action.setEnabled(not at_start)
        for action in (self.forward_action, self.forward_turn_action, self.end_action):
            action.setEnabled(not at_end)
        if at_end and self.player.isActive():
            self.toggle_play()

    def _scoring_names(self) -> dict[str, str]:
        return {"small": self.tr("Round {round}: small scoring"),
                "large": self.tr("Round {round}: large scoring"),
                "final": self.tr("Final scoring")}

    def _moment_text(self, position: int) -> str:
        timeline = self.timeline
        state = timeline.peek(position)
        # the moment of a scoring is the end of its round, though the position is already
        # dealt for the next one: it is named after the scoring
        scored = [moment.record for moment in timeline.scorings if moment.position == position]
        if state.is_over():
            where = self.tr("End of the game")
        elif scored:
            record = scored[-1]
            where = self._scoring_names().get(record.kind, record.kind).format(
                round=record.round)
        else:
            where = self.tr("Round {round}, {name} to play").format(
                round=state.round, name=timeline.setup.names[state.current])
        return self.tr("Action {position} of {length} — {where}").format(
            position=position, length=timeline.length, where=where)

    def forward(self) -> None:
        self.go_to(self.position + 1)

    def back(self) -> None:
        self.go_to(self.position - 1)

    def forward_turn(self) -> None:
        self.go_to(self.timeline.next_turn(self.position))

    def back_turn(self) -> None:
        self.go_to(self.timeline.previous_turn(self.position))

    def forward_round(self) -> None:
        self.go_to(self.timeline.next_round(self.position))

    def back_round(self) -> None:
        self.go_to(self.timeline.previous_round(self.position))

    def toggle_play(self) -> None:
        if self.player.isActive():
            self.player.stop()
            self.play_action.setText(self.tr("Play"))
            self.play_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
            return
        if self.position >= self.timeline.length:
            self.go_to(0)
        self.player.start(self.pace_ms)
        self.play_action.setText(self.tr("Pause"))
        self.play_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))

    def _play_step(self) -> None:
        self.forward()

    def _log_clicked(self, index: QModelIndex) -> None:
        self.go_to(int(index.data(POSITION_ROLE)))

    def _jump_chosen(self, row: int) -> None:
        jump = self.jump_box.itemData(row)
        self.jump_box.setCurrentIndex(0)
        if jump is None:
            return
        kind, position, number = self._jumps[jump]
        if kind == "round":
            self.go_to(position)
        else:
            self.show_scoring(number)

    def show_scoring(self, number: int) -> None:
        """Go to the ``number``-th scoring of the game and open its table."""
        moment = self.timeline.scorings[number]
        self.go_to(moment.position)
        state = self.timeline.peek(moment.position)
        if self.scoring_dialog is not None:
            self.scoring_dialog.close()
            self.scoring_dialog.deleteLater()
        dialog: ScoringDialog | EndDialog
        if moment.record.kind == "final":
            end = EndDialog(state, self)
            end.new_game_button.hide()          # nothing starts from a replay's end screen
            dialog = end
        else:
            dialog = ScoringDialog(moment.record, self.timeline.setup.names, state.players, self)
        self.scoring_dialog = dialog
        dialog.open()

    def play_on(self) -> None:
        """Ask the game window for a new game from this moment (this replay stays)."""
        if self.timeline.peek(self.position).is_over():
            self.show_status(self.tr("The game is over at this moment: go back to a moment "
                                     "before its end to play on"), error=True)
            return
        self.play_on_requested.emit(self.timeline.setup, self.timeline.actions[:self.position])

    def show_status(self, text: str, error: bool = False) -> None:
        self.status.setStyleSheet("color: #b3262e; font-weight: bold" if error else "")
        self.status.setText(text)

    # --- the analysis ---------------------------------------------------------------------
    def chosen_seats(self) -> set[int]:
        return {seat for seat, action in enumerate(self.seat_actions) if action.isChecked()}

    def analyse(self) -> None:
        seats = self.chosen_seats()
        if not seats:
            self.show_status(self.tr("Choose at least one player to analyse (Players…)"),
                             error=True)
            return
        self.analyse_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.show()
        self.progress_label.show()
        self.progress_bar.setRange(0, 0)                    # busy until the count is known
        self.runner.start(seats)

    def cancel_analysis(self) -> None:
        self.runner.cancel()

    def _on_progress(self, done: int, total: int, seconds_left: float | None) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)
        self.progress_label.setText(progress_words(done, total, seconds_left))
        if seconds_left is None or done >= total:
            self._estimate = None
            self.time_left_timer.stop()
        else:
            self._estimate = (done, total, seconds_left, clock())
            self.time_left_timer.start()

    def _count_down(self) -> None:
        if self._estimate is None:
            return
        done, total, seconds_left, when = self._estimate
        left = max(0.0, seconds_left - (clock() - when))
        self.progress_label.setText(progress_words(done, total, left))

    def _on_finished(self, complete: bool) -> None:
        self._estimate = None
        self.time_left_timer.stop()
        self.analyse_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress_bar.hide()
        self.progress_label.hide()
        if not complete:
            self.show_status(self.tr("Analysis stopped; what was analysed is kept, and "
                                     "Analyse goes on from there"))
        self._keep_analysis()
        self._refresh_analysis()

    def set_threshold(self, fame: float) -> None:
        self.threshold = fame
        self._refresh_analysis()

    def _refresh_analysis(self) -> None:
        """The costly decisions of the chosen players: marked in the log and listed."""
        seats = self.chosen_seats()
        costly = [v for v in self.runner.costly(self.threshold) if v.seat in seats]
        sentences = {v.index: self.verdict_text(v) for v in costly}
        self.log_model.set_costly(sentences)
        self.costly_list.clear()
        for verdict in costly:
            item = QListWidgetItem(sentences[verdict.index])
            item.setData(VERDICT_ROLE, verdict.index)
            item.setToolTip(sentences[verdict.index])
            self.costly_list.addItem(item)
        analysed = sum(1 for v in self.runner.verdicts.values() if v.seat in seats)
        self.summary_label.setText(summary_words(len(costly), self.threshold, analysed,
                                                 len(self.runner.failed)))

    def verdict_text(self, verdict: StoredVerdict) -> str:
        timeline = self.timeline
        return verdict_sentence(verdict, timeline.setup.names, timeline.peek(verdict.index),
                                timeline.peek(verdict.index + 1))

    def _verdict_clicked(self, item: QListWidgetItem) -> None:
        self.show_verdict(self.runner.verdicts[int(item.data(VERDICT_ROLE))])

    def show_verdict(self, verdict: StoredVerdict) -> None:
        """Go to the decision and mark Hard's move on the board, as the hint does."""
        self.table.mark(verdict.index, verdict.preferred[0])
        self.go_to(verdict.index)
        self.show_status(self.verdict_text(verdict))
        seat = verdict.seat
        if 0 <= seat < len(self.display_grid.panels):
            self.display_grid.scroll_to(seat)

    # --- keeping the analysis -------------------------------------------------------------
    def _kept_analysis(self) -> StoredAnalysis | None:
        if self.source is None:
            return MEMORY.get(game_key(self.timeline))
        return read_analysis(self.source)

    def _keep_analysis(self) -> None:
        stored = self.runner.stored()
        if not stored.verdicts:
            return
        if self.source is None:
            MEMORY[game_key(self.timeline)] = stored
            return
        try:
            write_analysis(self.source, stored)
        except (SaveError, OSError) as exc:
            self.show_status(self.tr("The analysis could not be kept beside the save: "
                                     "{problem}").format(problem=exc), error=True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.geometry_to_keep.emit(self.saveGeometry())
        self.player.stop()
        if self.runner.running:
            self.runner.cancel()
        self.runner.close()
        self.table.shutdown()
        super().closeEvent(event)
