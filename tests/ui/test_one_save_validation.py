"""One validation for saves: every fuzzed save is accepted or
refused alike by `vikings-cli check-save` and by the window's Open…, and a refusal names
the same problem in both. The window keeps the save's own set-up type
(``vikings_desktop.game_setup``), so nothing is converted or checked twice on the way in."""

from __future__ import annotations

import copy
import json
import random

import pytest
from PySide6.QtWidgets import QMessageBox

from vikings_desktop.cli import main
from vikings_desktop.engine.rules import ADVANCED, RuleOptions
from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence import SavedGame, dumps_save
from vikings_desktop.ui.main_window import MainWindow


def seat(i: int):
    return lambda d: d["setup"]["seats"][i]


def setter(where, key, value):
    def change(data):
        where(data)[key] = copy.deepcopy(value)
    return change


def dropper(where, key):
    return lambda data: where(data).pop(key, None)


setup_of = lambda d: d["setup"]            # noqa: E731
deal_of = lambda d: d["setup"]["deal"]     # noqa: E731
top = lambda d: d                          # noqa: E731

# Single edits; the fuzz also combines two or three of them.
EDITS = [
    setter(seat(0), "name", ""), setter(seat(0), "name", "   "), setter(seat(0), "name", "A" * 41),
    setter(seat(0), "name", "A" * 40), setter(seat(1), "name", "ASTRID"),
    setter(seat(1), "name", "astrid "), setter(seat(0), "name", "Ann\ud800"),
    setter(seat(0), "name", "Ann\x00"), setter(seat(0), "name", "Ann\u2028"),
    setter(seat(0), "name", "AC/DC"), setter(seat(0), "name", "CON"), setter(seat(0), "name", 7),
    setter(seat(0), "name", None), setter(seat(0), "name", "Þórr"),
    setter(seat(0), "colour", "red"), setter(seat(0), "colour", None),
    setter(seat(1), "colour", None), setter(seat(1), "colour", "crimson"),
    setter(seat(0), "colour", "CRIMSON"), setter(seat(0), "colour", 3),
    setter(seat(0), "colour", "teal"),
    setter(seat(0), "kind", "alien"), setter(seat(0), "kind", "Human"),
    setter(seat(0), "kind", None), setter(seat(0), "kind", COMPUTER),
    setter(seat(1), "kind", HUMAN), setter(seat(1), "level", "godlike"),
    setter(seat(1), "level", None), setter(seat(1), "level", "random"),
    setter(seat(0), "level", "random"), setter(seat(0), "level", None),
    setter(seat(0), "level", 5), setter(seat(0), "extra", 1), dropper(seat(0), "kind"),
    dropper(seat(0), "colour"), dropper(seat(0), "level"),
    setter(deal_of, "extra", []), setter(deal_of, "start_player", 9),
    setter(deal_of, "start_player", -1), setter(deal_of, "start_player", "0"),
    setter(deal_of, "start_player", True), setter(deal_of, "start_player", 1),
    lambda d: d["setup"]["deal"].update(bag="".join(d["setup"]["deal"]["bag"])),
    setter(setup_of, "seed", "7"), setter(setup_of, "seed", 1.5), setter(setup_of, "seed", True),
    setter(setup_of, "seed", -1), setter(setup_of, "seed", 2**70), setter(setup_of, "seed", None),
    setter(setup_of, "rules", {"rules": "base"}), setter(setup_of, "rules", []),
    setter(setup_of, "rules", {"rules": "advanced"}), setter(setup_of, "extra", {}),
    setter(top, "version", 1), setter(top, "version", 4), setter(top, "saved_at", 5),
    lambda d: d.update(version=1) or d["setup"].update(rules={"rules": "base"}),
    lambda d: d["setup"]["seats"].append(copy.deepcopy(d["setup"]["seats"][0])),
    lambda d: d["setup"]["seats"].pop(),
    lambda d: d["setup"]["seats"].reverse(),
    # names that differ only in case or width (casefold: "Straße" is "STRASSE")
    setter(seat(0), "name", "BJORN"), setter(seat(1), "name", "aStRiD"),
    lambda d: d["setup"]["seats"][0].update(name="Straße") or d["setup"]["seats"][1].update(
        name="STRASSE"),
    setter(seat(1), "name", "Astrid\u200b"), setter(seat(1), "name", " Astrid"),
    # colours the window cannot draw, or that are a known colour spelt differently
    setter(seat(0), "colour", "Crimson"), setter(seat(0), "colour", "royal_blue"),
    setter(seat(0), "colour", ""), setter(seat(1), "colour", "purple"),
    setter(seat(1), "colour", "royal blue "), setter(seat(1), "colour", ["forest"]),
    # computer levels: case, blanks, a level only some installations have, a human's level
    setter(seat(1), "level", "Normal"), setter(seat(1), "level", "HARD"),
    setter(seat(1), "level", ""), setter(seat(1), "level", "random "),
    setter(seat(1), "level", "mc"), setter(seat(1), "level", "hard"),
    setter(seat(0), "level", "godlike"), setter(seat(1), "kind", "COMPUTER"),
    # rule options: wrong types, unknown keys, a variant without what it needs, a deal that
    # does not match them
    setter(setup_of, "rules", {"auction": "yes"}), setter(setup_of, "rules", {"auction": 1}),
    setter(setup_of, "rules", {"single_bid": True}),
    setter(setup_of, "rules", {"single_bid": True, "auction": True}),
    setter(setup_of, "rules", {"special_tiles": True}), setter(setup_of, "rules", {"x": True}),
    setter(setup_of, "rules", None), setter(setup_of, "rules", ADVANCED.to_json()),
    setter(setup_of, "rules", {}), setter(setup_of, "rules", {"auction": False}),
    # seats twice, too many, or a seat that is no object
    lambda d: d["setup"]["seats"].append(dict(d["setup"]["seats"][1], colour="teal")),
    lambda d: d["setup"]["seats"].append(dict(d["setup"]["seats"][1], name="Leif")),
    lambda d: d["setup"]["seats"].append(dict(d["setup"]["seats"][1], name="Leif",
                                               colour="teal")),
    lambda d: d["setup"]["seats"].extend(copy.deepcopy(d["setup"]["seats"]) * 2),
    lambda d: d["setup"]["seats"].__setitem__(0, "Astrid"),
    lambda d: d["setup"].update(seats=[]),
]


@pytest.fixture(scope="module")
def good_save() -> dict:
    setup = GameSetup((Seat("Astrid", HUMAN, None, "crimson"),
                       Seat("Bjorn", COMPUTER, "greedy", "forest")), seed=3).dealt(start_player=0)
    return json.loads(dumps_save(SavedGame(setup, [])))


def advanced_save() -> dict:
    """An advanced game a few actions in (the auction): edits to its rules or seats also
    change what the log replays into."""
    setup = GameSetup((Seat("Astrid", HUMAN, None, "crimson"),
                       Seat("Bjorn", COMPUTER, "hard", "forest"),
                       Seat("Sigrid", COMPUTER, "mc", "amber")), seed=8,
                      rules=ADVANCED).dealt(start_player=1)
    state, actions = setup.new_state(), []
    for _ in range(3):
        action = state.legal_actions()[0]
        state.apply(action)
        actions.append(action)
    return json.loads(dumps_save(SavedGame(setup, actions)))


def fuzz_cases(good: dict, seed: int = 15) -> list[tuple[str, bytes]]:
    rng = random.Random(seed)
    cases = [("unchanged", json.dumps(good).encode())]
    combos = [[i] for i in range(len(EDITS))]
    combos += [rng.sample(range(len(EDITS)), rng.randint(2, 3)) for _ in range(120)]
    for combo in combos:
        data = copy.deepcopy(good)
        try:
            for i in combo:
                EDITS[i](data)
        except (IndexError, KeyError, TypeError, AttributeError):
            continue                          # an edit that no longer applies
        text = json.dumps(data, ensure_ascii=False)
        cases.append((f"edits {combo}", text.encode("utf-8", "surrogatepass")))
    return cases


@pytest.mark.slow
def test_check_save_and_the_window_agree_on_every_fuzzed_save(qtbot, tmp_path, capsys,
                                                              monkeypatch, good_save):
    refusals: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: refusals.append(box.detailedText()))
    window = MainWindow()
    qtbot.addWidget(window)
    cases = fuzz_cases(good_save) + fuzz_cases(advanced_save(), seed=16)
    outcomes = {True: 0, False: 0}
    for number, (label, content) in enumerate(cases):
        path = tmp_path / f"case{number}.vikings.json"
        path.write_bytes(content)
        cli_accepts = main(["check-save", str(path)]) == 0
        cli_error = capsys.readouterr().err
        refusals.clear()
        window_accepts = window.files.saves.open_file(path)
        assert cli_accepts == window_accepts, (label, cli_error, refusals)
        if not cli_accepts:                   # the same problem in the same words
            problem = cli_error.removeprefix("vikings-cli: ").strip()
            assert refusals and refusals[0].endswith("\n" + problem), (
                label, cli_error, refusals)
        outcomes[cli_accepts] += 1
    assert outcomes[True] >= 30 and outcomes[False] >= 150, outcomes
    window.table.shutdown()


def test_a_version_1_save_loads_as_the_base_game(good_save, tmp_path):
    from vikings_desktop.persistence import read_save
    data = copy.deepcopy(good_save)
    data["version"] = 1
    data["setup"]["rules"] = {"rules": "base"}
    data["setup"]["seats"][0]["colour"] = None          # version 1 allowed no colour
    path = tmp_path / "old.vikings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = read_save(path)
    assert loaded.game.setup.rules == RuleOptions()
    assert loaded.game.setup.seats[0].colour == "crimson"
