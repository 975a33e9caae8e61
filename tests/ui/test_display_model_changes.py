"""Display models report only what changed: after an action, the displays it did not touch
emit no dataChanged, and the one it touched emits a range covering just its changed cells
(repainting every board after every action cost the GUI thread)."""

import pytest

from vikings_desktop.game_setup import default_setup
from vikings_desktop.ui.models.display_model import DisplayModel
from vikings_desktop.ui.models.roles import MAINLAND_COLUMN, Role
from vikings_desktop.ui.session.game_table import GameTable


@pytest.fixture
def table(qapp):
    c = GameTable(pace_ms=0)
    yield c
    c.shutdown()


def snapshot(model):
    return {(r, c): model.data(model.index(r, c), Role.CELL if c else Role.MAINLAND)
            for r in range(model.rowCount()) for c in range(model.columnCount())}


def record(model):
    ranges = []
    model.dataChanged.connect(
        lambda top, bottom, _roles=(): ranges.append(
            (top.row(), top.column(), bottom.row(), bottom.column())))
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    return ranges, resets


def covered(ranges, cell):
    row, col = cell
    return any(r0 <= row <= r1 and c0 <= col <= c1 for r0, c0, r1, c1 in ranges)


def test_untouched_displays_emit_nothing_and_the_touched_one_only_its_cells(table):
    table.session.new_game(default_setup(players=3, humans=3, seed=11))
    models = [DisplayModel(table, seat) for seat in range(3)]
    seat = table.session.state.current
    before = [snapshot(m) for m in models]
    records = [record(m) for m in models]

    state = table.session.state
    price = next(p for p, _, _ in state.groups()
                 if state.buy_problem(seat, p) is None and p <= state.players[seat].gold)
    assert table.request_buy(price)
    assert table.drop(seat, 1, 1) is None                       # the start tile (R-P2)

    for other in (s for s in range(3) if s != seat):
        ranges, resets = records[other]
        assert ranges == [] and resets == [], f"display {other} repainted for nothing"

    ranges, resets = records[seat]
    if not resets:
        after = snapshot(models[seat])
        changed = {cell for cell in after if after[cell] != before[seat][cell]}
        assert changed, "the start tile changed the buyer's display"
        assert all(covered(ranges, cell) for cell in changed)
        whole = (0, MAINLAND_COLUMN, 5, models[seat].columnCount() - 1)
        assert whole not in ranges


def test_a_state_change_that_changes_no_cell_emits_nothing(table):
    table.session.new_game(default_setup(players=2, humans=2, seed=5))
    model = DisplayModel(table, 1)
    ranges, resets = record(model)
    table.state_changed.emit()
    assert ranges == [] and resets == []


def test_the_players_model_reports_only_rows_whose_numbers_changed(table):
    from vikings_desktop.ui.models.players_model import PlayersModel
    model = PlayersModel(table)                 # it follows the game from its start
    table.session.new_game(default_setup(players=3, humans=3, seed=11))
    ranges, resets = record(model)
    table.state_changed.emit()
    assert ranges == []
    seat = table.session.state.current
    state = table.session.state
    price = next(p for p, _, _ in state.groups()
                 if p > 0 and state.buy_problem(seat, p) is None and p <= state.players[seat].gold)
    assert table.request_buy(price)                     # the buyer pays gold
    assert ranges and all(r0 == r1 == seat for r0, _, r1, _ in ranges)
    assert ranges == [(seat, 1, seat, 1)]                    # the gold alone, not the row


def test_a_view_learns_which_cells_in_a_reported_range_changed(table):
    table.session.new_game(default_setup(players=2, humans=2, seed=11))
    seat = table.session.state.current
    model = DisplayModel(table, seat)
    before = snapshot(model)
    ranges, resets = record(model)
    state = table.session.state
    price = next(p for p, _, _ in state.groups()
                 if state.buy_problem(seat, p) is None and p <= state.players[seat].gold)
    assert table.request_buy(price)            # the start tile's cells light up (R-P7)
    assert ranges and not resets
    r0, c0, r1, c1 = ranges[-1]
    cells = model.changed_cells(model.index(r0, c0), model.index(r1, c1))
    after = snapshot(model)
    assert set(cells) == {cell for cell in after if cell[1] and after[cell] != before[cell]}
    mainland = (model.index(0, MAINLAND_COLUMN), model.index(5, MAINLAND_COLUMN))
    assert model.changed_cells(*mainland) is None           # not the range just reported
