"""The table fits every screen: at 1024×700, 1366×768 and 1920×1080, with 2–4
players, base and advanced, at the moments that need the most room — every visible widget
inside the window, no two visible siblings over each other, no banner, header, players'
table or button text cut, and a window that never asks for more than 1024×700."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QMenu,
    QWidget,
)

from vikings_desktop.engine import ADVANCED, BASE, Deal, GameState, Phase
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.ui.views.display_grid import MIN_CELL

NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif")
COLOURS = ("crimson", "royal blue", "forest", "amber")
SIZES = [(1024, 700), (1366, 768), (1920, 1080)]

MOMENTS = {
    "first purchase": lambda s: s.phase is Phase.PLACE and not s.players[s.current].start_placed,
    "auction": lambda s: s.phase is Phase.AUCTION and s.round > 1,
    "draft": lambda s: s.phase is Phase.DRAFT,
    "special tile": lambda s: s.phase is Phase.SPECIAL,
    "boatsman": lambda s: s.phase is Phase.BOATSMAN,
    "round 6": lambda s: s.round == 6 and s.phase is Phase.BUY,
}
ADVANCED_ONLY = {"auction", "draft", "special tile"}


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow(GameTable(pace_ms=0),
                   Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def reach(players: int, rules, moment: str, seed: int = 5) -> tuple[GameSetup, Deal, list]:
    """A hot-seat game played at random to the first position of ``moment``."""
    for attempt in range(seed, seed + 40):
        deal = Deal.shuffled(players, attempt, None, rules.special_tiles)
        state = GameState.from_deal(list(NAMES[:players]), deal, rules)
        rng = random.Random(attempt)
        actions = []
        while not state.is_over() and not MOMENTS[moment](state):
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
        if not state.is_over():
            seats = tuple(Seat(NAMES[i], HUMAN, None, COLOURS[i]) for i in range(players))
            return GameSetup(seats, seed=attempt, rules=rules), deal, actions
    raise AssertionError(f"no game reached {moment}")


def visible_widgets(top: QWidget) -> list[QWidget]:
    return [w for w in top.findChildren(QWidget)
            if w.isVisible() and not w.isWindow() and not isinstance(w, QMenu)]


def inside_a_scroll_area(widget: QWidget, but: QWidget) -> bool:
    """Scrolled content may reach past its viewport: the viewport clips it (``but``: a
    scroll area that must not scroll, whose content is checked as if it were not in one)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent is not but \
                and widget is not parent.viewport() and parent.viewport().isAncestorOf(widget):
            return True
        parent = parent.parentWidget()
    return False


def text_cut(widget: QWidget) -> str | None:
    """Why a button's or label's text does not show whole (None: it does)."""
    if isinstance(widget, QAbstractButton) and widget.text():
        needed = QFontMetrics(widget.font()).horizontalAdvance(widget.text().replace("&", ""))
        if needed + 8 > widget.width():
            return f"button {widget.text()!r} needs {needed}px, has {widget.width()}"
    if isinstance(widget, QLabel) and widget.text() and widget.wordWrap():
        if widget.heightForWidth(widget.width()) > widget.height() + 1:
            return f"label {widget.text()[:40]!r} needs {widget.heightForWidth(widget.width())}px high, has {widget.height()}"
    return None


def layout_problems(window) -> list[str]:
    problems = []
    frame = window.rect()
    if window.table_side.verticalScrollBar().maximum() > 0:
        problems.append("the wheel's column scrolls")
    for widget in visible_widgets(window):
        if inside_a_scroll_area(widget, window.table_side):
            continue
        rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        if not frame.contains(rect):
            problems.append(f"{type(widget).__name__} {widget.objectName()} outside: {rect}")
        siblings = [w for w in widget.children() if isinstance(w, QWidget)
                    and w.isVisible() and not w.isWindow()]
        for i, one in enumerate(siblings):
            for other in siblings[i + 1:]:
                if one.geometry().intersects(other.geometry()):
                    problems.append(f"{type(one).__name__} over {type(other).__name__} in "
                                    f"{type(widget).__name__}")
        cut = text_cut(widget)
        if cut:
            problems.append(cut)
    # the wheel's column scrolls up and down, never sideways: nothing in it reaches past
    # its right edge (where it would be cut off)
    column = window.table_side.viewport()
    for widget in visible_widgets(window.table_side.widget()):
        rect = QRect(widget.mapTo(column, widget.rect().topLeft()), widget.size())
        if rect.right() > column.width():
            problems.append(f"{type(widget).__name__} {widget.objectName()} cut off at the "
                            f"column's edge: {rect}")
    for panel in window.panels:
        if not panel.title_fits():
            problems.append(f"display header {panel.title.text()[:50]!r} cut")
    # the players' table: every cell's text fits its column
    view, model = window.players_view, window.players_model
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            text = str(model.index(row, column).data() or "")
            needed = QFontMetrics(view.font()).horizontalAdvance(text) + 8
            if needed > view.columnWidth(column) and column < model.columnCount() - 1:
                problems.append(f"players' table {text!r} cut")
    # the banner shows every line it has
    banner = window.banner
    if banner.heightForWidth(banner.width()) > banner.height() + 1:
        problems.append("the banner is cut")
    return problems


def minimum_size_fits(window) -> bool:
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    return hint.width() <= 1024 and hint.height() <= 700


@pytest.mark.slow
@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_fits_at_every_moment(qtbot, window, size, players, rules):
    window.resize(*size)
    for moment in MOMENTS:
        if moment in ADVANCED_ONLY and rules.is_base:
            continue
        setup, deal, actions = reach(players, rules, moment)
        window.table.session.load(setup, actions, deal)
        qtbot.wait(30)
        assert (window.width(), window.height()) == size
        problems = layout_problems(window)
        assert not problems, f"{moment}: {problems}"
        assert minimum_size_fits(window), f"{moment}: minimum {window.minimumSizeHint()}"


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_the_table_fits_the_smallest_window_in_german_too(qtbot, german, window, rules):
    """German words are longer: the bid buttons, the special tiles' caption and the fame
    exchange button must still show whole at 1024x700."""
    window.resize(1024, 700)
    for moment in MOMENTS:
        if moment in ADVANCED_ONLY and rules.is_base:
            continue
        setup, deal, actions = reach(4, rules, moment)
        window.table.session.load(setup, actions, deal)
        qtbot.wait(30)
        problems = layout_problems(window)
        assert not problems, f"{moment}: {problems}"
        assert minimum_size_fits(window), f"{moment}: minimum {window.minimumSizeHint()}"


@pytest.mark.slow
@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_four_players_at_1366_by_768_show_every_tile_and_a_free_column(qtbot, window, rules):
    """Whole games: after every placement each display shows its rightmost tile and one
    free column, without a scroll bar."""
    window.resize(1366, 768)
    setup, deal, _ = reach(4, rules, "first purchase")
    state = setup.new_state() if setup.deal else GameState.from_deal(list(NAMES), deal, rules)
    rng = random.Random(setup.seed)
    actions = []
    checked = 0
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
        if type(action).__name__ not in ("PlaceTile", "PlaceStart", "MoveViking", "FerryViking"):
            continue
        if checked % 3 == 0 or state.round == 6:       # every third placement, all of round 6
            window.table.session.load(setup, actions, deal)
            qtbot.wait(5)
            for seat, panel in enumerate(window.panels):
                board = panel.board
                width = state.players[seat].width()
                assert board.horizontalScrollBar().maximum() == 0
                assert board.viewport().rect().contains(board.cell_rect(5, width + 1)), \
                    (seat, width, board.cell)
                assert board.cell >= MIN_CELL
        checked += 1
    assert checked > 70                                 # every purchase of the game


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_the_wheel_s_groups_are_at_least_40_px_at_1366_by_768_in_every_layout(qtbot, window, rules):
    """The wheel is the centre of the table: left or right, compact
    displays or not, 2 to 4 players, at every moment."""
    window.resize(1366, 768)
    for players in (2, 3, 4):
        for moment in MOMENTS:
            if moment in ADVANCED_ONLY and rules.is_base:
                continue
            setup, deal, actions = reach(players, rules, moment)
            window.table.session.load(setup, actions, deal)
            for right in (False, True):
                window.wheel_right_action.setChecked(right)
                for compact in (False, True):
                    window.compact_action.setChecked(compact)
                    qtbot.wait(5)
                    assert window.wheel.group_tile_side() >= 40, (players, moment, right, compact)
    window.wheel_right_action.setChecked(False)
    window.compact_action.setChecked(False)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_players_table_never_scrolls_sideways_with_computers_at_1024_by_700(
        qtbot, qapp, window, language):
    """Who plays each seat ("Computer, Kurzsichtig") is the widest cell: at 1024×700 the
    table shows every column without a horizontal scroll bar, each text whole or in its
    short form (the level alone), whole in the cell's tooltip."""
    from PySide6.QtCore import QLocale, Qt

    from vikings_desktop import i18n
    from vikings_desktop.game_setup import COMPUTER
    from vikings_desktop.ui.models.roles import Role

    installed = i18n.install_translators(qapp, language) if language == "de" else []
    try:
        window.resize(1024, 700)
        levels = ("greedy", "hard", "random")
        seats = (Seat(NAMES[0], HUMAN, None, COLOURS[0]),
                 *(Seat(NAMES[i], COMPUTER, levels[i - 1], COLOURS[i]) for i in range(1, 4)))
        window.table.session.load(GameSetup(seats, seed=3, rules=ADVANCED), [],
                                  Deal.shuffled(4, 3, None, ADVANCED.special_tiles))
        qtbot.wait(30)
        view, model = window.players_view, window.players_model
        header = view.horizontalHeader()
        shown = [c for c in range(model.columnCount()) if not view.isColumnHidden(c)]
        assert sum(header.sectionSize(c) for c in shown) <= view.viewport().width()
        assert view.horizontalScrollBar().maximum() == 0
        metrics = QFontMetrics(view.font())
        for row in range(model.rowCount()):
            for column in shown:
                index = model.index(row, column)
                text = str(index.data() or "")
                if metrics.horizontalAdvance(text) + 8 > view.columnWidth(column):
                    assert text in str(index.data(Qt.ItemDataRole.ToolTipRole) or ""), text
                    short = str(index.data(Role.PLAYS_SHORT) or "")
                    assert short and metrics.horizontalAdvance(short) + 8 <= view.columnWidth(column), text
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.English))
