"""The smaller glitches of the table: resuming mid-placement,
"Viking to the mainland" and the highlight, the wheel's hover ring after it turns, why
Undo is greyed in hot-seat, a saved-then-quit game, and the Boatsman's one free tile."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QMessageBox

from vikings_desktop.engine import Deal, GameState, MoveViking, Phase, UseBoatsman
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.persistence.autosave_slots import interrupted_games
from vikings_desktop.ui.session.game_table import GREEN, ORANGE, START

NAMES = ("Astrid", "Bjorn")
COLOURS = ("crimson", "forest")


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    """A question box (resume an interrupted game?) answers No instead of waiting."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)


def setup(seed: int) -> GameSetup:
    return GameSetup(tuple(Seat(n, HUMAN, None, c) for n, c in zip(NAMES, COLOURS, strict=True)),
                     seed=seed)


def load_at(window, predicate, seeds=range(300)) -> GameState:
    for seed in seeds:
        deal = Deal.shuffled(2, seed)
        state = GameState.from_deal(list(NAMES), deal)
        rng = random.Random(seed)
        actions = []
        while not state.is_over():
            if predicate(state):
                window.table.session.load(setup(seed), actions, deal)
                return window.table.session.state
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
    raise AssertionError("no seeded game reached that moment")


def test_resuming_mid_placement_holds_the_start_tile_when_the_bought_tile_needs_it(window):
    def bought_but_no_cell(s):
        if s.phase is not Phase.PLACE or s.players[s.current].start_placed:
            return False
        tile, viking = s.pending_group()
        return bool(tile) and not s.legal_cells(s.current, tile, viking)
    state = load_at(window, bought_but_no_cell)
    table = window.table
    assert table.held_item() == START
    assert table.highlights(state.current)          # the start tile's cells light up


def test_viking_to_the_mainland_turns_the_green_cells_orange(window):
    def green_cell(s):
        if s.phase is not Phase.PLACE or not s.players[s.current].start_placed:
            return False
        tile, viking = s.pending_group()
        return bool(tile) and any(g for _, _, g in s.legal_cells(s.current, tile, viking))
    state = load_at(window, green_cell)
    table = window.table
    assert GREEN in table.highlights(state.current).values()
    window.actions_panel.mainland_box.setChecked(True)
    assert set(table.highlights(state.current).values()) == {ORANGE}
    assert window.actions_panel.mainland_box.isEnabled()          # and can be unticked
    window.actions_panel.mainland_box.setChecked(False)
    assert GREEN in table.highlights(state.current).values()


def test_the_hover_ring_leaves_when_the_wheel_turns(qtbot, window):
    window.table.session.new_game(setup(3))
    wheel = window.wheel
    qtbot.mouseMove(wheel, wheel.space_center(0))
    qtbot.waitUntil(lambda: wheel.hovered_space() == 0, timeout=2000)
    wheel.turn(2)
    assert wheel.hovered_space() == -1 and wheel.space_at(QPointF(-5, -5)) == -1


def test_undo_says_why_it_is_greyed_in_hot_seat(window):
    state = load_at(window, lambda s: s.phase is Phase.BUY and s.turn == 1 and s.round == 1)
    files = window.files
    assert state.current == (state.start_player + 1) % 2
    assert not files.undo_redo.undo_action.isEnabled()
    assert "your own turn only" in files.undo_redo.undo_action.text()
    assert "Allow undo across turns" in files.undo_redo.undo_action.toolTip()


def test_a_game_saved_and_then_quit_is_not_offered_as_interrupted(window, tmp_path):
    state = load_at(window, lambda s: s.phase is Phase.BUY and s.round == 2)
    assert not state.is_over()
    path = tmp_path / "kept.vikings.json"
    assert window.files.saves.write(path)
    window.close()
    assert interrupted_games() == []


def test_a_game_quit_unsaved_is_still_offered(window):
    load_at(window, lambda s: s.phase is Phase.BUY and s.round == 2)
    window.close()
    found = interrupted_games()
    try:
        assert len(found) == 1 and found[0].loaded is not None
    finally:
        for game in found:
            game.release()


def test_a_boatsman_viking_with_one_free_tile_goes_there_by_itself(window):
    def one_free_tile(s):
        if s.phase is not Phase.BOATSMAN:
            return False
        player = s.players[s.current]
        for action in s.legal_actions():
            if isinstance(action, UseBoatsman) and action.colour:
                row = {5: 1, 4: 2, 3: 3, 2: 4, 1: 5}[action.colour]
                free = sum(1 for cell in player.rows[row] if cell and not cell & 7)
                if free == 1:
                    return True
        return False
    state = load_at(window, one_free_tile, seeds=range(600))
    seat = state.current
    player = state.players[seat]
    use = next(a for a in state.legal_actions() if isinstance(a, UseBoatsman) and a.colour
               and sum(1 for c in player.rows[{5: 1, 4: 2, 3: 3, 2: 4, 1: 5}[a.colour]]
                       if c and not c & 7) == 1)
    before = player.mainland[use.colour]
    window.table.use_boatsman(use.colour)
    assert player.mainland[use.colour] == before - 1            # placed without a click
    assert isinstance(window.table.session.actions[-1], MoveViking)


def test_a_placement_hint_marks_the_cell_on_the_board(qtbot, window):
    def placing(s):
        return (s.phase is Phase.PLACE and s.players[s.current].start_placed
                and s.pending_group()[0] != 0 and len(s.legal_actions()) > 2)
    state = load_at(window, placing)
    table = window.table
    with qtbot.waitSignal(table.hints.ready, timeout=15000) as hint:
        assert table.hints.request()
    kind, row, col = table.hints.target()
    assert kind == "cell" and (row, col) in table.highlights(state.current)
    assert hint.args[0].startswith("Hint: ") and "column" in hint.args[0]


def test_the_wheel_keeps_its_size_when_the_boatsman_phase_comes(qtbot, window):
    load_at(window, lambda s: s.phase is Phase.BUY and s.round == 2 and s.turn > 1)
    qtbot.wait(30)
    size = window.wheel.size()
    load_at(window, lambda s: s.phase is Phase.BOATSMAN, seeds=range(300))
    qtbot.wait(30)
    assert window.actions_panel.boatsman_frame.isVisible()
    assert window.wheel.size() == size


def test_the_players_table_reuses_one_swatch_per_seat_colour(window):
    """A new colour object for every paint grew the window's memory each game."""
    from PySide6.QtCore import Qt
    load_at(window, lambda s: s.phase is Phase.BUY and s.turn == 2)
    model = window.players_model
    first = model.index(0, 0).data(Qt.DecorationRole)
    again = model.index(0, 0).data(Qt.DecorationRole)
    assert first.cacheKey() == again.cacheKey() and not first.isNull()
