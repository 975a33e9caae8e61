"""`vikings-desktop --selftest`: the real main window plays a whole 3-seat game of computer
players through the same table and models a human uses, and checks after every
action that every model shows exactly the engine's state."""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, Qt, QThreadPool, QTimer

from vikings_desktop.engine import BASE, RuleOptions, cell_tile, cell_viking, threat_map
from vikings_desktop.game_setup import COMPUTER, GameSetup, Seat
from vikings_desktop.persistence.paths import DATA_DIR_ENV

from .main_window import MainWindow
from .models.advanced_models import COUNT_ROLE, SPECIAL_ROLE, VIKING_ROLE
from .models.roles import MAINLAND_COLUMN, Role
from .session.game_table import TILE, GameTable
from .settings import Settings
from .words.banner_text import final_follows_text, turn_text

SELFTEST_SEATS = (("Astrid", "greedy", "crimson"), ("Bjorn", "easy", "royal blue"),
                  ("Sigrid", "random", "forest"))
ADVANCED_SELFTEST_SEATS = SELFTEST_SEATS + (("Leif", "normal", "amber"),)   # 4 seats


def model_mismatches(window: MainWindow) -> list[str]:
    """Every way the window's models disagree with the engine state (empty = agree)."""
    table = window.table
    state = table.session.state
    assert state is not None                    # checked while the game runs
    problems: list[str] = []
    wheel = window.wheel_model
    for price in range(12):
        index = wheel.index(price)
        shown = (index.data(Role.TILE), index.data(Role.VIKING))
        if shown != (cell_tile(state.wheel[price]), cell_viking(state.wheel[price])):
            problems.append(f"wheel space {price} shows {shown}")
        dimmed = bool(index.data(Role.DIMMED))
        should = bool(state.wheel[price]) and state.phase.value == "buy" and \
            state.buy_problem(state.current, price) is not None
        if dimmed != should:
            problems.append(f"wheel space {price} dimmed={dimmed}")
    players = window.players_model
    if players.rowCount() != len(state.players):
        problems.append(f"players model has {players.rowCount()} rows")
    curtain = window.curtain           # round 6's large scoring read: the final held back
    for seat, player in enumerate(state.players):
        row = (players.index(seat, 1).data(), players.index(seat, 2).data(),
               bool(players.index(seat, 0).data(Role.CURRENT)))
        if row != (curtain.gold(seat, player.gold), curtain.fame(seat, player.fame),
                   state.current_player() == seat):
            problems.append(f"players model row {seat} shows {row}")
        model = window.panels[seat].board.model()
        if model.columnCount() <= player.width():
            problems.append(f"display {seat} has too few columns")
            continue
        threatened, repelled, _ = threat_map(player)
        for r in range(6):
            for c in range(1, model.columnCount()):
                index = model.index(r, c)
                tile, viking = player.tile_at(r, c), player.viking_at(r, c)
                if (index.data(Role.TILE), index.data(Role.VIKING)) != (tile, viking):
                    problems.append(f"display {seat} cell {r},{c} differs")
                if index.data(Role.THREATENED) != (bool(tile) and (r, c) in threatened):
                    problems.append(f"display {seat} cell {r},{c} threat differs")
                if r == 0 and tile and (index.data(Role.SHIP) == "repelled") != (c in repelled):
                    problems.append(f"display {seat} ship {c} repelled mark differs")
        mainland = dict(model.index(0, MAINLAND_COLUMN).data(Role.MAINLAND))
        if any(mainland.get(v, 0) != player.mainland[v] for v in range(1, 7)):
            problems.append(f"display {seat} mainland shows {mainland}")
    banner = final_follows_text() if curtain.down else turn_text(table)
    if window.banner.text() != banner:
        problems.append("the turn banner is stale")
    turn = window.turn_model
    seat, player = state.current, state.players[state.current]
    turn_values: tuple[object, ...] = tuple(
        turn.value(role) for role in (Role.ROUND, Role.GOLD, Role.FAME, Role.OVER))
    if turn_values != (state.round, curtain.gold(seat, player.gold),
                       curtain.fame(seat, player.fame), state.is_over() and not curtain.down):
        problems.append(f"the turn model shows round, gold, fame, over = {turn_values}")
    hand = [(tile, viking) for item, tile, viking in turn.value(Role.HAND) or () if item == TILE]
    pending = state.pending_group()
    if hand != ([pending] if pending and pending[0] else []):
        problems.append(f"the hand shows {hand}")
    problems += _advanced_mismatches(window)
    return problems


def _advanced_mismatches(window: MainWindow) -> list[str]:
    """The advanced game's models against the engine: special offer, drawn Vikings, the
    special tiles each player holds (RULES.md §10)."""
    state = window.table.session.state
    assert state is not None                    # checked while the game runs
    panel = window.advanced_panel
    problems = []
    offer = [panel.offer_model.data(panel.offer_model.index(r), SPECIAL_ROLE)
             for r in range(panel.offer_model.rowCount())]
    if [s for s in offer if s] != state.special_offer:
        problems.append(f"special offer shows {offer}")
    drawn = {panel.drawn_model.data(panel.drawn_model.index(r), VIKING_ROLE):
             panel.drawn_model.data(panel.drawn_model.index(r), COUNT_ROLE)
             for r in range(panel.drawn_model.rowCount())}
    if any(drawn.get(v, 0) != state.drawn.count(v) for v in range(1, 7)):
        problems.append(f"drawn Vikings show {drawn}")
    for seat, player in enumerate(state.players):
        model = window.panels[seat].specials.model
        held = [model.data(model.index(r), SPECIAL_ROLE) for r in range(model.rowCount())]
        if held != player.specials:
            problems.append(f"display {seat} holds {held}")
    return problems


@contextmanager
def _data_dir(folder: str):
    """The selftest's autosave goes to a temporary folder, never over the player's."""
    old = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = folder
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = old


def run_selftest(seed: int | None = None, timeout_s: float = 60.0, out=print,
                 rules: RuleOptions = BASE) -> int:
    """Play one game (base or advanced ``rules``) in a real window; 0 when it finished
    with models agreeing throughout."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder, _data_dir(folder):
        store = QSettings(str(Path(folder) / "selftest.ini"), QSettings.Format.IniFormat)
        table = GameTable(pace_ms=0)
        window = MainWindow(table, Settings(store))
        window.set_pace(0)
        window.show()
        failures: list[str] = []
        checked = 0

        def check() -> None:
            nonlocal checked
            checked += 1
            failures.extend(model_mismatches(window)[:5])
            if failures:
                loop.quit()

        loop = QEventLoop()
        # queued: check once every slot (models, views) has seen the change
        table.state_changed.connect(check, Qt.ConnectionType.QueuedConnection)
        def on_failed(text: str) -> None:
            failures.append(text)
            loop.quit()

        table.computers.failed.connect(on_failed)
        table.game_over.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
        timer = QTimer(singleShot=True)
        timer.timeout.connect(loop.quit)
        timer.start(int(timeout_s * 1000))

        def on_exception(kind, value, tb) -> None:
            # an exception in any slot, paint or model method fails the selftest
            where = traceback.extract_tb(tb)[-1] if tb else None
            place = f" at {Path(where.filename).name}:{where.lineno}" if where else ""
            failures.append(f"{kind.__name__}: {value}{place}")
            loop.quit()

        seats = SELFTEST_SEATS if rules.is_base else ADVANCED_SELFTEST_SEATS
        setup = GameSetup(tuple(Seat(name, COMPUTER, level, colour)
                                for name, level, colour in seats), seed=seed, rules=rules)
        old_hook, sys.excepthook = sys.excepthook, on_exception
        try:
            table.session.new_game(setup)
            loop.exec()
        finally:
            sys.excepthook = old_hook
        state, game_setup = table.session.state, table.session.setup
        assert state is not None and game_setup is not None    # new_game() started it
        if not failures and not state.is_over():
            failures.append(f"the game did not finish within {timeout_s:g} s "
                            f"({len(table.session.actions)} actions played)")
        if not failures and window.end_dialog is None:
            failures.append("the end screen did not open")
        elapsed = time.monotonic() - started
        window.close()
        store.sync()
        # the game's record is written on the thread pool: done before its folder goes
        QThreadPool.globalInstance().waitForDone(10_000)
        if failures:
            out("vikings-desktop selftest FAILED: " + "; ".join(failures[:5]))
            return 1
        winners = " and ".join(state.players[s].name for s in state.winners())
        out(f"vikings-desktop selftest passed: seed {game_setup.seed}, "
            f"{len(table.session.actions)} actions, models checked {checked} times, "
            f"winner {winners}, {elapsed:.1f} s")
        return 0
