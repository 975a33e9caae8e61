"""The lessons' tests: the real window at 1024×700 (the smallest the game fits), in English
or German, and a player who plays each step by mouse or by keyboard only."""

from __future__ import annotations

import time

import pytest
from keyboard_walk import walk_to
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from vikings_desktop import i18n
from vikings_desktop.engine import Phase, fame_to_pay
from vikings_desktop.ui.models.advanced_models import VIKING_ROLE
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.session.game_table import START, TILE

HUMAN = 0                       # the lessons seat the player first


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    installed = i18n.install_translators(qapp, request.param) if request.param == "de" else []
    if request.param == "en":
        QLocale.setDefault(QLocale(QLocale.English))
    yield request.param
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.English))


def make_window(qtbot, tmp_path, name="settings.ini"):
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings
    store = QSettings(str(tmp_path / name), QSettings.IniFormat)
    w = MainWindow(GameTable(pace_ms=0), Settings(store))
    w.table.computers.pace_ms = 0          # the settings' pace: no waits in a whole game
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    w = make_window(qtbot, tmp_path)
    yield w
    w.lessons.leave()
    w.close()


class Player:
    """Plays the step's move (or a wrong one) with the mouse or with the keyboard only."""

    def __init__(self, qtbot, window, keyboard: bool):
        self.qtbot, self.window, self.keyboard = qtbot, window, keyboard

    @property
    def table(self):
        return self.window.table

    def wait_for_my_turn(self) -> None:
        self.qtbot.waitUntil(lambda: self.table.session.state.current == HUMAN, timeout=30000)

    def key(self, key, widget=None) -> None:
        widget = widget or QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        QTest.keyClick(widget, key)

    # --- the guide's own buttons ------------------------------------------------------------
    def press(self, button) -> None:
        assert button.isVisible(), button.text()
        if self.keyboard:
            # a window that just closed gives the focus back a moment later
            self.qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=2000)
            self.key(Qt.Key_Space, button)
        else:
            self.qtbot.mouseClick(button, Qt.LeftButton)

    # --- moves ------------------------------------------------------------------------------
    def buy(self, space: int) -> None:
        wheel = self.window.wheel
        if self.keyboard:
            assert QApplication.focusWidget() is wheel
            for _ in range(13):
                if wheel.hovered_space() == space:
                    break
                self.key(Qt.Key_Right, wheel)
            assert wheel.hovered_space() == space
            self.key(Qt.Key_Return, wheel)
        else:
            self.qtbot.mouseClick(wheel, Qt.LeftButton, pos=wheel.space_center(space))

    def board(self):
        return self.window.panels[HUMAN].board

    def walk_to(self, target) -> None:
        board = self.board()
        if board.keyboard_cell() is None:
            self.key(Qt.Key_Down, board)
        walk_to(board, target)

    def place(self, item: str, row: int, col: int) -> None:
        """Put the held ``item`` (tile or start tile) on the cell."""
        board, hand = self.board(), self.window.actions_panel.hand
        if self.keyboard:
            assert QApplication.focusWidget() is board
            if self.table.held_item() != item:
                self.key(Qt.Key_T, board)
            assert self.table.held_item() == item
            self.walk_to((row, col))
            self.key(Qt.Key_Return, board)
        else:                        # drag from the hand: press, move, release on the cell
            target = board.cell_center(row, col)
            QTest.mousePress(hand, Qt.LeftButton, Qt.NoModifier, hand.item_center(item))
            QTest.mouseMove(board.viewport(), target)
            QTest.mouseRelease(board.viewport(), Qt.LeftButton, Qt.NoModifier, target)

    def bid(self, amount: int) -> None:
        panel = self.window.advanced_panel
        if self.keyboard:
            assert QApplication.focusWidget() is panel.bid_box
            while panel.bid_box.value() < amount:
                self.key(Qt.Key_Up, panel.bid_box)
            self.key(Qt.Key_Tab, panel.bid_box)
            assert QApplication.focusWidget() is panel.bid_button
            self.key(Qt.Key_Space, panel.bid_button)
        else:
            panel.bid_box.setFocus()
            panel.bid_box.selectAll()
            QTest.keyClicks(panel.bid_box, str(amount))
            self.qtbot.mouseClick(panel.bid_button, Qt.LeftButton)

    def drawn_row(self, viking: int | None = None, other: bool = False) -> int:
        """The drawn view's row of ``viking`` (the first row when any will do), or with
        ``other`` the first row of another colour."""
        view = self.window.advanced_panel.drawn_view
        rows = view.rows()
        if viking is None:
            return rows[0]
        of = {row: view.model.data(view.model.index(row), VIKING_ROLE) for row in rows}
        return next(row for row in rows if (of[row] == viking) != other)

    def choose_drawn(self, row: int) -> None:
        view = self.window.advanced_panel.drawn_view
        if self.keyboard:
            assert QApplication.focusWidget() is view
            for _ in range(14):
                if view._hover == row:
                    break
                self.key(Qt.Key_Right, view)
            self.key(Qt.Key_Return, view)
        else:
            self.qtbot.mouseClick(view, Qt.LeftButton, pos=view.item_center(row))

    def play(self, expected) -> None:
        """The move ``expected`` (a step's ExpectedMove) as a player makes it."""
        kind, fields = expected.kind, expected.fields
        if kind == "buy":
            self.wait_for_my_turn()
            self.buy(fields["space"])
        elif kind == "place_tile":
            cells = self.table.highlights(HUMAN)
            if "col" in fields:
                cell = (fields["row"], fields["col"])
            else:
                cell = sorted(c for c in cells if c[0] == fields["row"])[0]
            self.place(TILE, *cell)
        elif kind == "place_start":
            if self.table.held_item() == TILE and not self.keyboard:
                hand = self.window.actions_panel.hand
                self.qtbot.mouseClick(hand, Qt.LeftButton, pos=hand.item_center(START))
            cells = sorted(self.table.highlights(HUMAN))
            row = fields.get("row", cells[0][0])
            self.place(START, row, 1)
        elif kind == "bid":
            self.bid(fields["amount"])
        elif kind in ("remove_viking", "draft_colour"):
            self.wait_for_my_turn()
            self.choose_drawn(self.drawn_row(fields.get("viking")))
        else:
            raise AssertionError(f"no gesture for {kind}")

    def prepare_wrong(self, step) -> None:
        """In free play the wrong move is a tile on a cell it may not go to: first a
        purchase (the wheel's groups are all allowed at times)."""
        if step.waits is not None and step.waits.free_play:
            self.wait_for_my_turn()
            if self.table.session.state.phase is Phase.BUY:
                self.buy_any()
                self.qtbot.waitUntil(lambda: self.table.held_item() is not None, timeout=5000)

    def play_wrong(self, step) -> None:
        """A move this step does not ask for, by mouse: another group, a cell the rules
        refuse, passing when the start player must bid, a move while the step is read."""
        table, expected = self.table, step.waits
        state = table.session.state
        if expected is not None and expected.kind in ("remove_viking", "draft_colour") \
                and "viking" in expected.fields:   # another of the drawn Vikings
            self.wait_for_my_turn()
            self.choose_drawn(self.drawn_row(expected.fields["viking"], other=True))
        elif expected is None or expected.kind in ("remove_viking", "draft_colour"):
            panel, wheel = self.window.advanced_panel, self.window.wheel
            # a group on the wheel: bought out of turn (the rules refuse it before the
            # buying phase), or another allowed move while the step is read
            spaces = [s for s in range(12) if wheel.model.data(wheel.model.index(s), Role.TILE)]
            groups = [s for s in range(1, 12) if state.wheel[s]]
            if state.phase.value == "buy" and groups:
                spaces = groups[:1]
            if spaces and (state.phase.value == "buy"
                           or expected is not None or not panel.bid_button.isVisible()):
                self.qtbot.mouseClick(wheel, Qt.LeftButton, pos=wheel.space_center(spaces[-1]))
            else:                    # the auction: a bid while the step is read
                assert panel.bid_button.isVisible(), f"no wrong move at {step.id}"
                self.qtbot.mouseClick(panel.bid_button, Qt.LeftButton)
        elif expected.kind == "buy":
            self.wait_for_my_turn()
            space = next(s for s in range(1, 12) if table.session.state.wheel[s]
                         and s != expected.fields["space"] and table.buy_reason(s) is None)
            self.buy(space)
        elif expected.kind in ("place_tile", "place_start") or expected.free_play:
            free = [(r, c) for r in range(6) for c in range(1, 4)
                    if (r, c) not in table.highlights(HUMAN)]
            board = self.board()
            self.qtbot.mouseClick(board.viewport(), Qt.LeftButton, pos=board.cell_center(*free[0]))
        elif expected.kind == "bid":     # passing is refused (its button is off): bid another
            assert not self.window.advanced_panel.pass_button.isEnabled()
            self.bid(expected.fields["amount"] + 1)
        else:
            raise AssertionError(f"no wrong move for {expected.kind}")




def visible_dialog(window, name):
    dialog = getattr(window, name, None)
    return dialog if dialog is not None and dialog.isVisible() else None


class FreePlayer(Player):
    """Plays on as a newcomer does while a step lets the game run: any group it can pay
    in gold, its tiles on the first highlighted cell, the Boatsmen's Done (or the first
    use when Done is not allowed), and Continue / Close on the scoring and end windows."""

    def close_dialogs(self) -> bool:
        scoring = visible_dialog(self.window, "scoring_dialog")
        if scoring is not None:
            button = next(b for b in scoring.findChildren(QPushButton) if b.isVisible())
            if self.keyboard:
                QTest.keyClick(scoring.focusWidget() or scoring, Qt.Key_Return)
            else:
                self.qtbot.mouseClick(button, Qt.LeftButton)
            self.qtbot.waitUntil(lambda: not scoring.isVisible(), timeout=3000)
            return True
        end = visible_dialog(self.window, "end_dialog")
        if end is not None:
            if self.keyboard:
                QTest.keyClick(end.focusWidget() or end, Qt.Key_Escape)
            else:
                close = next(b for b in end.findChildren(QPushButton)
                             if b is not end.new_game_button and b.isVisible())
                self.qtbot.mouseClick(close, Qt.LeftButton)
            self.qtbot.waitUntil(lambda: not end.isVisible(), timeout=3000)
            return True
        return False

    def buy_any(self) -> None:
        state = self.table.session.state
        space = next(s for s in [*range(1, 12), 0] if state.wheel[s]
                     and state.buy_problem(state.current, s) is None
                     and not fame_to_pay(state, s))
        if self.keyboard:
            self.qtbot.waitUntil(lambda: QApplication.focusWidget() is self.window.wheel,
                                 timeout=3000)
        self.buy(space)

    def place_any(self) -> None:
        item = self.table.held_item()
        cells = sorted(self.table.highlights(HUMAN))
        if item is None or not cells:
            return                     # a tile that fits nowhere goes by itself
        if self.keyboard:
            self.qtbot.waitUntil(lambda: QApplication.focusWidget() is self.board(),
                                 timeout=3000)
        self.place(item, *cells[0])

    def boatsmen(self) -> None:
        grid = self.window.actions_panel.boatsman_buttons
        self.qtbot.waitUntil(lambda: grid.count() > 0, timeout=3000)
        buttons = [grid.itemAt(i).widget() for i in range(grid.count())]
        done = [b for b in buttons if b.objectName() == "boatsman-done"]
        button = (done or buttons)[0]
        if self.keyboard:
            self.qtbot.waitUntil(lambda: QApplication.focusWidget() in buttons, timeout=3000)
            for _ in range(len(buttons)):
                if QApplication.focusWidget() is button:
                    break
                self.key(Qt.Key_Tab)
            self.press(button)
        else:
            self.qtbot.mouseClick(button, Qt.LeftButton)

    def ferry(self) -> None:
        cell = sorted(self.table.highlights(HUMAN))[0]
        board = self.board()
        if self.keyboard:
            self.qtbot.waitUntil(lambda: QApplication.focusWidget() is board, timeout=3000)
            self.walk_to(cell)
            self.key(Qt.Key_Return, board)
        else:
            self.qtbot.mouseClick(board.viewport(), Qt.LeftButton, pos=board.cell_center(*cell))

    def play_on(self, done, timeout_s: float = 240) -> None:
        """Plays the game on until ``done()``."""
        deadline = time.monotonic() + timeout_s
        while not done():
            assert time.monotonic() < deadline, "the game did not get there in time"
            if self.close_dialogs():
                continue
            session = self.table.session
            state = session.state
            if state.is_over() or state.current != HUMAN or not session.human_to_act():
                self.qtbot.wait(2)
                continue
            moves = session.move_count
            phase = state.phase
            if phase is Phase.BUY:
                self.buy_any()
            elif phase is Phase.PLACE:
                self.place_any()
            elif phase is Phase.BOATSMAN:
                self.boatsmen()
            elif phase is Phase.BOATSMAN_MOVE:
                self.ferry()
            else:
                raise AssertionError(f"no free play for {phase}")
            self.qtbot.waitUntil(lambda m=moves, s=session: s.move_count != m or done(),
                                 timeout=5000)


def wait_for_step(qtbot, guide, number: int, player: FreePlayer | None = None) -> None:
    """Until the guide shows step ``number`` itself (not "the computer is playing"); the
    ``player`` reads and closes a scoring's window meanwhile."""
    def shown() -> bool:
        return guide.index == number and guide.balloon.isVisible() \
            and guide.computer_to_move() is None
    deadline = time.monotonic() + 30
    while True:
        assert time.monotonic() < deadline, f"step {number} did not come"
        if player is not None and player.close_dialogs():
            continue               # a scoring read first: the computer waits till then
        if shown():
            return
        qtbot.wait(5)
