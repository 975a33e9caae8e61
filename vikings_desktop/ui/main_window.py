"""The main window: the wheel and the turn's actions on one side, the players' displays
on the other, menus, the status bar for refusals, and the dialogs of a game.

About 500 lines, on purpose: what is left here is one job — laying out the window and its
menus and wiring them to the table and models. Everything with a job of its own
already lives beside it (game_files: files, autosave, undo, recent games; panels, wheel,
board: the views; dialogs; move_animation; language_menu)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop import __version__
from vikings_desktop.engine import ScoringRecord
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.session import Reset

from .art import colour_blind, icons
from .gc_on_gui_thread import collect_everything, collect_on_gui_thread, freeze_what_lives
from .lessons.guide import FIRST_LESSON, LessonGuide
from .lessons.progress import finished_lessons
from .models.counts_model import PublicCountsModel
from .models.log_model import LogModel
from .models.players_model import PlayersModel
from .models.roles import Role
from .models.turn_model import TurnModel
from .models.wheel_model import WheelModel
from .network.menu import NetworkMenu
from .replay.launcher import ReplayLauncher
from .session.game_files import GameFiles
from .session.game_recorder import GameRecorder
from .session.game_table import GameTable
from .session.result_curtain import ResultCurtain
from .settings import LEFT, PACES, RIGHT, Settings
from .views.action_panel import ActionPanel
from .views.advanced_panel import AdvancedPanel
from .views.counts_view import CountsView
from .views.dialogs import EndDialog, ExchangeDialog, NewGameDialog, ScoringDialog
from .views.display_grid import DisplayGrid
from .views.language_menu import add_language_menu
from .views.legend_dialog import LegendDialog
from .views.move_animation import FLIGHT_MS, MoveAnimator
from .views.players_table import PlayersTable
from .views.rules_chooser import store_rules, store_seats, stored_rules, stored_seats
from .views.rules_dialog import RulesDialog
from .views.statistics_dialog import StatisticsDialog
from .views.turn_banner import TurnBanner
from .views.wheel import WheelView
from .views.window_placement import centre_on, place_window
from .words.how_to_play import how_to_play_text

# The wheel's column takes this share of the window's width, within these bounds (the
# player may drag the splitter; then the column keeps the width given to it).
TABLE_SIDE_SHARE, TABLE_SIDE_MIN, TABLE_SIDE_MAX = 0.31, 350, 540
# The finished game is collected this long after its results show: the results are up and
# being read by then, and opening a finished game shows its table first
COLLECT_AFTER_RESULTS_MS = 250


def set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: re-polishing is slow."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class MainWindow(QMainWindow):
    def __init__(self, table: GameTable | None = None,
                 settings: Settings | None = None):
        super().__init__()
        collect_on_gui_thread()      # no QObject may be collected by a worker thread
        self.settings = settings or Settings()
        self.table = table or GameTable(self, pace_ms=self.settings.pace_ms)
        self.table.computers.pace_ms = self.settings.pace_ms
        self.setWindowTitle(self.tr("Vikings Desktop"))
        self.setWindowIcon(icons.app_icon())
        self.wheel_model = WheelModel(self.table)
        self.turn_model = TurnModel(self.table)     # banner, hub, hand, turn's choices
        self.players_model = PlayersModel(self.table)
        self.log_model = LogModel(self.table)
        # round 6's large scoring is read before the final scoring is told (show_scoring)
        self.curtain = ResultCurtain(self)
        for model in (self.players_model, self.turn_model, self.log_model):
            model.set_curtain(self.curtain)
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
        self.lessons = LessonGuide(self)        # Help → Learn to play: a guided first game
        # computer moves fly wheel → display
        self.move_animator = MoveAnimator(self, self.table, self.wheel, self.display_grid)
        # every game finished or left unfinished goes into the record of games
        self.recorder = GameRecorder(self.table, parent=self)
        self.recorder.failed.connect(self.recorder.say_once(
            lambda text: self.show_status(text, error=True)))
        self.statistics_dialog: StatisticsDialog | None = None
        self.legend_dialog: LegendDialog | None = None
        self._confirmed_close = False          # Quit asked to save already
        self._results_waiting = False          # the game ended behind another window
        self._collection_due = False           # the finished game's objects, not collected yet
        place_window(self, QSize(1340, 740), self.settings.geometry)
        freeze_what_lives()          # the built window: out of the timer's collections

    # --- building -----------------------------------------------------------------------------
    def _build(self) -> None:
        table = self.table
        self.left = QWidget()
        self.left.setMinimumWidth(TABLE_SIDE_MIN - 40)
        column = QVBoxLayout()
        column.setContentsMargins(6, 6, 6, 6)
        self.banner = TurnBanner(self.turn_model)
        column.addWidget(self.banner)
        # the wheel is the centre of the table: it takes the room left over; the special
        # tiles of the advanced game stand beside it, not under it, so it keeps its size
        wheel_row = QHBoxLayout()
        wheel_row.setSpacing(6)
        self.wheel = WheelView(table, self.wheel_model, self.turn_model)
        wheel_row.addWidget(self.wheel, 1)
        self.advanced_panel = AdvancedPanel(table, self.turn_model)   # hidden in the base game
        wheel_row.addWidget(self.advanced_panel)
        column.addLayout(wheel_row, 1)
        self.actions_panel = ActionPanel(table, self.turn_model)
        self.actions_panel.add_draw_page(self.advanced_panel.draw_part)
        column.addWidget(self.actions_panel)
        self.tabs = QTabWidget()
        self.players_view = PlayersTable(giving_column=self.players_model.PLAYS_COLUMN)
        self.players_view.setModel(self.players_model)
        self.players_view.setAccessibleName(self.tr("Players: gold, fame and Vikings"))
        self.players_model.modelReset.connect(self._show_projection_column)
        self.tabs.addTab(self.players_view, self.tr("Players"))
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setAccessibleName(self.tr("Game log"))
        # the newest entry stays in view (unless the player scrolled up to read)
        self.log_model.rowsInserted.connect(self._follow_log)
        self.tabs.addTab(self.log_view, self.tr("Log"))
        # what players count by hand: also the wheel hub's tooltip
        self.counts_model = PublicCountsModel(table, self)
        self.counts_view = CountsView(self.counts_model)
        self.tabs.addTab(self.counts_view, self.tr("Still to come"))
        self.wheel.set_counts(self.counts_model)
        self.tabs.currentChanged.connect(
            lambda _: QTimer.singleShot(0, self.log_view.scrollToBottom)
            if self.tabs.currentWidget() is self.log_view else None)
        # the players' table and the log below the turn's panels, in a splitter the player
        # drags to give the log more room (the column itself widens with the main splitter)
        self.column_splitter = QSplitter(Qt.Orientation.Vertical)
        self.column_splitter.setChildrenCollapsible(False)
        top = QWidget()
        top.setLayout(column)
        # On a screen too small for the column, it scrolls like the displays do: it never
        # sets the window's minimum height, and its parts never paint over each other.
        self.table_side = QScrollArea()
        self.table_side.setWidget(top)
        self._column_needs = top.minimumSizeHint().width()   # the column's parts' minimum
        top.installEventFilter(self)         # … followed as phases and languages change it
        self.table_side.setWidgetResizable(True)
        self.table_side.setFrameShape(QFrame.Shape.NoFrame)
        self.table_side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.left_layout = QVBoxLayout(self.left)
        self.left_layout.setContentsMargins(0, 0, 0, 0)
        self.column_splitter.addWidget(self.table_side)
        self.column_splitter.addWidget(self.tabs)
        self.column_splitter.setStretchFactor(0, 1)
        self.column_splitter.setStretchFactor(1, 0)
        self.tabs.setMinimumHeight(100)
        self.left_layout.addWidget(self.column_splitter)
        self.column_splitter.splitterMoved.connect(self._tabs_dragged)
        self._tabs_height: int | None = None              # set by the player's drag

        self.display_grid = DisplayGrid(table, self.players_model, self.turn_model,
                                        lambda: self.settings.compact_displays)
        self.displays_scroll = self.display_grid          # the area the displays scroll in
        self.displays = self.display_grid.grid

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.left)
        self.splitter.addWidget(self.display_grid)
        self.splitter.splitterMoved.connect(self._table_side_dragged)
        self._table_side_width: int | None = None       # set by the player's drag
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
        self.replays = ReplayLauncher(self, self.table, self.settings,   # Game → Replay…
                                      self.show_status)
        self.replay_action = QAction(self.tr("Re&play…"), self)
        self.replay_action.setToolTip(self.tr(
            "Look back at a game move by move, and where it was won"))
        self.replay_action.triggered.connect(self.replays.ask)
        self.game_menu.addAction(self.replay_action)
        self.statistics_action = QAction(self.tr("S&tatistics…"), self)
        self.statistics_action.setToolTip(self.tr(
            "Games, wins, average and best fame per computer level and per player"))
        self.statistics_action.triggered.connect(self.show_statistics)
        self.game_menu.addAction(self.statistics_action)
        # Host a network game…, Join a network game… (ui/network/, docs/network.md)
        self.network = NetworkMenu(self)
        self.network.add_to(self.game_menu)
        # Open/Save/Recent/Undo/Redo and the autosave (game_files.py and its parts, persistence/)
        self.files = GameFiles(self, self.table, self.settings.store)
        self.files.fill_menu(self.game_menu)
        self.game_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Quit"), self)
        # the platform's Quit keys are none on some (Windows, a bare X11): Ctrl+Q everywhere
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        ctrl_q = QKeySequence("Ctrl+Q")
        self.quit_action.setShortcuts(quit_keys + ([] if ctrl_q in quit_keys else [ctrl_q]))
        self.quit_action.triggered.connect(self.quit)
        self.game_menu.addAction(self.quit_action)
        self.addAction(self.quit_action)        # Ctrl+Q wherever the focus is

        view = self.menuBar().addMenu(self.tr("&View"))
        self.wheel_right_action = QAction(self.tr("Wheel on the &right"), self, checkable=True)
        self.wheel_right_action.setChecked(self.settings.wheel_side == RIGHT)
        self.wheel_right_action.toggled.connect(
            lambda on: self.set_wheel_side(RIGHT if on else LEFT))
        view.addAction(self.wheel_right_action)
        self.compact_action = QAction(self.tr("&Compact displays"), self, checkable=True)
        self.compact_action.setToolTip(self.tr(
            "Displays without the row names: larger tiles in the same room"))
        self.compact_action.setChecked(self.settings.compact_displays)
        self.compact_action.toggled.connect(self.set_compact_displays)
        view.addAction(self.compact_action)
        self.projection_action = QAction(self.tr("&If the game ended now"), self, checkable=True)
        self.projection_action.setToolTip(self.tr(
            "A column of the players' table: each player's fame were the final scoring "
            "applied now (hover a display's name for where it comes from)"))
        self.projection_action.setChecked(self.settings.store.value(
            "view/if_game_ended_now", "false") in (True, "true"))
        self.projection_action.toggled.connect(self._show_projection_column)
        view.addAction(self.projection_action)
        self._show_projection_column()
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
        self.learn_action = QAction(self.tr("&Learn to play"), self)
        self.learn_action.setToolTip(self.tr("A guided first game against a gentle computer player"))
        self.learn_action.triggered.connect(lambda: self.lessons.offer())
        help_menu.addAction(self.learn_action)
        self.rules_action = QAction(self.tr("&Rules"), self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        help_menu.addAction(self.rules_action)
        how = QAction(self.tr("&How to play"), self)
        how.triggered.connect(lambda: QMessageBox.information(
            self, self.tr("How to play"), how_to_play_text(
                self.table.session.setup.rules if self.table.session.setup else None)))
        help_menu.addAction(how)
        self.legend_action = QAction(self.tr("&Marks on the table"), self)
        self.legend_action.triggered.connect(self.show_legend)
        help_menu.addAction(self.legend_action)
        self.hint_action = QAction(self.tr("&Hint: what would the computer do?"), self,
                                   shortcut=QKeySequence("Ctrl+H"))
        self.hint_action.triggered.connect(self.ask_hint)
        help_menu.addAction(self.hint_action)
        about = QAction(self.tr("&About Vikings Desktop"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def _connect(self) -> None:
        c = self.table
        c.position_reset.connect(self._rebuild_displays)
        c.position_reset.connect(self._collect_a_game_left)
        c.state_changed.connect(self._follow_current)
        c.refused.connect(lambda text: self.show_status(text, error=True))
        c.message.connect(self.show_status)
        c.hints.ready.connect(self.show_status)
        c.computers.failed.connect(lambda text: self.show_status(text, error=True))
        c.exchange_requested.connect(self.ask_exchange_and_buy)
        c.scoring_done.connect(self.show_scoring)
        c.game_over.connect(self.show_end)
        c.state_changed.connect(lambda: self.results_action.setEnabled(
            c.session.state is not None and c.session.state.is_over()))
        c.action_applied.connect(lambda *_: self.status.clear())
        self.actions_panel.exchange_clicked.connect(self.ask_exchange)

    # --- settings -----------------------------------------------------------------------------
    def set_wheel_side(self, side: str) -> None:
        """A setting: the wheel column left or right of the displays."""
        self.settings.wheel_side = side
        self.splitter.insertWidget(0 if side == LEFT else 1, self.left)
        self.splitter.setStretchFactor(self.splitter.indexOf(self.displays_scroll), 1)
        self.splitter.setStretchFactor(self.splitter.indexOf(self.left), 0)
        self._size_table_side()

    def set_pace(self, ms: int) -> None:
        self.settings.pace_ms = ms
        self.table.computers.pace_ms = ms

    # --- the displays -------------------------------------------------------------------------
    @property
    def panels(self) -> list:
        return self.display_grid.panels

    def _rebuild_displays(self, reset: Reset) -> None:
        setup = self.table.session.setup
        assert setup is not None                # a game just started
        seats = setup.seats
        if reset.same_game or seats == self._display_seats:
            # The same table (an undo, a redo, a reload): the display models refresh on
            # state_changed, so keeping the views makes undo instant.
            self._close_game_dialogs()
            return
        self._display_seats = seats
        self.display_grid.rebuild(len(seats))
        self._size_tabs()
        self._close_game_dialogs()

    def _close_game_dialogs(self) -> None:
        self.curtain.reveal()             # another position: nothing is held back any more
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
            QTimer.singleShot(0, lambda: self.display_grid.scroll_to(seat))

    def toggle_enlarged(self, seat: int) -> None:
        """Show one display alone beside the wheel (again: show all)."""
        self.panels[seat].enlarge_button.toggle()

    def cell_size(self) -> int:
        return self.display_grid.cell_size()

    # --- the wheel's column -------------------------------------------------------------------
    def _table_side_dragged(self, *_args) -> None:
        self._table_side_width = self.left.width()

    def _tabs_dragged(self, *_args) -> None:
        self._tabs_height = self.tabs.height()

    def players_table_height(self) -> int:
        """The tabs' height that shows the players' table whole (header and every row)."""
        view = self.players_view
        rows = max(2, self.players_model.rowCount())
        row_height = max(view.verticalHeader().defaultSectionSize(),
                         view.verticalHeader().sectionSize(0) if self.players_model.rowCount() else 0)
        header = max(view.horizontalHeader().height(), view.horizontalHeader().sizeHint().height())
        return (self.tabs.tabBar().sizeHint().height() + header + rows * row_height
                + 2 * view.frameWidth() + 2 * self.tabs.contentsMargins().top() + 12)

    def _size_tabs(self) -> None:
        """The players' table as tall as its rows (or as the player dragged it); the wheel,
        the hand and the auction above it get the rest."""
        total = self.column_splitter.height() - self.column_splitter.handleWidth()
        if total <= 0:
            return
        tabs = min(self._tabs_height or self.players_table_height(), total // 2)
        sizes = [total - tabs, tabs]
        if self.column_splitter.sizes() != sizes:
            self.column_splitter.setSizes(sizes)

    def _size_table_side(self) -> None:
        """The wheel's column: a share of the window (the wheel is the centre of the table),
        or what the player dragged it to."""
        total = self.splitter.width() - self.splitter.handleWidth()
        if total <= 0:
            return
        width = self._table_side_width or max(
            TABLE_SIDE_MIN, min(TABLE_SIDE_MAX, round(self.width() * TABLE_SIDE_SHARE)))
        # never narrower than its parts need (the German bid buttons are wider): the column
        # scrolls up and down, not sideways, and a part past its edge would be cut off
        bar = self.table_side.verticalScrollBar()
        width = max(width, self._column_needs + (bar.sizeHint().width() if bar.isVisible() else 0))
        width = min(width, total - 300)
        sizes = [width, total - width]
        if self.splitter.indexOf(self.left) == 1:
            sizes.reverse()
        if self.splitter.sizes() != sizes:
            self.splitter.setSizes(sizes)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched is self.table_side.widget():
            width = watched.minimumSizeHint().width()
            if width != self._column_needs:     # another phase's parts, another language
                self._column_needs = width
                self._size_table_side()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._size_table_side()
        self._size_tabs()
        self.display_grid.apply_cell_size()

    def set_colour_blind(self, on: bool) -> None:
        """A setting: art with cues that do not depend on hue (remembered)."""
        self.settings.colour_blind = on
        if colour_blind.set_on(on):
            for panel in self.panels:          # the rows' numbers come and go with it
                panel.board.display_model.headerDataChanged.emit(Qt.Orientation.Vertical, 0, 5)
            self.display_grid.apply_cell_size()
            for widget in [self, *self.findChildren(QWidget)]:
                widget.update()

    def _show_projection_column(self, *_args) -> None:
        on = self.projection_action.isChecked()
        self.settings.store.setValue("view/if_game_ended_now", on)
        self.players_view.setColumnHidden(self.players_model.IF_ENDED_COLUMN, not on)
        self.players_model.show_projection(on)
        # room for it in a narrow column: who plays each seat is then the name's tooltip
        # (and the display header's)
        self.players_view.setColumnHidden(self.players_model.PLAYS_COLUMN, on)
        self.players_view.fit_columns()

    def set_compact_displays(self, on: bool) -> None:
        """A setting: displays without row names, their cells fill the room (remembered)."""
        self.settings.compact_displays = on
        self.display_grid.apply_cell_size()

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
        problem = self.table.hints.problem()
        if problem:
            self.show_status(problem, error=True)
        elif self.table.hints.request():
            self.show_status(self.tr("Thinking about a hint…"))

    def show_legend(self) -> None:
        """Help → Marks on the table: what the hatching, the frames and the rings mean."""
        dialog = LegendDialog(self)
        self._replace_dialog("legend_dialog", dialog)
        dialog.show()

    def show_rules(self) -> None:
        """Help → Rules (F1), at the section of what the player is doing now."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
            self.rules_dialog.learn_requested.connect(self.lessons.offer)
        dialog = self.rules_dialog
        dialog.show()
        dialog.raise_()
        dialog.show_section(dialog.section_for(self.table.session.phase))

    def ask_new_game(self) -> None:
        previous = self.table.session.setup
        if previous is None:        # after a restart: the seats and rules chosen last time
            seats = stored_seats(self.settings.store)
            if seats is not None:
                previous = GameSetup(seats, rules=stored_rules(self.settings.store))
        dialog = NewGameDialog(self, previous)
        if previous is None:
            dialog.rules.set_rules(stored_rules(self.settings.store))
        if self.start_seed is not None and self.table.session.setup is None:
            dialog.seed.setText(str(self.start_seed))
        self._replace_dialog("new_game_dialog", dialog)
        centre_on(dialog, self)
        dialog.accepted.connect(lambda: store_rules(self.settings.store, dialog.rules.rules()))
        dialog.accepted.connect(lambda: store_seats(self.settings.store, dialog.setup().seats))
        dialog.accepted.connect(lambda: self.table.session.new_game(dialog.setup()))
        if FIRST_LESSON not in finished_lessons(self.settings.store):
            # beside New game until the first lesson was played to its end
            learn = dialog.buttons.addButton(self.tr("Learn to play"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
            learn.setObjectName("learn-to-play")
            learn.clicked.connect(dialog.reject)
            learn.clicked.connect(lambda: QTimer.singleShot(0, self.lessons.offer))
        dialog.open()

    def ask_exchange_and_buy(self, space: int, need: int) -> None:
        """R-B4: the group costs more gold than the player has; confirm the fame."""
        dialog = ExchangeDialog(self.turn_model.value(Role.GOLD),
                                self.turn_model.value(Role.FAME), space, self, need=need)
        self._replace_dialog("exchange_dialog", dialog)
        dialog.accepted.connect(lambda: self.table.buy(space, dialog.amount.value()))
        dialog.open()

    def ask_exchange(self) -> None:
        """R-B4 at any time on one's buying turn."""
        dialog = ExchangeDialog(self.turn_model.value(Role.GOLD),
                                self.turn_model.value(Role.FAME), None, self)
        self._replace_dialog("exchange_dialog", dialog)
        dialog.accepted.connect(lambda: self.table.exchange(dialog.amount.value()))
        dialog.open()

    def show_scoring(self, record: ScoringRecord) -> None:
        setup, state = self.table.session.setup, self.table.session.state
        assert setup is not None and state is not None      # a scoring of the game on
        if record.kind == "final" or not any(s.is_human for s in setup.seats):
            return          # the end screen shows the final scoring; nobody reads a bots' game
        dialog = ScoringDialog(record, setup.names, state.players, self)
        self._replace_dialog("scoring_dialog", dialog)
        if record.kind == "large" and state.is_over() and state.scorings[-1].kind == "final":
            self.curtain.hide(state.scorings[-1])
        # computers wait while a human reads the scoring, so the boards stay as scored
        self.table.computers.pause(True)
        dialog.finished.connect(lambda _: self.table.computers.pause(False))
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
        if self._behind_another_window():
            # a game played on from a replay ends while the player reads the replay: the
            # results wait for the game window instead of popping up over the replay
            self._results_waiting = True
            self.show_status(self.tr("The game is over: the results are shown when you "
                                     "come back to this window"))
            QApplication.alert(self)
            return
        self.show_results()

    def _behind_another_window(self) -> bool:
        """Another main window of this app (a replay) is the one the player looks at."""
        active = QApplication.activeWindow()
        return (isinstance(active, QMainWindow) and active is not self
                and active.window() is not self)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if (event.type() == QEvent.Type.ActivationChange and self._results_waiting
                and self.isActiveWindow()):
            self._results_waiting = False
            QTimer.singleShot(0, self.show_results)

    def show_statistics(self) -> None:
        """Game → Statistics: read afresh each time it opens (off the GUI thread)."""
        dialog = StatisticsDialog(self.recorder.records, self)
        self._replace_dialog("statistics_dialog", dialog)
        dialog.show()

    def show_results(self) -> None:
        """Game → Results: the final ranks and breakdown, again at any time after the end."""
        state = self.table.session.state
        if state is None or not state.is_over():
            return
        self.curtain.reveal()
        dialog = EndDialog(state, self)
        self._replace_dialog("end_dialog", dialog)
        dialog.accepted.connect(self.ask_new_game)
        dialog.open()
        self._collection_due = True
        QTimer.singleShot(COLLECT_AFTER_RESULTS_MS, self, self._collect_while_results_are_read)

    def _collect_while_results_are_read(self) -> None:
        """The finished game's objects are collected and its memory given back while the
        results are read: the full collection's pause is not seen while nothing moves
        (not during the last move's flight), and never while a game is played."""
        state = self.table.session.state
        if not self._collection_due or state is None or not state.is_over():
            return                      # an undo goes on playing: the collection waits
        if self.move_animator.is_flying():
            QTimer.singleShot(FLIGHT_MS, self, self._collect_while_results_are_read)
            return
        self._collection_due = False
        collect_everything()

    def _collect_a_game_left(self, reset: Reset) -> None:
        """A finished game left for another before its collection came (a new game at
        once, another file): collected now, while the new table is set out."""
        if self._collection_due and not reset.same_game:
            self._collection_due = False
            collect_everything()

    @staticmethod
    def about_text() -> str:
        return QCoreApplication.translate(
            "MainWindow", "<h3>Vikings Desktop %1</h3><p>Michael Kiesling's board game "
            "<i>Vikings</i> for the desktop: 2–4 players, humans and computer players.</p>"
        ).replace("%1", __version__)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Vikings Desktop"), self.about_text())

    def quit(self) -> None:
        """Game → Quit (Ctrl+Q): asks to save moves not saved yet, then closes."""
        if self.files.saves.confirm_leaving():
            self._confirmed_close = True
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        # the window's close button asks too; a close by the program (Quit asked already,
        # a session ending) does not, and nothing is lost either way: the autosave keeps it
        if (event.spontaneous() and not self._confirmed_close
                and not self.files.saves.confirm_leaving()):
            event.ignore()
            return
        self.settings.geometry = self.saveGeometry()
        self.table.shutdown()
        self.network.close_all()
        self.replays.close_all()
        self.files.close()
        super().closeEvent(event)
