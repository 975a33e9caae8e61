"""The game session's undo and redo (Qt-free): targets, hot-seat limits, forced discards,
and what they cost (kept positions: undo and redo replay nothing, a load replays once)."""

from __future__ import annotations

import game_play
import pytest

from vikings_desktop.engine import Discard, Phase
from vikings_desktop.game_setup import DEFAULT_COLOURS, GameSetup, Seat
from vikings_desktop.session import GameSession, Reset, turn_key

HUMAN, BOT = "human", "computer"


def make_setup(*kinds: str, seed: int = 9) -> GameSetup:
    names = ["Astrid", "Bjorn", "Sigrid", "Freydis"]
    return GameSetup.shuffled([Seat(names[i], k, "greedy" if k == BOT else None,
                                    DEFAULT_COLOURS[i])
                               for i, k in enumerate(kinds)], seed=seed, start_player=0)


def log_until(setup: GameSetup, stop, seed: int = 1):
    """Random actions until ``stop(state, actions)`` holds or the game ends; the log."""
    log: list = []
    game_play.play_until(setup.new_state(), lambda s: s.is_over() or stop(s, log), seed, log)
    return log


def session_at(setup: GameSetup, actions, across_turns: bool = False) -> GameSession:
    session = GameSession(across_turns)
    session.load(setup, actions)
    return session


def replay_log(setup, actions):
    """(entries, state) after ``actions``, from a session of its own."""
    session = session_at(setup, actions)
    return session.entries, session.state


def seats_of(setup, actions):
    return [e.seat for e in replay_log(setup, actions)[0]]


def test_undo_goes_back_through_computer_moves_to_the_humans_last_decision():
    setup = make_setup(HUMAN, BOT, BOT)
    # Play until the human (seat 0) is to move again for the second time.
    actions = log_until(setup, lambda s, a: len(a) > 3 and s.current == 0 and s.phase is Phase.BUY)
    seats = seats_of(setup, actions)
    history = session_at(setup, actions)
    last_human = max(i for i, s in enumerate(seats) if s == 0)
    assert seats[last_human + 1:] and set(seats[last_human + 1:]) == {1, 2}
    assert history.undo_length() == last_human
    entry, after = history.undo_target()
    assert entry == history.entries[last_human] and entry.seat == 0
    assert after == replay_log(setup, actions[:last_human + 1])[1]

    assert history.undo()
    assert history.state.current == 0                     # the human decides again
    assert history.state == replay_log(setup, actions[:last_human])[1]
    # Redo returns to where undo started, computer moves included.
    assert history.redo_length() == len(actions)
    entry, after = history.redo_target()
    assert entry.action == actions[last_human] and entry.seat == 0
    assert after == replay_log(setup, actions[:last_human + 1])[1]
    assert history.redo()
    assert history.actions == actions and history.redo_length() is None


def test_undo_and_redo_step_through_several_human_decisions():
    setup = make_setup(HUMAN, BOT)
    actions = log_until(setup, lambda s, a: len(a) >= 30)
    history = session_at(setup, actions)
    lengths = [len(actions)]
    while history.undo_length() is not None:
        lengths.append(history.undo_length())
        history.undo()
    seats = seats_of(setup, actions)
    human_indexes = [i for i, s in enumerate(seats) if s == 0]
    assert lengths[1:] == human_indexes[::-1]
    assert all(s == 1 for s in seats[:human_indexes[0]])   # only computer moves are left
    forward = []
    while history.redo_length() is not None:
        forward.append(history.redo_length())
        history.redo()
    assert forward == lengths[::-1][1:]
    assert history.actions == actions


def test_a_new_action_after_undo_forgets_the_redo():
    setup = make_setup(HUMAN, BOT)
    actions = log_until(setup, lambda s, a: len(a) >= 12)
    history = session_at(setup, actions)
    history.undo()
    back = history.actions
    different = next(a for a in history.state.legal_actions() if a != actions[len(back)])
    assert history.apply(different) is None
    assert history.redo_length() is None


def test_replaying_the_undone_action_keeps_the_redo():
    setup = make_setup(HUMAN, BOT)
    actions = log_until(setup, lambda s, a: len(a) >= 12 and s.current == 0)
    history = session_at(setup, actions)
    history.undo()
    back = history.actions
    assert len(actions) - len(back) > 1               # computer moves followed
    assert history.apply(actions[len(back)]) is None
    assert history.redo_length() == len(actions)
    assert history.redo() and history.actions == actions


def test_hot_seat_undo_stays_within_the_current_players_turn():
    setup = make_setup(HUMAN, HUMAN, BOT)
    # Astrid (seat 0) has bought and is placing: she may take back the purchase.
    actions = log_until(setup, lambda s, a: s.current == 0 and s.phase is Phase.PLACE)
    history = session_at(setup, actions)
    assert history.undo_length() == len(actions) - 1
    # Once her turn has passed to Bjorn, Bjorn cannot undo Astrid's turn …
    actions = log_until(setup, lambda s, a: len(a) > 0 and s.current == 1 and s.phase is Phase.BUY)
    history = session_at(setup, actions)
    assert seats_of(setup, actions)[-1] == 0
    assert history.undo_length() is None
    assert history.undo_target() is None
    # … unless the option allows more.
    history.across_turns = True
    assert history.undo_length() == len(actions) - 1


def test_hot_seat_undo_does_not_reach_back_into_the_same_players_previous_turn():
    setup = make_setup(HUMAN, HUMAN)
    # Two players: Astrid's last turn of a round and her first turn of the next one follow
    # each other directly (R-O4); still, they are two turns.
    actions = log_until(setup, lambda s, a: s.round == 2 and s.phase is Phase.BUY and s.turn == 0)
    state = replay_log(setup, actions)[1]
    history = session_at(setup, actions)
    assert seats_of(setup, actions)[-1] == state.current
    assert turn_key(state) != replay_log(setup, actions)[0][-1].turn
    assert history.undo_length() is None


def test_hot_seat_boatsman_phase_is_one_turn():
    setup = make_setup(HUMAN, HUMAN, BOT, seed=3)
    actions = log_until(setup, lambda s, a: s.phase is Phase.BOATSMAN_MOVE and s.current != 2)
    state = replay_log(setup, actions)[1]
    history = session_at(setup, actions)
    assert state.phase is Phase.BOATSMAN_MOVE
    assert history.undo_length() == len(actions) - 1        # back to choosing the Boatsman use


def test_no_undo_without_humans_or_before_the_first_human_decision():
    bots = make_setup(BOT, BOT)
    history = session_at(bots, log_until(bots, lambda s, a: len(a) >= 10))
    assert history.undo_length() is None and history.redo_length() is None
    setup = make_setup(BOT, HUMAN)
    history = session_at(setup, log_until(setup, lambda s, a: s.current == 1))
    assert history.undo_length() is None


@pytest.mark.parametrize("kinds", [(HUMAN, BOT, BOT), (HUMAN, HUMAN)])
def test_undo_at_game_end(kinds):
    setup = make_setup(*kinds)
    actions = log_until(setup, lambda s, a: False)
    history = session_at(setup, actions)
    seats = seats_of(setup, actions)
    length = history.undo_length()
    assert length is not None and seats[length] in setup.human_seats
    assert history.undo() and not history.state.is_over()


def test_a_forced_discard_is_no_decision_to_undo_to_R_P5():
    """The window plays a forced Discard by itself; undo must land before the decision
    that led to it, or the window would discard again and undo would be stuck."""
    for seed in range(40):
        setup = make_setup(HUMAN, HUMAN, seed=seed)
        actions = log_until(setup, lambda s, a: bool(a) and isinstance(a[-1], Discard),
                             seed=seed)
        if actions and isinstance(actions[-1], Discard):
            break
    else:
        pytest.fail("no game with a forced discard")
    entries = replay_log(setup, actions)[0]
    assert entries[-1].forced
    history = session_at(setup, actions, across_turns=True)
    target = history.undo_length()
    assert target < len(actions) - 1 and not entries[target].forced
    assert all(e.forced for e in entries[target + 1:])
    history.undo()
    assert history.redo_length() == len(actions)


class ReplayCounter:
    """Counts fresh starting positions: every replay of a log starts from one."""

    def __init__(self, monkeypatch):
        self.count = 0
        real = GameSetup.new_state

        def counted(setup):
            self.count += 1
            return real(setup)
        monkeypatch.setattr(GameSetup, "new_state", counted)


def test_a_load_replays_once_and_undo_and_redo_replay_nothing(monkeypatch):
    """Undo and redo come from kept positions; a load replays the log once."""
    setup = make_setup(HUMAN, BOT, seed=4).dealt()
    log = log_until(setup, lambda s, a: False)            # a finished game
    replays = ReplayCounter(monkeypatch)
    session = GameSession()
    resets = []
    session.on_reset.append(resets.append)
    session.load(setup, log)
    assert replays.count == 1 and session.replays == 1 and resets == [Reset.LOAD]
    assert session.state.is_over()
    while session.undo():
        pass
    undone = session.move_count
    while session.redo():
        pass
    assert replays.count == 1 and session.replays == 1       # undo and redo: none
    assert session.actions == log and session.state.is_over()
    assert resets.count(Reset.UNDO) >= 1 and resets.count(Reset.REDO) >= 1
    assert undone < len(log)
    assert session.state == replay_log(setup, log)[1]


def test_each_move_is_applied_once_and_announced(monkeypatch):
    setup = make_setup(HUMAN, BOT, seed=4)
    log = log_until(setup, lambda s, a: len(a) >= 30)
    session = session_at(setup, [])
    resets, applied = [], []
    session.on_reset.append(resets.append)
    session.on_applied.append(lambda seat, action: applied.append(action))
    expected = replay_log(setup, log)[0]
    replays = ReplayCounter(monkeypatch)
    for action in log:
        assert session.apply(action) is None
    assert replays.count == 0 and resets == [] and applied == log
    assert session.entries == expected
    session.undo()
    assert session.actions == log[:session.move_count] and replays.count == 0


def test_a_refused_action_changes_nothing_and_comes_back():
    session = GameSession()
    session.new_game(make_setup(HUMAN, BOT))
    before = session.state.clone()
    illegal = Discard()                          # nothing to discard in the buying phase
    refusal = session.apply(illegal)
    assert refusal is not None and refusal.code is not None
    assert session.state == before and session.move_count == 0


def test_a_new_game_is_announced_as_one():
    session = GameSession()
    resets = []
    session.on_reset.append(resets.append)
    session.new_game(make_setup(HUMAN, BOT))
    assert resets == [Reset.NEW_GAME] and not Reset.NEW_GAME.same_game
    assert Reset.UNDO.same_game and Reset.REDO.same_game and not Reset.LOAD.same_game


def test_an_illegal_log_leaves_the_current_game():
    session = GameSession()
    setup = make_setup(HUMAN, BOT)
    session.new_game(setup)
    state = session.state
    with pytest.raises(ValueError, match="action 1"):
        session.load(setup, [Discard()])
    assert session.state is state


def test_open_through_the_windows_files_replays_once(monkeypatch, tmp_path, qtbot):
    """Open = one replay. read_save checks the log by replaying it and keeps the
    positions on the way; the session takes them instead of replaying a second time."""
    from PySide6.QtCore import QSettings

    from vikings_desktop.persistence import SavedGame, dumps_save
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    setup = make_setup(HUMAN, BOT, seed=4).dealt()
    log = log_until(setup, lambda s, a: False)            # a finished game
    path = tmp_path / "finished.vikings"
    path.write_text(dumps_save(SavedGame(setup, log)), encoding="utf-8")
    expected_entries, expected_state = replay_log(setup, log)
    window = MainWindow(GameTable(pace_ms=0),
                        Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)))
    qtbot.addWidget(window)
    session = window.table.session
    resets = []
    session.on_reset.append(resets.append)
    replays = ReplayCounter(monkeypatch)
    assert window.files.saves.open_file(path)
    assert replays.count == 1 and resets == [Reset.LOAD]  # read_save's replay, and no other
    assert session.replays == 0                           # the session replayed nothing
    assert session.actions == log and session.state == expected_state
    assert session.entries == expected_entries            # who, which turn, forced: as replayed
    while session.undo():                                 # the kept positions are the replay's
        assert session.state == session_at(setup, session.actions).state
    window.close()
