"""Looking back at a game: decisions, Hard's verdict, honesty and repeatability."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.ai import make_strategy
from vikings_desktop.ai.analysis import Decision, analyse, decisions
from vikings_desktop.engine import ADVANCED, BASE, GameState

QUICK = {"search_sweeps": 6, "compare_sweeps": 6, "recheck_search_sweeps": 8,
         "recheck_compare_sweeps": 8}


def computer_game(rules, seed: int, players: int = 2) -> tuple[GameState, list]:
    state = GameState.new_game(["Ann", "Bo", "Cy", "Di"][:players], seed=seed, rules=rules)
    start = state.clone()
    bots = [make_strategy("greedy" if s == 0 else "normal", seed + s) for s in range(players)]
    actions = []
    while not state.is_over():
        action = bots[state.current].choose(state.observation())
        state.apply(action)
        actions.append(action)
    return start, actions


@pytest.fixture(scope="module")
def base_game():
    return computer_game(BASE, 3)


@pytest.fixture(scope="module")
def advanced_game():
    return computer_game(ADVANCED, 4, players=3)


def test_decisions_are_the_chosen_seats_moments_with_a_choice(base_game):
    start, actions = base_game
    found = list(decisions(start, actions, {0}))
    replay = start.clone()
    expected = []
    for index, action in enumerate(actions):
        if replay.current == 0 and len(replay.legal_actions()) > 1:
            expected.append((index, action))
        replay.apply(action)
    assert [(d.index, d.played) for d in found] == expected
    assert all(d.seat == 0 and d.played in d.observation.legal_actions() for d in found)
    assert start == computer_game(BASE, 3)[0]           # the start position is untouched


def reshuffled(decision: Decision, seed: int) -> Decision:
    """The same decision with another hidden order of the stacks, bag and special stack."""
    state = decision.observation.sample(random.Random(seed))
    return Decision(decision.index, decision.seat, decision.round, state.observation(),
                    decision.played)


def costly_decisions(game, count: int) -> list[Decision]:
    start, actions = game
    return [d for d in decisions(start, actions, {0})][5:5 + count]


@pytest.mark.slow
@pytest.mark.parametrize("game", ["base_game", "advanced_game"])
def test_the_verdict_is_the_same_for_any_reshuffle_of_the_hidden_order(game, request):
    for decision in costly_decisions(request.getfixturevalue(game), 4):
        verdict = analyse(decision, seed=11, **QUICK)
        for shuffle in (1, 2):
            assert analyse(reshuffled(decision, shuffle), seed=11, **QUICK) == verdict


def test_the_same_seed_gives_the_same_numbers(advanced_game):
    decision = costly_decisions(advanced_game, 1)[0]
    assert analyse(decision, seed=5, **QUICK) == analyse(decision, seed=5, **QUICK)


def test_a_verdict_compares_hard_s_plan_with_the_plan_played(base_game):
    verdicts = [analyse(d, seed=3, **QUICK) for d in costly_decisions(base_game, 12)]
    for decision, verdict in zip(costly_decisions(base_game, 12), verdicts, strict=True):
        assert verdict.played[0] == decision.played
        assert verdict.preferred[0] in decision.observation.legal_actions()
        if verdict.agrees:
            assert verdict.cost == 0.0 and verdict.reasons == ()
    disagreements = [v for v in verdicts if not v.agrees]
    assert disagreements                                  # greedy is not Hard
    assert all(v.spread >= 0 for v in disagreements)
    assert any(v.reasons for v in disagreements)
    # a reason is a part of the final scoring (or the fame so far), biggest first
    for verdict in disagreements:
        assert list(verdict.reasons) == sorted(verdict.reasons, key=lambda r: -r[1])


def test_stopping_ends_an_analysis_at_once(base_game):
    decision = costly_decisions(base_game, 1)[0]
    verdict = analyse(decision, seed=3, should_stop=lambda: True)
    assert verdict.index == decision.index           # an answer, not a hang or an error


def test_the_worker_process_gives_the_same_verdict(base_game):
    """The analysis runs in the computer players' worker process, as a decision does."""
    import threading

    from vikings_desktop.ai.analysis import analyst_factory
    from vikings_desktop.ai.decision_process import DecisionProcess
    decision = costly_decisions(base_game, 1)[0]
    process = DecisionProcess()
    try:
        answered = threading.Event()
        got: list = []
        process.request(process.new_client(), None, "analysis", None, decision.observation,
                        lambda verdict, error: (got.append((verdict, error)), answered.set()),
                        factory=analyst_factory(decision, 3, **QUICK))
        assert answered.wait(120)
    finally:
        process.close()
    verdict, error = got[0]
    assert error == ""
    assert verdict == analyse(decision, seed=3 + decision.index, **QUICK)


def test_a_finding_is_more_than_the_threshold_and_surely_more_than_nothing():
    from vikings_desktop.ai.analysis import RECHECK_FROM, Z, cost_interval, is_finding
    assert cost_interval(4.0, 1.0) == (4.0 - Z, 4.0 + Z)
    assert is_finding(4.0, 1.0, threshold=3.0)
    assert not is_finding(4.0, 2.5, threshold=3.0)       # the interval holds 0: noise
    assert not is_finding(2.5, 0.1, threshold=3.0)       # sure, but below the threshold
    # a threshold below the recheck's bar never shows a verdict that was not rechecked
    assert not is_finding(RECHECK_FROM - 0.1, 0.01, threshold=0.5)


def test_a_significant_difference_is_measured_again_on_fresh_deals(base_game):
    """The verdict of a decision that passes the first measurement is the recheck's: a
    deeper search from another seed and fresh deals, so its numbers differ from the
    first measurement's (which alone is what a recheck of 0 deals returns) — unless the
    difference is the same on every deal (fame paid now, spread 0)."""
    from vikings_desktop.ai.analysis import RECHECK_FROM, Z
    quick_first = {**QUICK, "recheck_compare_sweeps": 0}
    rechecked = remeasured = 0
    for decision in costly_decisions(base_game, 20):
        first = analyse(decision, seed=3, **quick_first)
        final = analyse(decision, seed=3, **QUICK)
        if first.agrees or first.cost - Z * first.spread <= 0 or first.cost < RECHECK_FROM:
            assert final == first                           # nothing to check again
            continue
        rechecked += 1
        remeasured += (final.cost, final.spread) != (first.cost, first.spread)
    assert rechecked and remeasured                         # greedy's mistakes are sure ones


def test_the_same_game_analysed_twice_gives_the_same_findings():
    from vikings_desktop.ai.analysis import analyse_game, is_finding
    start, actions = computer_game(BASE, 8)
    actions = actions[:40]
    runs = []
    for _ in range(2):
        found, verdicts = analyse_game(start, actions, {0, 1}, seed=44, **QUICK)
        runs.append([(v.index, v.cost, v.spread) for v in verdicts
                     if is_finding(v.cost, v.spread, 1.0)])
    assert found and runs[0] == runs[1]


def counting_playouts(monkeypatch) -> list[int]:
    """Counts the comparison's playouts (the search's own go through ``_play_out``)."""
    from vikings_desktop.ai.hard import HardStrategy
    calls = [0]
    play_out = HardStrategy.play_out

    def counted(self, *args, **kwargs):
        calls[0] += 1
        return play_out(self, *args, **kwargs)
    monkeypatch.setattr(HardStrategy, "play_out", counted)
    return calls


def test_a_comparison_that_cannot_become_a_finding_stops_at_a_look(base_game, monkeypatch):
    """From FIRST_LOOK deals on, every LOOK_EVERY deals, a comparison whose mean is at
    most 0 or whose interval lies below RECHECK_FROM stops: it plays fewer deals than
    asked, only at a look, and what it stopped on is never a candidate for a finding."""
    from vikings_desktop.ai.analysis import FIRST_LOOK, LOOK_EVERY, RECHECK_FROM, Z
    calls = counting_playouts(monkeypatch)
    asked = FIRST_LOOK + 5 * LOOK_EVERY
    settings = {**QUICK, "compare_sweeps": asked, "recheck_compare_sweeps": 0}
    stopped = full = 0
    for decision in costly_decisions(base_game, 16):
        calls[0] = 0
        verdict = analyse(decision, seed=3, **settings)
        deals = calls[0] // 2                       # both plans on every deal
        if verdict.agrees:
            assert deals == 0
            continue
        if deals < asked:
            stopped += 1
            assert deals >= FIRST_LOOK and (deals - FIRST_LOOK) % LOOK_EVERY == 0
            assert verdict.cost <= 0 or verdict.cost + Z * verdict.spread < RECHECK_FROM + 0.01
        else:
            full += 1
    assert stopped                                  # greedy's equal moves stop early


def test_stopping_early_is_repeatable(base_game, monkeypatch):
    calls = counting_playouts(monkeypatch)
    settings = {**QUICK, "compare_sweeps": 32}
    runs = []
    for _ in range(2):
        calls[0] = 0
        verdicts = [analyse(d, seed=3, **settings) for d in costly_decisions(base_game, 8)]
        runs.append((verdicts, calls[0]))
    assert runs[0] == runs[1]


def a_blunder(game, round_: int) -> Decision:
    """Seat 0's first purchase decision of ``round_`` where a free purchase was legal,
    played as the dearest one, paying 5 fame or more for gold it does not need (R-B4)."""
    from vikings_desktop.engine import Buy
    start, actions = game
    for decision in decisions(start, actions, {0}):
        buys = [a for a in decision.observation.legal_actions() if isinstance(a, Buy)]
        dearest = max(buys, key=lambda buy: buy.fame, default=None)
        if (decision.round == round_ and dearest is not None and dearest.fame >= 5
                and any(buy.fame == 0 for buy in buys)):
            return Decision(decision.index, decision.seat, decision.round,
                            decision.observation, dearest)
    raise AssertionError(f"no dear purchase in round {round_}")


@pytest.mark.parametrize(("rules", "round_"), [(BASE, 6), (ADVANCED, 4)])
def test_a_real_blunder_is_still_found(rules, round_):
    """Paying 5 fame or more for gold when a free purchase is there is a finding with the
    window's own settings (first measurement, early stop and recheck), in the base and in
    the 2-player advanced game."""
    from vikings_desktop.ai.analysis import COSTLY, is_finding
    decision = a_blunder(computer_game(rules, 5), round_)
    verdict = analyse(decision, seed=44 + decision.index)
    assert not verdict.agrees
    assert is_finding(verdict.cost, verdict.spread, COSTLY), verdict


def auction_decisions(game) -> list[Decision]:
    start, actions = game
    from vikings_desktop.engine import Phase
    return [d for d in decisions(start, actions, {0, 1, 2})
            if d.observation.state.phase is Phase.AUCTION]


def test_passing_in_the_auction_is_never_blamed(advanced_game, monkeypatch):
    """The playouts' rivals concede the start player's seat above a few gold, so they are
    optimistic about bids: passing (or the opener's least bid) is not judged against a
    bid (R-A1)."""
    from vikings_desktop.ai.hard import HardStrategy
    from vikings_desktop.engine import Bid, Pass

    def no_search(*_args, **_kwargs):
        raise AssertionError("a pass is not searched")
    monkeypatch.setattr(HardStrategy, "search", no_search)
    cheapest = []
    for decision in auction_decisions(advanced_game):
        bids = [a.amount for a in decision.observation.legal_actions() if isinstance(a, Bid)]
        if isinstance(decision.played, Pass) or (
                not any(isinstance(a, Pass) for a in decision.observation.legal_actions())
                and decision.played == Bid(min(bids))):
            cheapest.append(decision)
    assert cheapest
    for decision in cheapest:
        verdict = analyse(decision, seed=3, **QUICK)
        assert verdict.agrees and verdict.cost == 0.0


def test_a_bid_is_judged_against_the_cheapest_choice_only(advanced_game, monkeypatch):
    """As Hard's own auction measures a bid (bid_or_pass): against passing, or the least
    bid where the opener may not pass."""
    from vikings_desktop.ai.hard import HardStrategy
    from vikings_desktop.engine import Bid, Pass

    searched: list[list] = []
    search = HardStrategy.search

    def recording(self, observation, plans, *args, **kwargs):
        searched.append([plan[0] for plan in plans])
        return search(self, observation, plans, *args, **kwargs)
    monkeypatch.setattr(HardStrategy, "search", recording)
    for decision in auction_decisions(advanced_game):
        legal = decision.observation.legal_actions()
        amounts = sorted(a.amount for a in legal if isinstance(a, Bid))
        if len(amounts) < 4:
            continue
        played = Bid(amounts[1])          # a small bid, with bigger ones Hard would weigh
        searched.clear()
        analyse(Decision(decision.index, decision.seat, decision.round, decision.observation,
                         played), seed=5, **QUICK)
        cheapest = Pass() if Pass() in legal else Bid(amounts[0])
        assert searched and sorted(map(str, searched[0])) == sorted(map(str, [cheapest, played]))
        return
    raise AssertionError("no auction with a bid to judge")


def test_bidding_all_one_s_gold_for_the_seat_is_found():
    """A bid of every gold piece (12 or more) in round 3 or 4, where passing was
    there, is judged against passing and found, with the window's own settings."""
    from vikings_desktop.ai.analysis import COSTLY, is_finding
    from vikings_desktop.engine import Bid, Pass
    start, actions = computer_game(ADVANCED, 5)
    for decision in decisions(start, actions, {0}):
        legal = decision.observation.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        if decision.round in (3, 4) and Pass() in legal and bids and max(b.amount for b in bids) >= 12:
            dearest = max(bids, key=lambda a: a.amount)
            verdict = analyse(Decision(decision.index, decision.seat, decision.round,
                                       decision.observation, dearest), seed=44 + decision.index)
            assert not verdict.agrees
            assert is_finding(verdict.cost, verdict.spread, COSTLY), verdict
            return
    raise AssertionError("no auction where a dear bid could be made")
