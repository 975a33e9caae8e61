"""Bad files are refused with a message naming the problem, and nothing on disk changes."""

from __future__ import annotations

import json
import os

import pytest
from save_games import play, setup_for

from vikings_desktop.persistence import (
    MAX_FILE_BYTES,
    SavedGame,
    SaveError,
    SaveProblem,
    dumps_save,
    loads_save,
    read_save,
    write_save,
)


@pytest.fixture(scope="module")
def good_text() -> str:
    setup = setup_for(4)
    actions, state = play(setup, 4, stop_after=40)
    return dumps_save(SavedGame(setup, actions), state)


def edited(text: str, change) -> bytes:
    data = json.loads(text)
    change(data)
    return json.dumps(data).encode("utf-8")


def refused(tmp_path, content: bytes, *fragments: str) -> str:
    """Read ``content`` from a file; assert the refusal names the problem and the file,
    and that the file is byte-identical and untouched afterwards."""
    path = tmp_path / "bad.vikings.json"
    path.write_bytes(content)
    before = os.stat(path)
    with pytest.raises(SaveError) as caught:
        read_save(path)
    message = str(caught.value)
    assert str(path) in message
    for fragment in fragments:
        assert fragment in message, message
    after = os.stat(path)
    assert path.read_bytes() == content
    assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
    assert sorted(os.listdir(tmp_path)) == ["bad.vikings.json"]
    return message


def test_truncated_file(tmp_path, good_text):
    encoded = good_text.encode("utf-8")
    refused(tmp_path, encoded[: len(encoded) // 2], "truncated")


def test_corrupt_json(tmp_path, good_text):
    refused(tmp_path, good_text.replace('"actions"', '"actions" oops', 1).encode(),
            "not valid JSON", "line")


def test_empty_file(tmp_path):
    refused(tmp_path, b"", "empty")


def test_wrong_format_name(tmp_path, good_text):
    refused(tmp_path, edited(good_text, lambda d: d.update(format="chess-save")),
            "not a Vikings Desktop save", "'chess-save'")


def test_missing_format_name(tmp_path, good_text):
    refused(tmp_path, edited(good_text, lambda d: d.pop("format")), "no 'format' field")


def test_json_that_is_not_an_object(tmp_path):
    refused(tmp_path, b"[1, 2, 3]", "not a Vikings Desktop save", "list")


def test_newer_version(tmp_path, good_text):
    refused(tmp_path, edited(good_text, lambda d: d.update(version=5)),
            "newer Vikings Desktop", "version 5")


def test_a_from_replay_mark_that_is_not_true_or_false(tmp_path, good_text):
    refused(tmp_path, edited(good_text, lambda d: d.update(from_replay="yes")), "from_replay")


def test_version_that_is_not_a_number(tmp_path, good_text):
    refused(tmp_path, edited(good_text, lambda d: d.update(version="1")), "version")


def test_action_log_that_does_not_replay(tmp_path, good_text):
    def break_log(data):
        data["actions"][3] = {"type": "done"}     # no Boatsman phase in round 1
    message = refused(tmp_path, edited(good_text, break_log), "does not replay", "action 4 of 40")
    assert "not legal" in message


def test_action_log_with_nonsense_coordinates(tmp_path, good_text):
    def break_log(data):
        data["actions"][1] = {"type": "place", "row": 99, "col": -3, "viking_on_tile": False}
    refused(tmp_path, edited(good_text, break_log), "does not replay", "action 2")


def test_malformed_action(tmp_path, good_text):
    refused(tmp_path, edited(good_text, lambda d: d["actions"].__setitem__(0, {"type": "buy"})),
            "action 1 of the log is malformed")
    refused(tmp_path, edited(good_text, lambda d: d["actions"].__setitem__(0, {"type": "fly"})),
            "unknown action type 'fly'")


def test_log_that_stops_short_of_the_snapshot(tmp_path, good_text):
    message = refused(tmp_path, edited(good_text, lambda d: d["actions"].pop()),
                      "does not reproduce the saved position")
    assert "snapshot." in message


def test_snapshot_edited_by_hand(tmp_path, good_text):
    def cheat(data):
        data["snapshot"]["players"][0]["gold"] += 50
    refused(tmp_path, edited(good_text, cheat), "snapshot.players[0].gold")


def test_huge_file_is_refused_before_reading(tmp_path, good_text):
    content = good_text.encode() + b" " * (MAX_FILE_BYTES + 1 - len(good_text.encode()))
    refused(tmp_path, content, "too large", "10 MB")


def test_non_utf8(tmp_path, good_text):
    content = good_text.encode().replace(b"Astrid", b"Astr\xefd", 1)
    refused(tmp_path, content, "not UTF-8", "0xef")
    refused(tmp_path, good_text.encode("utf-16"), "not UTF-8")


def test_utf8_names_are_fine():
    from vikings_desktop.game_setup import GameSetup, Seat
    setup = GameSetup((Seat("Þórr"), Seat("Ægir", "computer", "greedy", "forest")),
                      seed=1).dealt()
    assert loads_save(dumps_save(SavedGame(setup, [])).encode()).game.setup.names == [
        "Þórr", "Ægir"]


def test_duplicate_keys_and_nan_are_refused(tmp_path, good_text):
    refused(tmp_path, good_text.replace('"version":4', '"version":4,"version":4', 1).encode(),
            "appears twice")
    refused(tmp_path, good_text.replace('"seed":4', '"seed":NaN', 1).encode(), "NaN")


def test_deeply_nested_json(tmp_path):
    refused(tmp_path, b"[" * 100_000 + b"]" * 100_000, "nested too deeply")


@pytest.mark.parametrize("change, fragment", [
    (lambda d: d.update(extra=1), "unknown field(s) 'extra'"),
    (lambda d: d.pop("snapshot"), "lacks the field(s) 'snapshot'"),
    (lambda d: d["setup"].update(seats=d["setup"]["seats"][:1]), "2 to 4 seats"),
    (lambda d: d["setup"]["seats"][1].update(name="Astrid"), "same name"),
    (lambda d: d["setup"]["seats"][1].update(name="ASTRID"), "same name"),
    (lambda d: d["setup"]["seats"][0].update(kind="alien"),
     "seat 1 (Astrid): a player is human or computer"),
    (lambda d: d["setup"]["seats"][1].update(level="godlike"), "unknown computer level"),
    (lambda d: d["setup"]["seats"][0].update(name=""), "seat 1: every player needs a name"),
    (lambda d: d["setup"]["seats"][0].update(name=7), "seat 1: the name must be a text"),
    (lambda d: d["setup"]["seats"][0].update(name="Ann\ud800"), "cannot be used (U+D800)"),
    (lambda d: d["setup"]["seats"][0].update(name="Ann\x07"), "cannot be used (U+0007)"),
    (lambda d: d["setup"]["seats"][0].update(colour="red"), "unknown colour 'red'"),
    (lambda d: d["setup"]["seats"][1].update(colour="crimson"), "same colour (crimson)"),
    (lambda d: d["setup"]["deal"].update(extra=[]), "the deal has unknown field(s) 'extra'"),
    (lambda d: d["setup"].update(rules={"rules": "advanced"}), "the rule options are not valid"),
    (lambda d: d["setup"].update(seed="seven"), "the seed"),
    (lambda d: d["setup"]["deal"]["stacks"][0].pop(), "the deal is not valid"),
    (lambda d: d["setup"]["deal"].update(start_player=7), "start player 7"),
    (lambda d: d.update(actions={}), "action log must be a JSON list"),
    (lambda d: d.update(snapshot=[]), "snapshot must be a JSON object"),
])
def test_invalid_fields_are_named(tmp_path, good_text, change, fragment):
    refused(tmp_path, edited(good_text, change), fragment)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        read_save(tmp_path / "nowhere.json")
    with pytest.raises(SaveError, match="folder, not a file"):
        read_save(tmp_path)


def test_a_file_cut_off_anywhere_is_called_truncated():
    setup = setup_for(1)
    actions, state = play(setup, 1, stop_after=5)
    content = dumps_save(SavedGame(setup, actions), state).encode()
    complete = len(content.rstrip())
    for cut in range(1, complete):
        with pytest.raises(SaveError, match="truncated|empty"):
            loads_save(content[:cut])


@pytest.mark.parametrize("rules, fragment", [
    ({"auction": "yes", "single_bid": False, "advanced_boatsman": False, "special_tiles": False},
     "the rule options are not valid: the rule option 'auction' must be true or false"),
    ({"auction": False, "single_bid": False, "advanced_boatsman": False, "special_tiles": False,
      "dragons": True}, "unknown rule option(s) 'dragons'"),
    ({"auction": False, "single_bid": True, "advanced_boatsman": False, "special_tiles": False},
     "the single-bid variant needs the auction"),
    ([], "the rule options must be a JSON object"),
    ({"rules": "base"}, "unknown rule option(s) 'rules'"),
])
def test_bad_rule_options_are_refused_with_a_message(tmp_path, good_text, rules, fragment):
    refused(tmp_path, edited(good_text, lambda d: d["setup"].update(rules=rules)), fragment)


def test_a_version_1_save_loads_as_the_base_game(tmp_path, good_text):
    from vikings_desktop.engine.rules import RuleOptions

    def version_1(data):
        data.update(version=1)
        data["setup"]["rules"] = {"rules": "base"}
    assert loads_save(edited(good_text, version_1)).game.setup.rules == RuleOptions()
    refused(tmp_path, edited(good_text, lambda d: d.update(version=1)), "like {\"rules\": \"base\"}")


def test_every_refusal_says_what_kind_of_problem_it_is(good_text, tmp_path):
    """The window words a refusal by its kind (SaveProblem) in the player's language."""
    def kind(data: bytes | str) -> SaveProblem:
        with pytest.raises(SaveError) as refused:
            loads_save(data)
        return refused.value.kind

    assert kind('{"milk": 2}') is SaveProblem.NOT_A_SAVE
    assert kind("[1, 2]") is SaveProblem.NOT_A_SAVE
    assert kind(edited(good_text, lambda d: d.update(version=99))) is SaveProblem.NEWER
    assert kind(good_text[:200]) is SaveProblem.DAMAGED
    assert kind(edited(good_text, lambda d: d["actions"].pop(3))) is SaveProblem.DAMAGED
    assert kind(b"x" * (MAX_FILE_BYTES + 1)) is SaveProblem.UNREADABLE
    with pytest.raises(SaveError) as folder:
        read_save(tmp_path)                                  # a folder, not a file
    assert folder.value.kind is SaveProblem.UNREADABLE and folder.value.path == tmp_path
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    setup = setup_for(2)
    with pytest.raises(SaveError) as unwritable:
        write_save(blocker / "game.vikings.json", SavedGame(setup, []))
    assert unwritable.value.kind is SaveProblem.CANNOT_WRITE
