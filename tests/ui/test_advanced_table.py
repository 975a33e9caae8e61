"""The advanced game at the table (RULES.md §10), played with real mouse events in the real
window: choosing it in the new-game dialog, the auction's Bid and Pass, removing a Viking
and drafting colours by clicking the drawn Vikings, taking a special tile (or none),
choosing a building's cell, a single Boatsman move and a boat use; the log and the
scoring breakdowns name special tiles in words."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QPushButton, QRadioButton

from vikings_desktop.engine import (
    ADVANCED,
    Deal,
    FerryViking,
    GameState,
    Phase,
    PlaceBuilding,
    RuleOptions,
    UseBoat,
)
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.models.advanced_models import SPECIAL_ROLE, VIKING_ROLE
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.session.game_table import GREEN, GameTable
from vikings_desktop.ui.settings import Settings

NAMES = ("Astrid", "Bjorn", "Sigrid")
COLOURS = ("crimson", "royal blue", "forest")



def hot_seat(rules: RuleOptions = ADVANCED, seed: int = 3) -> GameSetup:
    return GameSetup(tuple(Seat(n, HUMAN, None, c) for n, c in zip(NAMES, COLOURS, strict=True)),
                     seed=seed, rules=rules)


def load_at(window, predicate, rules: RuleOptions = ADVANCED, seeds=range(300)) -> GameState:
    """A hot-seat game loaded at the first moment ``predicate(state)`` holds in seeded
    random play; returns the window's state."""
    for seed in seeds:
        setup = hot_seat(rules, seed)
        deal = Deal.shuffled(3, seed, special_tiles=rules.special_tiles)
        state = GameState.from_deal(list(NAMES), deal, rules)
        rng = random.Random(seed)
        actions = []
        while not state.is_over():
            if predicate(state):
                window.table.session.load(setup, actions, deal)
                return window.table.session.state
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
    raise AssertionError("no seeded game reached that moment")


def click(qtbot, widget, pos=None):
    if pos is None and isinstance(widget, QCheckBox | QRadioButton):
        pos = QPoint(8, widget.height() // 2)          # on the indicator, not beside the text
    if pos is None:
        qtbot.mouseClick(widget, Qt.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.LeftButton, pos=pos)


def drawn_row(panel, viking):
    model = panel.drawn_model
    return next(r for r in range(model.rowCount()) if model.data(model.index(r), VIKING_ROLE) == viking)


# --- the new-game dialog -------------------------------------------------------------------
def test_the_new_game_dialog_starts_the_advanced_game_with_its_options_and_remembers_them(
        qtbot, window):
    window.ask_new_game()
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    single = dialog.findChild(QCheckBox, "rule-single_bid")
    assert not single.isEnabled()                            # the base game is the default
    click(qtbot, dialog.rules.advanced)
    assert single.isEnabled()
    click(qtbot, dialog.findChild(QCheckBox, "rule-special_tiles"))   # off
    click(qtbot, single)                                     # on
    click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok))
    rules = window.table.session.state.rules
    assert rules == RuleOptions(auction=True, single_bid=True, advanced_boatsman=True)
    assert window.table.session.state.phase is Phase.AUCTION
    # no special tiles: no offer under the wheel; the auction shows in the hand's place
    assert not window.advanced_panel.isVisible() and window.advanced_panel.draw_part.isVisible()
    # remembered: the next dialog offers the same options, also in a fresh window
    window.ask_new_game()
    assert window.new_game_dialog.rules.rules() == rules
    fresh = MainWindow(GameTable(pace_ms=0), Settings(window.settings.store))
    qtbot.addWidget(fresh)
    fresh.ask_new_game()
    assert fresh.new_game_dialog.rules.rules() == rules
    assert isinstance(fresh.new_game_dialog.rules.base, QRadioButton)


def test_the_base_game_hides_the_advanced_panel(qtbot, window):
    window.table.session.new_game(hot_seat(RuleOptions()))
    assert not window.advanced_panel.isVisible()


# --- R-A1, R-A2 ----------------------------------------------------------------------------
def test_a_human_wins_the_auction_with_a_bid_paid_partly_in_fame(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.AUCTION)
    panel = window.advanced_panel
    opener = state.current
    assert panel.bid_widgets.isVisible() and not panel.pass_button.isEnabled()   # must open
    panel.bid_box.setValue(2)
    click(qtbot, panel.bid_button)
    assert state.bid == 2 and state.leader == opener
    assert f"{NAMES[opener]} leads with 2" in panel.auction_status.text()
    bidder = state.current
    gold, fame = state.players[bidder].gold, state.players[bidder].fame
    panel.bid_box.setValue(gold + 3)                          # above the gold: fame pays
    assert "3 of it is paid in fame" in panel.fame_cost.text()
    click(qtbot, panel.bid_button)
    click(qtbot, panel.pass_button)                           # the third player passes
    assert f"{NAMES[(bidder + 1) % 3]} passed" in panel.auction_status.text()
    click(qtbot, panel.pass_button)                           # the opener gives up
    assert state.phase is Phase.REMOVE_VIKING and state.start_player == bidder
    assert (state.players[bidder].gold, state.players[bidder].fame) == (0, fame - 3)
    assert not panel.bid_widgets.isVisible()


def test_a_saved_advanced_game_reopens_mid_auction(qtbot, window, tmp_path):
    from vikings_desktop.persistence import write_save
    from vikings_desktop.ui.session.save_files import saved_game_of
    state = load_at(window, lambda s: s.phase is Phase.AUCTION and s.round == 2 and s.bid >= 0)
    path = tmp_path / "advanced.vikings.json"
    write_save(path, saved_game_of(window.table), state)
    window.table.session.new_game(hot_seat(RuleOptions()))
    assert not window.advanced_panel.isVisible()
    assert window.files.saves.open_file(path)
    again = window.table.session.state
    assert again == state and again.rules == ADVANCED and again.phase is Phase.AUCTION
    assert window.advanced_panel.isVisible() and window.advanced_panel.bid_widgets.isVisible()
    assert window.advanced_panel.offer_model.rowCount() == 4


def test_remove_a_viking_and_draft_colours_by_clicking_the_drawn_vikings(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.REMOVE_VIKING and len(set(s.drawn)) > 2)
    panel = window.advanced_panel
    view = panel.drawn_view
    viking = state.drawn[-1]
    count = state.drawn.count(viking)
    click(qtbot, view, view.item_center(drawn_row(panel, viking)))
    assert state.removed_vikings[-1] == viking and state.drawn.count(viking) == count - 1
    assert state.phase is Phase.DRAFT
    colour = state.drawn[0]
    placed = state.drawn.count(colour)
    click(qtbot, view, view.item_center(drawn_row(panel, colour)))
    assert [space & 7 for space in state.wheel[12 - placed:]] == [colour] * placed
    assert window.wheel_model.index(11).data(Role.VIKING) == colour


# --- R-A4, R-S -----------------------------------------------------------------------------
def test_take_a_special_tile_by_clicking_it_or_none_by_the_button(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.SPECIAL and len(s.special_offer) == 4)
    panel = window.advanced_panel
    assert panel.no_special_button.isVisible()
    view = panel.offer_view
    special = panel.offer_model.data(panel.offer_model.index(1), SPECIAL_ROLE)
    seat = state.current
    held = list(state.players[seat].specials)
    click(qtbot, view, view.item_center(1))
    assert state.phase in (Phase.PLACE, Phase.BUILDING)
    assert special not in state.special_offer[1:2] or state.special_offer.count(special) > 0
    assert len(state.special_offer) == 3
    name = window.log_model.lines[-1]
    assert special not in name and "special tile" in name          # named in words, no id
    assert (state.players[seat].specials != held or special == "gold5"
            or special.startswith("building"))
    # another purchase: "No special tile"
    other = load_at(window, lambda s: s.phase is Phase.SPECIAL, seeds=range(50, 300))
    offer = list(other.special_offer)
    click(qtbot, window.advanced_panel.no_special_button)
    assert other.special_offer == offer and other.phase is Phase.PLACE


def test_a_building_replaces_the_tile_the_player_clicks(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.BUILDING)
    seat = state.current
    cells = [(a.row, a.col) for a in state.legal_actions() if isinstance(a, PlaceBuilding)]
    highlights = window.table.highlights(seat)
    assert all(highlights.get(cell) == GREEN for cell in cells)
    row, col = cells[-1]
    view = window.panels[seat].board
    click(qtbot, view.viewport(), view.cell_center(row, col))
    assert 7 <= state.players[seat].tile_at(row, col) <= 10          # B1..B4
    assert state.phase is Phase.PLACE


def test_advanced_boatsman_ferries_one_viking_per_click_and_a_boat_by_its_button(qtbot, window):
    def ferry_and_boat(s):
        if s.phase is not Phase.BOATSMAN:
            return False
        legal = s.legal_actions()
        return (any(isinstance(a, FerryViking) for a in legal)
                and any(isinstance(a, UseBoat) for a in legal))
    state = load_at(window, ferry_and_boat, seeds=range(600))
    qtbot.wait(20)                          # the new buttons are laid out and shown
    seat = state.current
    player = state.players[seat]
    boat_buttons = [b for b in window.actions_panel.findChildren(QPushButton)
                    if b.objectName().startswith("boat-") and b.isVisible()]
    assert boat_buttons and all("Boat:" in b.text() for b in boat_buttons)
    ferry = next(a for a in state.legal_actions() if isinstance(a, FerryViking))
    boatsmen = player.mainland[6]
    view = window.panels[seat].board
    click(qtbot, view.viewport(), view.cell_center(ferry.row, ferry.col))
    assert player.viking_at(ferry.row, ferry.col) and player.mainland[6] == boatsmen - 1
    assert any("ferries" in line for line in window.log_model.lines[-5:])


def test_a_boat_tile_ferries_as_in_the_base_game_by_its_button(qtbot, window):
    def boat_use(s):
        return s.phase is Phase.BOATSMAN and any(
            isinstance(a, UseBoat) and a.colour for a in s.legal_actions())
    state = load_at(window, boat_use, seeds=range(600))
    qtbot.wait(20)
    seat = state.current
    player = state.players[seat]
    use = next(a for a in state.legal_actions() if isinstance(a, UseBoat) and a.colour)
    button = window.actions_panel.findChild(QPushButton, f"boat-{use.colour}")
    boats = player.specials.count("boat")
    row = {5: 1, 4: 2, 3: 3, 2: 4, 1: 5}[use.colour]
    free = sum(1 for cell in player.rows[row] if cell and not cell & 7)
    moving = min(free, player.mainland[use.colour])
    before = player.mainland[use.colour]
    click(qtbot, button)
    assert player.specials.count("boat") == boats - 1 and "boat" in state.removed_specials
    while state.phase is Phase.BOATSMAN_MOVE and state.current == seat:
        cells = window.table.highlights(seat)
        r, c = next(iter(cells))
        view = window.panels[seat].board
        click(qtbot, view.viewport(), view.cell_center(r, c))
    assert player.mainland[use.colour] == before - moving     # all of that colour that fit
    assert any("boat" in line for line in window.log_model.lines[-8:])


def test_the_scoring_breakdown_and_the_log_name_special_tiles_in_words(qtbot, window):
    from vikings_desktop.engine import ScoringRecord, scoring
    from vikings_desktop.engine.notation import parse
    from vikings_desktop.ui.models.scoring_model import ScoringModel
    position = parse("rules advanced\nround 2\nplayer Astrid\n  nobles L+N M1+N R+N\n"
                     "  goldsmiths L+G R+G\n  specials noble+1 goldsmith+2\nplayer Bjorn\n")
    record = ScoringRecord(2, "large", [scoring.large_scoring(p) for p in position.players])
    model = ScoringModel(record, ["Astrid", "Bjorn"])
    headers = [model.headerData(r, Qt.Vertical) for r in range(model.rowCount())]
    assert "Special tile: Nobles +1 fame" in headers
    assert "Special tile: Goldsmiths +2 gold" in headers
    assert not any("noble+1" in h or "goldsmith+2" in h for h in headers)
    window.table.session.new_game(hot_seat())
    window.log_model._on_scoring(record)
    line = " ".join(window.log_model.lines[-2:])
    assert "Nobles +1 fame: +3 fame" in line and "Goldsmiths +2 gold: +4 gold" in line


def test_drafted_vikings_come_onto_the_wheel_with_motion_that_follows_the_pace(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.DRAFT and len(set(s.drawn)) > 2)
    panel = window.advanced_panel
    window.table.computers.pace_ms = 300
    colour = state.drawn[0]
    click(qtbot, panel.drawn_view, panel.drawn_view.item_center(drawn_row(panel, colour)))
    assert window.wheel.is_arriving()
    qtbot.waitUntil(lambda: not window.wheel.is_arriving(), timeout=2000)
    window.table.computers.pace_ms = 0                       # pace 0: no motion at all
    colour = state.drawn[0]
    click(qtbot, panel.drawn_view, panel.drawn_view.item_center(drawn_row(panel, colour)))
    assert not window.wheel.is_arriving()


def test_undo_and_redo_put_drafted_vikings_back_without_motion(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.DRAFT and len(set(s.drawn)) > 2)
    panel = window.advanced_panel
    window.table.computers.pace_ms = 300
    click(qtbot, panel.drawn_view, panel.drawn_view.item_center(drawn_row(panel, state.drawn[0])))
    assert window.wheel.is_arriving()                 # a draft brings its Viking in
    undo_redo = window.files.undo_redo
    undo_redo.across_turns_action.setChecked(True)    # the draft pick passed the turn on
    assert undo_redo.undo()
    assert not window.wheel.is_arriving()             # the undo stops it: back where it was
    assert undo_redo.redo()
    assert not window.wheel.is_arriving()             # a redo puts it there at once


def test_a_player_who_cannot_reach_the_lowest_bid_is_told_to_pass(qtbot, window):
    from vikings_desktop.engine import highest_bid, lowest_bid
    state = load_at(window, lambda s: s.phase is Phase.AUCTION
                    and highest_bid(s, s.current) < lowest_bid(s))
    panel = window.advanced_panel
    assert not panel.bid_button.isEnabled() and not panel.bid_box.isEnabled()
    assert panel.pass_button.isEnabled()
    text = panel.fame_cost.text()
    assert panel.fame_cost.isVisibleTo(window) and "only pass" in text
    assert str(lowest_bid(state)) in text and str(highest_bid(state, state.current)) in text
    assert "paid in fame" not in text         # not what a bid it cannot make would cost


def test_held_special_tiles_show_beside_the_rows_they_add_to(qtbot, window):
    state = load_at(window, lambda s: s.phase is Phase.BUY and any(
        "noble+1" in p.specials or "goldsmith+1" in p.specials for p in s.players),
        seeds=range(600))
    seat = next(i for i, p in enumerate(state.players)
                if "noble+1" in p.specials or "goldsmith+1" in p.specials)
    model = window.panels[seat].board.model()
    row = 2 if "noble+1" in state.players[seat].specials else 4
    assert model.headerData(row, Qt.Vertical, Qt.DecorationRole) is not None
    assert model.headerData(row, Qt.Vertical, Qt.ToolTipRole)
    assert model.headerData(0, Qt.Vertical, Qt.DecorationRole) is None     # ships: none
