"""Keyboard-only play: arrows and Enter on the wheel buy a group, arrows and
Enter on the display place it, T takes the start tile, Esc leaves the display; every
control has an accessible name."""

from __future__ import annotations

from keyboard_walk import walk_to
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QWidget,
)

from vikings_desktop.engine import Phase
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat


def hot_seat(window, seed=5):
    seats = (Seat("Astrid", HUMAN, None, "crimson"), Seat("Bjorn", HUMAN, None, "forest"))
    window.table.session.new_game(GameSetup(seats, seed=seed))


def buy_by_keyboard(qtbot, window) -> None:
    table = window.table
    state = table.session.state
    wheel = window.wheel
    wheel.setFocus()
    for _ in range(13):
        qtbot.keyClick(wheel, Qt.Key_Right)
        space = wheel.hovered_space()
        if state.buy_problem(state.current, space) is None and space <= state.players[state.current].gold:
            break
    qtbot.keyClick(wheel, Qt.Key_Return)
    assert state.phase is Phase.PLACE


def place_by_keyboard(qtbot, window) -> None:
    table = window.table
    seat = table.session.state.current
    board = window.panels[seat].board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Down)               # the cursor starts on a highlighted cell
    before = len(table.session.actions)
    qtbot.keyClick(board, Qt.Key_Up)                  # ... and moves with the arrows
    qtbot.keyClick(board, Qt.Key_Down)
    target = sorted(table.highlights(seat))[0]
    walk_to(board, target)                     # the first highlighted cell
    qtbot.keyClick(board, Qt.Key_Return)
    assert len(table.session.actions) == before + 1


def test_a_purchase_and_its_placements_by_keyboard_only(qtbot, window):
    hot_seat(window)
    table = window.table
    buy_by_keyboard(qtbot, window)
    seat = table.session.state.current
    if table.held_item() != "start":
        qtbot.keyClick(window.panels[seat].board, Qt.Key_T)     # T: the start tile
    assert table.held_item() == "start"
    place_by_keyboard(qtbot, window)                              # the start tile
    while table.session.state.phase is Phase.PLACE and table.session.state.current == seat:
        place_by_keyboard(qtbot, window)                          # the bought tile
    assert table.session.state.current != seat or table.session.state.phase is Phase.BUY


def test_arrows_walk_the_wheel_over_its_groups_and_escape_leaves_a_display(qtbot, window):
    hot_seat(window)
    wheel = window.wheel
    wheel.setFocus()
    seen = set()
    for _ in range(12):
        qtbot.keyClick(wheel, Qt.Key_Right)
        seen.add(wheel.hovered_space())
    assert seen == {p for p in range(12) if window.table.session.state.wheel[p]}
    board = window.panels[0].board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Right)
    assert board.keyboard_cell() is not None
    qtbot.keyClick(board, Qt.Key_Escape)
    assert board.keyboard_cell() is None and not board.hasFocus()


def test_every_control_has_an_accessible_name(qtbot, window):
    hot_seat(window)
    window.ask_new_game()
    dialogs = [window, window.new_game_dialog]
    unnamed = []
    for top in dialogs:
        for widget in [top, *top.findChildren(QWidget)]:
            interactive = isinstance(widget, QAbstractButton | QComboBox | QLineEdit
                                     | QAbstractSpinBox | QAbstractItemView) or (
                widget.focusPolicy() & Qt.TabFocus and type(widget).__module__.startswith(
                    "vikings_desktop"))
            if not interactive or not widget.isVisibleTo(top) or isinstance(widget, QHeaderView) \
                    or widget.objectName().startswith("qt_"):      # Qt's own inner parts
                continue
            text = widget.text() if isinstance(widget, QAbstractButton) else ""
            if not (widget.accessibleName() or text.strip()):
                unnamed.append(f"{type(widget).__name__} {widget.objectName()}")
    assert unnamed == [], "\n".join(unnamed)
