"""The main window: the wheel and the turn's actions on one side, the players' displays
on the other, menus, the status bar for refusals, and the dialogs of a game.

About 500 lines, on purpose: what is left here is one job — laying out the window and its
menus and wiring them to the controller and models. Everything with a job of its own
already lives beside it (game_files: files, autosave, undo, recent games; panels, wheel,
board: the views; dialogs; move_animation; language_menu)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop import __version__
from vikings_desktop.engine import ScoringRecord

from .advanced_panel import AdvancedPanel
from .art import colour_blind, icons
from .board import DEFAULT_CELL
from .dialogs import EndDialog, ExchangeDialog, NewGameDialog, ScoringDialog
from .game_controller import GameController
from .game_files import GameFiles
from .how_to_play import how_to_play_text
from .language_menu import add_language_menu
from .models.log_model import LogModel
from .models.players_model import PlayersModel
from .models.roles import Role
from .models.turn_model import TurnModel
from .models.wheel_model import WheelModel
from .move_animation import MoveAnimator
from .panels import ActionPanel, DisplayPanel, TurnBanner, set_style
from .rules_chooser import store_rules, stored_rules
from .rules_dialog import RulesDialog
from .settings import LEFT, PACES, RIGHT, Settings
from .wheel import WheelView

LEFT_COLUMN_WIDTH = 380
COMPACT_CELL = 34
MIN_CELL, MAX_CELL = 26, 72     # display cells grow with the window between these
PANEL_CHROME = 56               # a display panel's header, margins and scroll bar
DISPLAYS_MARGIN, DISPLAYS_SPACING = 4, 4


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None,
                 settings: Settings | None = None):
        super().__init__()
        self.settings = settings or Settings()
        self.controller = controller or GameController(self, pace_ms=self.settings.pace_ms)
        self.controller.pace_ms = self.settings.pace_ms
        self.setWindowTitle(self.tr("Vikings Desktop"))
        self.setWindowIcon(icons.app_icon())
        self.wheel_model = WheelModel(self.controller)
        self.turn_model = TurnModel(self.controller)     # banner, hub, hand, turn's choices
        self.players_model = PlayersModel(self.controller)
        self.log_model = LogModel(self.controller)
        self.panels: list[DisplayPanel] = []
        self._display_seats: tuple | None = None     # the seats the panels were built for
        self.scoring_dialog: ScoringDialog | None = None
        self.end_dialog: EndDialog | None = None
        self.exchange_dialog: ExchangeDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.start_seed: int | None = None      # `--seed`: the new-game dialog's default
        self._build()
        self._build_menus()
        self._connect()
        self.move_animator = MoveAnimator(self)    # computer moves fly wheel → display
        self.resize(1340, 740)
        if self.settings.geometry is not None:
            self.restoreGeometry(self.settings.geometry)

    # --- building -----------------------------------------------------------------------------
    def _build(self) -> None:
        controller = self.controller
        self.left = QWidget()
        self.left.setMaximumWidth(LEFT_COLUMN_WIDTH * 2)    # widened by the splitter
        self.left.setMinimumWidth(300)
        column = QVBoxLayout()
        column.setContentsMargins(6, 6, 6, 6)
        self.banner = TurnBanner(self.turn_model)
        column.addWidget(self.banner)
        self.wheel = WheelView(controller, self.wheel_model, self.turn_model)
        column.addWidget(self.wheel, 3)
        self.advanced_panel = AdvancedPanel(controller, self.turn_model)   # hidden in the base game
        column.addWidget(self.advanced_panel)
        self.actions_panel = ActionPanel(controller, self.turn_model)
        self.actions_panel.add_draw_page(self.advanced_panel.draw_part)
        column.addWidget(self.actions_panel)
        self.tabs = QTabWidget()
        self.players_view = QTableView()
        self.players_view.setModel(self.players_model)
        self.players_view.setAccessibleName(self.tr("Players: gold, fame and Vikings"))
        self.players_view.verticalHeader().hide()
        self.players_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.players_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players_view.verticalHeader().setDefaultSectionSize(24)
        # sized to the contents once per game, not on every change (which asked the model
        # for every cell after every action)
        self.players_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Interactive)
        self.players_model.modelReset.connect(self.players_view.resizeColumnsToContents)
        self.players_view.horizontalHeader().setStretchLastSection(True)
        self.tabs.addTab(self.players_view, self.tr("Players"))
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setAccessibleName(self.tr("Game log"))
        # the newest entry stays in view (unless the player scrolled up to read)
        self.log_model.rowsInserted.connect(self._follow_log)
        self.tabs.addTab(self.log_view, self.tr("Log"))
        self.tabs.currentChanged.connect(
            lambda _: QTimer.singleShot(0, self.log_view.scrollToBottom)
            if self.tabs.currentWidget() is self.log_view else None)
        # the players' table and the log below the turn's panels, in a splitter the player
        # drags to give the log more room (the column itself widens with the main splitter)
        self.column_splitter = QSplitter(Qt.Orientation.Vertical)
        self.column_splitter.setChildrenCollapsible(False)
        top = QWidget()
        top.setLayout(column)
        self.left_layout = QVBoxLayout(self.left)
        self.left_layout.setContentsMargins(0, 0, 0, 0)
        self.column_splitter.addWidget(top)
        self.column_splitter.addWidget(self.tabs)
        self.column_splitter.setStretchFactor(0, 1)
        self.column_splitter.setStretchFactor(1, 0)
        self.tabs.setMinimumHeight(110)
        self.left_layout.addWidget(self.column_splitter)

        self.displays = QWidget()
        # the displays in a grid that fits the window: one column for 2 players, two for
        # 3 and 4, cells as large as the height allows (cell_size)
        self.displays_layout = QGridLayout(self.displays)
        self.displays_layout.setContentsMargins(DISPLAYS_MARGIN, DISPLAYS_MARGIN,
                                               DISPLAYS_MARGIN, DISPLAYS_MARGIN)
        self.displays_layout.setSpacing(DISPLAYS_SPACING)
        self.displays_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.displays_scroll = QScrollArea()
        self.displays_scroll.setWidgetResizable(True)
        self.displays_scroll.setWidget(self.displays)
        self.displays_scroll.viewport().installEventFilter(self)   # cells follow the area's size

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.left)
        self.splitter.addWidget(self.displays_scroll)
        self.setCentralWidget(self.splitter)
        self.set_wheel_side(self.settings.wheel_side)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)

    def _build_menus(self) -> None:
        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_game_action = QAction(self.tr("&New game…"), self)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_game_action.triggered.connect(self.ask_new_game)
        self.game_menu.addAction(self.new_game_action)
        self.results_action = QAction(self.tr("&Results"), self)
        self.results_action.setToolTip(self.tr("The final scoring of the finished game"))
        self.results_action.setEnabled(False)
        self.results_action.triggered.connect(self.show_results)
        self.game_menu.addAction(self.results_action)
        # Open/Save/Recent/Undo/Redo and the autosave (game_files.py and its parts, persistence/)
        self.files = GameFiles(self, self.controller, self.settings.store)
        self.files.fill_menu(self.game_menu)
        self.game_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)

        view = self.menuBar().addMenu(self.tr("&View"))
        self.wheel_right_action = QAction(self.tr("Wheel on the &right"), self, checkable=True)
        self.wheel_right_action.setChecked(self.settings.wheel_side == RIGHT)
        self.wheel_right_action.toggled.connect(
            lambda on: self.set_wheel_side(RIGHT if on else LEFT))
        view.addAction(self.wheel_right_action)
        self.compact_action = QAction(self.tr("&Compact displays"), self, checkable=True)
        self.compact_action.setChecked(self.settings.compact_displays)
        self.compact_action.toggled.connect(self.set_compact_displays)
        view.addAction(self.compact_action)
        self.colour_blind_action = QAction(self.tr("Colour-&blind mode"), self, checkable=True)
        self.colour_blind_action.setToolTip(self.tr(
            "Ship sails carry a shape and the row they reach; green cells carry a tick"))
        self.colour_blind_action.setChecked(self.settings.colour_blind)
        self.colour_blind_action.toggled.connect(self.set_colour_blind)
        view.addAction(self.colour_blind_action)
        self.set_colour_blind(self.settings.colour_blind)
        add_language_menu(view, self, self.settings.store)
        pace = view.addMenu(self.tr("Computer &speed"))
        group = QActionGroup(self)
        self.pace_actions: dict[int, QAction] = {}
        pace_names = {"Fast": self.tr("Fast"), "Normal": self.tr("Normal"),
                      "Slow": self.tr("Slow")}
        for name, ms in PACES.items():
            label = self.tr("%1 (%2 s per move)").replace("%1", pace_names.get(name, name))
            action = QAction(label.replace("%2", f"{ms / 1000:g}"), self, checkable=True)
            action.setChecked(ms == self.settings.pace_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_pace(ms))
            group.addAction(action)
            pace.addAction(action)
            self.pace_actions[ms] = action

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = QAction(self.tr("&Rules"), self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        help_menu.addAction(self.rules_action)
        how = QAction(self.tr("&How to play"), self)
        how.triggered.connect(lambda: QMessageBox.information(
            self, self.tr("How to play"), how_to_play_text(
                self.controller.setup.rules if self.controller.setup else None)))
        help_menu.addAction(how)
        self.hint_action = QAction(self.tr("&Hint: what would the computer do?"), self,
                                   shortcut=QKeySequence("Ctrl+H"))
        self.hint_action.triggered.connect(self.ask_hint)
        help_menu.addAction(self.hint_action)
        about = QAction(self.tr("&About Vikings Desktop"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def _connect(self) -> None:
        c = self.controller
        c.game_started.connect(self._rebuild_displays)
        c.state_changed.connect(self._follow_current)
        c.refused.connect(lambda text: self.show_status(text, error=True))
        c.message.connect(self.show_status)
        c.hint_ready.connect(self.show_status)
        c.computer_failed.connect(lambda text: self.show_status(text, error=True))
        c.exchange_requested.connect(self.ask_exchange_and_buy)
        c.scoring_done.connect(self.show_scoring)
        c.game_over.connect(self.show_end)
        c.state_changed.connect(lambda: self.results_action.setEnabled(
            c.state is not None and c.state.is_over()))
        c.action_applied.connect(lambda *_: self.status.clear())
        self.actions_panel.exchange_clicked.connect(self.ask_exchange)

    # --- settings -----------------------------------------------------------------------------
    def set_wheel_side(self, side: str) -> None:
        """A setting: the wheel column left or right of the displays."""
        self.settings.wheel_side = side
        self.splitter.insertWidget(0 if side == LEFT else 1, self.left)
        self.splitter.setStretchFactor(self.splitter.indexOf(self.displays_scroll), 1)
        self.splitter.setStretchFactor(self.splitter.indexOf(self.left), 0)

    def set_pace(self, ms: int) -> None:
        self.settings.pace_ms = ms
        self.controller.pace_ms = ms

    # --- the displays -------------------------------------------------------------------------
    def _rebuild_displays(self) -> None:
        setup = self.controller.setup
        assert setup is not None                # a game just started
        seats = setup.seats
        if seats == self._display_seats:
            # The same table (an undo, a redo, a reload): the display models refresh on
            # state_changed, so keeping the views makes undo instant.
            self._close_game_dialogs()
            return
        self._display_seats = seats
        for panel in self.panels:
            self.displays_layout.removeWidget(panel)
            panel.hide()                    # gone at once, not when the deletion comes
            panel.deleteLater()
        self.panels = []
        self.left.setVisible(True)          # an enlarged display of the old game is gone
        columns = self.display_columns()
        for column in range(2):             # the columns share the width equally
            self.displays_layout.setColumnStretch(column, 1 if column < columns else 0)
        for seat in range(len(seats)):
            panel = DisplayPanel(self.controller, self.players_model, self.turn_model, seat)
            panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
            panel.enlarge_clicked.connect(self.toggle_enlarged)
            self.displays_layout.addWidget(panel, seat // columns, seat % columns)
            self.panels.append(panel)
        self._apply_cell_size()
        QTimer.singleShot(0, self._apply_cell_size)    # again once the new panels are laid out
        self._close_game_dialogs()

    def _close_game_dialogs(self) -> None:
        for dialog in (self.scoring_dialog, self.end_dialog, self.exchange_dialog):
            if dialog is not None:
                dialog.close()

    def _follow_log(self) -> None:
        if not self.log_view.isVisible():
            return                  # laid out (and scrolled down) when its tab is shown
        bar = self.log_view.verticalScrollBar()
        if bar.value() >= bar.maximum() - 40:        # at (or near) the newest entry
            QTimer.singleShot(0, self.log_view.scrollToBottom)

    def _follow_current(self) -> None:
        seat = self.turn_model.value(Role.TO_ACT)
        if seat is not None and 0 <= seat < len(self.panels):
            QTimer.singleShot(0, lambda: self._scroll_to(seat))

    def _scroll_to(self, seat: int) -> None:
        if seat < len(self.panels) and self.panels[seat].isVisible():
            self.displays_scroll.ensureWidgetVisible(self.panels[seat], 0, 0)

    def toggle_enlarged(self, seat: int) -> None:
        """Show one display alone, filling the window (again: show all)."""
        enlarged = self.panels[seat].enlarge_button.isChecked()
        for other, panel in enumerate(self.panels):
            panel.setVisible(not enlarged or other == seat)
            if other != seat:
                panel.enlarge_button.blockSignals(True)
                panel.enlarge_button.setChecked(False)
                panel.enlarge_button.blockSignals(False)
        self.left.setVisible(not enlarged)
        # the enlarged display fills the grid from its top left corner (not from its own
        # cell, which left it in a corner of an empty window); back in its cell afterwards
        panel = self.panels[seat]
        self.displays_layout.removeWidget(panel)
        columns = self.display_columns()
        if enlarged:
            self.displays_layout.addWidget(panel, 0, 0, 2, columns)
        else:
            self.displays_layout.addWidget(panel, seat // columns, seat % columns)
        board = self.panels[seat].board
        if enlarged:
            free = self.displays_scroll.viewport().height() - 90
            board.set_cell_size(max(DEFAULT_CELL, min(120, free // 6)))
            self.panels[seat].enlarge_button.setText(self.tr("Show all"))
        else:
            self._apply_cell_size()
        for panel in self.panels:
            if panel is not self.panels[seat] or not enlarged:
                panel.enlarge_button.setText(self.tr("Enlarge"))

    def display_columns(self) -> int:
        seats = self.controller.setup.seats if self.controller.setup is not None else ()
        return 1 if len(seats) <= 2 else 2

    def cell_size(self) -> int:
        """The largest cell that shows every display's six rows without scrolling (at
        least MIN_CELL; the compact setting caps it lower)."""
        count = max(1, len(self.panels))
        rows = -(-count // self.display_columns())
        height = (self.displays_scroll.viewport().height() - 2 * DISPLAYS_MARGIN
                  - (rows - 1) * DISPLAYS_SPACING)
        chrome = PANEL_CHROME
        if self.panels:          # the panel's header and margins as laid out, plus the view's
            panel = self.panels[0]
            chrome = (panel.sizeHint().height() - panel.board.height()
                      + panel.board.chrome_height())
        fit = (height // rows - chrome) // 6
        cap = COMPACT_CELL if self.settings.compact_displays else MAX_CELL
        return max(MIN_CELL, min(cap, fit))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._apply_cell_size()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.displays_scroll.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self._apply_cell_size)
        return super().eventFilter(watched, event)

    def set_colour_blind(self, on: bool) -> None:
        """A setting: art with cues that do not depend on hue (remembered)."""
        self.settings.colour_blind = on
        if colour_blind.set_on(on):
            for widget in [self, *self.findChildren(QWidget)]:
                widget.update()

    def set_compact_displays(self, on: bool) -> None:
        """A setting: smaller cells, so more players' displays fit on a small screen."""
        self.settings.compact_displays = on
        self._apply_cell_size()

    def _apply_cell_size(self) -> None:
        if any(panel.enlarge_button.isChecked() for panel in self.panels):
            return
        size = self.cell_size()
        for panel in self.panels:
            if panel.board.cell != size:
                panel.board.set_cell_size(size)

    # --- dialogs ------------------------------------------------------------------------------
    def show_status(self, text: str, error: bool = False) -> None:
        set_style(self.status, "color: #b3262e; font-weight: bold" if error else "")
        self.status.setText(text)

    def _replace_dialog(self, name: str, dialog) -> None:
        """Keep one dialog of a kind: the previous one closes and is freed."""
        old = getattr(self, name)
        if old is not None:
            old.close()
            old.deleteLater()
        setattr(self, name, dialog)

    def ask_hint(self) -> None:
        problem = self.controller.hint_problem()
        if problem:
            self.show_status(problem, error=True)
        elif self.controller.request_hint():
            self.show_status(self.tr("Thinking about a hint…"))

    def show_rules(self) -> None:
        """Help → Rules (F1), at the section of what the player is doing now."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        dialog = self.rules_dialog
        dialog.show()
        dialog.raise_()
        dialog.show_section(dialog.section_for(self.controller.current_phase()))

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self, self.controller.setup)
        if self.controller.setup is None:
            dialog.rules.set_rules(stored_rules(self.settings.store))
        if self.start_seed is not None and self.controller.setup is None:
            dialog.seed.setText(str(self.start_seed))
        self._replace_dialog("new_game_dialog", dialog)
        dialog.accepted.connect(lambda: store_rules(self.settings.store, dialog.rules.rules()))
        dialog.accepted.connect(lambda: self.controller.new_game(dialog.setup()))
        dialog.open()

    def ask_exchange_and_buy(self, space: int, need: int) -> None:
        """R-B4: the group costs more gold than the player has; confirm the fame."""
        dialog = ExchangeDialog(self.turn_model.value(Role.GOLD),
                                self.turn_model.value(Role.FAME), space, self, need=need)
        self._replace_dialog("exchange_dialog", dialog)
        dialog.accepted.connect(lambda: self.controller.buy(space, dialog.amount.value()))
        dialog.open()

    def ask_exchange(self) -> None:
        """R-B4 at any time on one's buying turn."""
        dialog = ExchangeDialog(self.turn_model.value(Role.GOLD),
                                self.turn_model.value(Role.FAME), None, self)
        self._replace_dialog("exchange_dialog", dialog)
        dialog.accepted.connect(lambda: self.controller.exchange(dialog.amount.value()))
        dialog.open()

    def show_scoring(self, record: ScoringRecord) -> None:
        setup, state = self.controller.setup, self.controller.state
        assert setup is not None and state is not None      # a scoring of the game on
        if record.kind == "final" or not any(s.is_human for s in setup.seats):
            return          # the end screen shows the final scoring; nobody reads a bots' game
        dialog = ScoringDialog(record, setup.names, state.players, self)
        self._replace_dialog("scoring_dialog", dialog)
        # computers wait while a human reads the scoring, so the boards stay as scored
        self.controller.pause_computers(True)
        dialog.finished.connect(lambda _: self.controller.pause_computers(False))
        dialog.open()

    def show_end(self) -> None:
        """The end screen; round 6's large scoring, if shown, is read first (it comes
        before the final scoring in the rules, R-O4)."""
        scoring = self.scoring_dialog
        if scoring is not None and scoring.isVisible() and scoring.record.kind == "large":
            scoring.finished.connect(lambda _: self.show_results())
            return
        if scoring is not None:
            scoring.close()
        self.show_results()

    def show_results(self) -> None:
        """Game → Results: the final ranks and breakdown, again at any time after the end."""
        state = self.controller.state
        if state is None or not state.is_over():
            return
        dialog = EndDialog(state, self)
        self._replace_dialog("end_dialog", dialog)
        dialog.accepted.connect(self.ask_new_game)
        dialog.open()

    @staticmethod
    def about_text() -> str:
        return QCoreApplication.translate(
            "MainWindow", "<h3>Vikings Desktop %1</h3><p>Michael Kiesling's board game "
            "<i>Vikings</i> for the desktop: 2–4 players, humans and computer players.</p>"
        ).replace("%1", __version__)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Vikings Desktop"), self.about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.controller.shutdown()
        self.files.close()
        super().closeEvent(event)
