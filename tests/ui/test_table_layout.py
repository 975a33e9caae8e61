"""The table as a player sees it: every opponent's display in view at
1366×768, cells that grow with the window, Enlarge that says what it does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.ui.views.display_grid import MIN_CELL

NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif")
COLOURS = ("crimson", "royal blue", "forest", "amber")



def start(window, players: int) -> None:
    seats = tuple(Seat(NAMES[i], HUMAN, None, COLOURS[i]) for i in range(players))
    window.table.session.new_game(GameSetup(seats, seed=5))


def rows_in_view(window, seat: int) -> bool:
    """All six rows of ``seat``'s display lie inside the displays' scroll viewport."""
    board = window.panels[seat].board
    viewport = window.displays_scroll.viewport()
    for row in range(6):
        rect = board.cell_rect(row, 1)
        top_left = board.viewport().mapTo(viewport, rect.topLeft())
        bottom_right = board.viewport().mapTo(viewport, rect.bottomRight())
        if not viewport.rect().contains(QRect(top_left, bottom_right)):
            return False
    return True


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_display_shows_its_six_rows_at_1366_by_768(qtbot, window, players):
    start(window, players)
    qtbot.wait(50)
    assert all(rows_in_view(window, seat) for seat in range(players))
    assert window.displays_scroll.verticalScrollBar().maximum() == 0   # nothing below the fold
    assert window.panels[0].board.cell >= 40                        # and not tiny


def test_cells_grow_with_the_window_and_shrink_with_it(qtbot, window):
    start(window, 4)
    qtbot.wait(20)
    at_default = window.panels[0].board.cell
    window.resize(1600, 1000)
    qtbot.wait(50)
    assert window.panels[0].board.cell > at_default
    window.resize(1024, 600)
    qtbot.wait(50)
    assert MIN_CELL <= window.panels[0].board.cell < at_default
    assert all(rows_in_view(window, seat) for seat in range(4))


def test_the_display_is_sea_and_islands_without_grid_lines_or_numbered_columns(window):
    start(window, 3)
    board = window.panels[0].board
    assert not board.showGrid() and board.horizontalHeader().isHidden()


def test_enlarge_says_show_all_while_enlarged(qtbot, window):
    start(window, 4)
    button = window.panels[2].enlarge_button
    qtbot.mouseClick(button, Qt.LeftButton)
    assert button.text() == "Show all" and not window.panels[0].isVisible()
    qtbot.wait(20)
    origin = window.panels[2].mapTo(window.displays, window.panels[2].rect().topLeft())
    assert origin.x() < 20 and origin.y() < 20          # from the top left, not a corner
    assert window.panels[2].board.cell > window.panels[0].board.cell
    qtbot.mouseClick(button, Qt.LeftButton)
    assert button.text() == "Enlarge" and all(p.isVisible() for p in window.panels)
    qtbot.wait(20)
    assert len({p.board.cell for p in window.panels}) == 1


# --- the round-6 scoring and the final screen ------------------------------
def load_last_action(window, players: int = 4, seed: int = 2):
    """A hot-seat game loaded one action before its end; returns that last action."""
    import random

    from vikings_desktop.engine import Deal, GameState
    names = list(NAMES[:players])
    deal = Deal.shuffled(players, seed)
    state = GameState.from_deal(names, deal)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        before = state.clone()
        state.apply(action)
        if state.is_over():
            state = before
            break
        actions.append(action)
    seats = tuple(Seat(NAMES[i], HUMAN, None, COLOURS[i]) for i in range(players))
    window.table.session.load(GameSetup(seats, seed=seed), actions, deal)
    return action


def test_round_six_large_scoring_is_shown_before_the_final_screen(qtbot, window):
    last = load_last_action(window)
    assert window.table.session.apply(last) is None
    dialog = window.scoring_dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.record.round, dialog.record.kind) == (6, "large")
    assert window.end_dialog is None or not window.end_dialog.isVisible()
    dialog.accept()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())


def test_the_final_screen_shows_every_rank_and_the_whole_breakdown_and_reopens(qtbot, window):
    last = load_last_action(window)
    window.table.session.apply(last)
    window.scoring_dialog.accept()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    end = window.end_dialog
    ranks = end.ranks
    assert ranks.viewport().height() >= sum(ranks.rowHeight(r) for r in range(4))
    table = end.breakdown
    assert table.viewport().height() >= sum(table.rowHeight(r)
                                            for r in range(table.model().rowCount())) - 1
    assert end.height() <= 768
    end.reject()
    assert window.results_action.isEnabled()
    window.results_action.trigger()
    assert window.end_dialog is not end and window.end_dialog.isVisible()


# --- computer moves you can follow (animations) ----------------------------------------------
def test_a_computer_placement_flies_from_the_wheel_and_a_click_skips_it(qtbot, window):
    from vikings_desktop.engine import PlaceTile
    from vikings_desktop.game_setup import COMPUTER
    window.set_pace(400)
    seats = (Seat("Astrid", COMPUTER, "random", "crimson"), Seat("Bjorn", COMPUTER, "random", "forest"))
    placed = []
    window.table.action_applied.connect(
        lambda seat, action: placed.append(action) if isinstance(action, PlaceTile) else None)
    window.table.session.new_game(GameSetup(seats, seed=9))
    qtbot.waitUntil(lambda: bool(placed), timeout=10000)
    assert window.move_animator.is_flying()
    qtbot.mouseClick(window.wheel, Qt.LeftButton)          # skip
    assert not window.move_animator.is_flying()
    window.table.computers.pause(True)


def test_at_pace_zero_nothing_flies(qtbot, window):
    from vikings_desktop.engine import PlaceTile
    from vikings_desktop.game_setup import COMPUTER
    window.set_pace(0)
    seats = (Seat("Astrid", COMPUTER, "random", "crimson"), Seat("Bjorn", COMPUTER, "random", "forest"))
    flew = []
    window.table.action_applied.connect(
        lambda seat, action: flew.append(window.move_animator.is_flying())
        if isinstance(action, PlaceTile) else None)
    window.table.session.new_game(GameSetup(seats, seed=9))
    qtbot.waitUntil(lambda: len(flew) >= 3, timeout=10000)
    window.table.computers.pause(True)
    assert not any(flew) and not window.move_animator.is_flying()


def test_a_flight_paints_its_group_at_one_size_so_the_art_cache_stays_small(qtbot, window):
    from vikings_desktop.engine import PlaceTile
    from vikings_desktop.game_setup import COMPUTER
    from vikings_desktop.ui.art import painting
    window.set_pace(600)
    seats = (Seat("Astrid", COMPUTER, "random", "crimson"), Seat("Bjorn", COMPUTER, "random", "forest"))
    placed = []
    window.table.action_applied.connect(
        lambda seat, action: placed.append(action) if isinstance(action, PlaceTile) else None)
    window.table.session.new_game(GameSetup(seats, seed=9))
    qtbot.waitUntil(lambda: bool(placed), timeout=10000)
    window.table.computers.pause(True)
    animator = window.move_animator
    assert animator.is_flying()
    animation = animator._animation
    images = len(painting._IMAGES._images)
    for ms in range(30, 450, 30):                  # fourteen frames of the flight
        animation.setCurrentTime(ms)
        animator.repaint()
    assert len(painting._IMAGES._images) - images <= 2   # the tile and its Viking, once each


def test_the_advanced_game_at_the_auction_fits_1366_by_768(qtbot, window):
    from vikings_desktop.engine import ADVANCED
    seats = tuple(Seat(NAMES[i], HUMAN, None, COLOURS[i]) for i in range(4))
    window.table.session.new_game(GameSetup(seats, seed=5, rules=ADVANCED))
    qtbot.wait(50)
    assert window.height() <= 768 and window.advanced_panel.bid_widgets.isVisible()
    assert all(rows_in_view(window, seat) for seat in range(4))
    assert window.displays_scroll.verticalScrollBar().maximum() == 0


def test_the_end_is_not_told_before_round_six_s_large_scoring_is_read(qtbot, window):
    """While round 6's large scoring is open, the banner, the hub, the
    players' table, the headers and the log stand after the large scoring; the final
    scoring shows with the end screen."""
    from vikings_desktop.ui.models.roles import Role
    last = load_last_action(window)
    assert window.table.session.apply(last) is None
    state = window.table.session.state
    assert state.is_over() and window.scoring_dialog.isVisible()
    final = state.scorings[-1].breakdowns
    before_final = [p.fame - sum(e.get("fame", 0) for e in final[s].values())
                    for s, p in enumerate(state.players)]
    assert "Game over" not in window.banner.text() and "final scoring follows" in window.banner.text()
    assert not window.turn_model.value(Role.OVER)
    model = window.players_model
    assert [model.index(s, 2).data() for s in range(4)] == before_final
    assert [p.players.index(s, 0).data(Role.FAME) for s, p in enumerate(window.panels)] == before_final
    log = [window.log_model.index(r).data() for r in range(window.log_model.rowCount())]
    assert not any("final scoring" in line for line in log)
    window.scoring_dialog.accept()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert "Game over" in window.banner.text() and window.turn_model.value(Role.OVER)
    assert [model.index(s, 2).data() for s in range(4)] == [p.fame for p in state.players]
    log = [window.log_model.index(r).data() for r in range(window.log_model.rowCount())]
    assert any("final scoring" in line for line in log)
