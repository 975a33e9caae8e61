"""Undo/redo targets on the action log (Qt-free)."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.engine import Discard, Phase
from vikings_desktop.game_setup import DEFAULT_COLOURS, GameSetup, Seat
from vikings_desktop.persistence import UndoHistory, replay_log, turn_key

HUMAN, BOT = "human", "computer"


def make_setup(*kinds: str, seed: int = 9) -> GameSetup:
    names = ["Astrid", "Bjorn", "Sigrid", "Freydis"]
    return GameSetup.shuffled([Seat(names[i], k, "greedy" if k == BOT else None,
                                    DEFAULT_COLOURS[i])
                               for i, k in enumerate(kinds)], seed=seed, start_player=0)


def play_until(setup: GameSetup, stop, seed: int = 1):
    """Random actions until ``stop(state, actions)`` holds; returns the log."""
    state = setup.new_state()
    rng = random.Random(seed)
    actions = []
    while not state.is_over() and not stop(state, actions):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions


def seats_of(setup, actions):
    return [e.seat for e in replay_log(setup, actions)[0]]


def test_undo_goes_back_through_computer_moves_to_the_humans_last_decision():
    setup = make_setup(HUMAN, BOT, BOT)
    # Play until the human (seat 0) is to move again for the second time.
    actions = play_until(setup, lambda s, a: len(a) > 3 and s.current == 0 and s.phase is Phase.BUY)
    seats = seats_of(setup, actions)
    history = UndoHistory(setup)
    history.sync(actions)
    last_human = max(i for i, s in enumerate(seats) if s == 0)
    assert seats[last_human + 1:] and set(seats[last_human + 1:]) == {1, 2}
    assert history.undo_length() == last_human
    entry, after = history.undo_target()
    assert entry == history.entries[last_human] and entry.seat == 0
    assert after == replay_log(setup, actions[:last_human + 1])[1]

    undone = history.undo_actions()
    history.sync(undone)
    assert replay_log(setup, undone)[1].current == 0      # the human decides again
    # Redo returns to where undo started, computer moves included.
    assert history.redo_actions() == actions
    entry, after = history.redo_target()
    assert entry.action == actions[last_human] and entry.seat == 0
    assert after == replay_log(setup, actions[:last_human + 1])[1]
    history.sync(history.redo_actions())
    assert history.redo_length() is None


def test_undo_and_redo_step_through_several_human_decisions():
    setup = make_setup(HUMAN, BOT)
    actions = play_until(setup, lambda s, a: len(a) >= 30)
    history = UndoHistory(setup)
    history.sync(actions)
    lengths = [len(actions)]
    while history.undo_length() is not None:
        lengths.append(history.undo_length())
        history.sync(history.undo_actions())
    seats = seats_of(setup, actions)
    human_indexes = [i for i, s in enumerate(seats) if s == 0]
    assert lengths[1:] == human_indexes[::-1]
    assert all(s == 1 for s in seats[:human_indexes[0]])   # only computer moves are left
    forward = []
    while history.redo_length() is not None:
        forward.append(history.redo_length())
        history.sync(history.redo_actions())
    assert forward == lengths[::-1][1:]
    assert [e.action for e in history.entries] == actions


def test_a_new_action_after_undo_forgets_the_redo():
    setup = make_setup(HUMAN, BOT)
    actions = play_until(setup, lambda s, a: len(a) >= 12)
    history = UndoHistory(setup)
    history.sync(actions)
    back = history.undo_actions()
    history.sync(back)
    state = replay_log(setup, back)[1]
    different = next(a for a in state.legal_actions() if a != actions[len(back)])
    history.sync(back + [different])
    assert history.redo_length() is None


def test_replaying_the_undone_action_keeps_the_redo():
    setup = make_setup(HUMAN, BOT)
    actions = play_until(setup, lambda s, a: len(a) >= 12 and s.current == 0)
    history = UndoHistory(setup)
    history.sync(actions)
    back = history.undo_actions()
    assert len(actions) - len(back) > 1               # computer moves followed
    history.sync(back + [actions[len(back)]])
    assert history.redo_actions() == actions


def test_hot_seat_undo_stays_within_the_current_players_turn():
    setup = make_setup(HUMAN, HUMAN, BOT)
    # Astrid (seat 0) has bought and is placing: she may take back the purchase.
    actions = play_until(setup, lambda s, a: s.current == 0 and s.phase is Phase.PLACE)
    history = UndoHistory(setup)
    history.sync(actions)
    assert history.undo_length() == len(actions) - 1
    # Once her turn has passed to Bjorn, Bjorn cannot undo Astrid's turn …
    actions = play_until(setup, lambda s, a: len(a) > 0 and s.current == 1 and s.phase is Phase.BUY)
    history.sync(actions)
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
    actions = play_until(setup, lambda s, a: s.round == 2 and s.phase is Phase.BUY and s.turn == 0)
    state = replay_log(setup, actions)[1]
    history = UndoHistory(setup)
    history.sync(actions)
    assert seats_of(setup, actions)[-1] == state.current
    assert turn_key(state) != replay_log(setup, actions)[0][-1].turn
    assert history.undo_length() is None


def test_hot_seat_boatsman_phase_is_one_turn():
    setup = make_setup(HUMAN, HUMAN, BOT, seed=3)
    actions = play_until(setup, lambda s, a: s.phase is Phase.BOATSMAN_MOVE and s.current != 2)
    state = replay_log(setup, actions)[1]
    history = UndoHistory(setup)
    history.sync(actions)
    assert state.phase is Phase.BOATSMAN_MOVE
    assert history.undo_length() == len(actions) - 1        # back to choosing the Boatsman use


def test_no_undo_without_humans_or_before_the_first_human_decision():
    bots = make_setup(BOT, BOT)
    history = UndoHistory(bots)
    history.sync(play_until(bots, lambda s, a: len(a) >= 10))
    assert history.undo_length() is None and history.redo_length() is None
    setup = make_setup(BOT, HUMAN)
    history = UndoHistory(setup)
    history.sync(play_until(setup, lambda s, a: s.current == 1))
    assert history.undo_length() is None


@pytest.mark.parametrize("kinds", [(HUMAN, BOT, BOT), (HUMAN, HUMAN)])
def test_undo_at_game_end(kinds):
    setup = make_setup(*kinds)
    actions = play_until(setup, lambda s, a: False)
    history = UndoHistory(setup)
    history.sync(actions)
    seats = seats_of(setup, actions)
    length = history.undo_length()
    assert length is not None and seats[length] in setup.human_seats
    assert not replay_log(setup, history.undo_actions())[1].is_over()


def test_a_forced_discard_is_no_decision_to_undo_to_R_P5():
    """The window plays a forced Discard by itself; undo must land before the decision
    that led to it, or the window would discard again and undo would be stuck."""
    for seed in range(40):
        setup = make_setup(HUMAN, HUMAN, seed=seed)
        actions = play_until(setup, lambda s, a: bool(a) and isinstance(a[-1], Discard),
                             seed=seed)
        if actions and isinstance(actions[-1], Discard):
            break
    else:
        pytest.fail("no game with a forced discard")
    entries = replay_log(setup, actions)[0]
    assert entries[-1].forced
    history = UndoHistory(setup, across_turns=True)
    history.sync(actions)
    target = history.undo_length()
    assert target < len(actions) - 1 and not entries[target].forced
    assert all(e.forced for e in entries[target + 1:])
    history.sync(history.undo_actions())
    assert history.redo_actions() == actions


def test_sync_after_one_more_move_replays_only_that_move(monkeypatch):
    """Issue 12: following a game costs each move once, not a replay of the whole log."""
    from vikings_desktop.persistence import history as history_module

    setup = make_setup(HUMAN, BOT, seed=4)
    log = play_until(setup, lambda s, a: len(a) >= 30)
    full_replays = []
    real_replay = history_module.replay_log
    monkeypatch.setattr(history_module, "replay_log",
                        lambda *a: full_replays.append(1) or real_replay(*a))
    history = UndoHistory(setup)
    for n in range(1, len(log) + 1):
        history.sync(log[:n])
    assert len(full_replays) == 1                      # the empty log at construction
    fresh = UndoHistory(setup)
    fresh.sync(log)
    assert history.entries == fresh.entries and history.future == fresh.future
    history.sync(log[:10])                             # an undo: replayed, still right
    assert [e.action for e in history.entries] == log[:10]
    assert [e.action for e in history.future] == log
