"""Every `.vkp` scenario — the shared ones (../shared/scenarios, when present) and the
project's own (tests/scenarios) — with every `#!` expectation checked (scenarios/README)."""

from __future__ import annotations

import os
import shlex
from pathlib import Path

import pytest

from vikings_desktop.engine import BOATSMAN, Phase
from vikings_desktop.engine.notation import parse, to_text
from vikings_desktop.engine.positions import score_position

REPO = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("VIKINGS_SHARED", REPO.parent / "shared")) / "scenarios"
OWN = REPO / "tests" / "scenarios"


def scenario_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.vkp")) if folder.is_dir() else []


def expectations(text: str) -> list[tuple[int, list[str]]]:
    return [(n, shlex.split(line[2:])) for n, line in enumerate(text.splitlines(), 1)
            if line.startswith("#!")]


def check_scenario(path: Path) -> int:
    text = path.read_text(encoding="utf-8")
    position = parse(text)
    assert parse(to_text(position)) == position, "print → parse must give the same position"
    checked = 0
    for line, words in expectations(text):
        where = f"{path.name}:{line}"
        verb, kind, *rest = words
        if verb == "boatsman":
            check_boatsman_step(position, where, kind, rest)
            checked += 1
            continue
        result = score_position(position, kind)
        if verb == "expect":
            name, *fields = rest
            row = next((p for p in result["players"] if p["name"] == name), None)
            assert row is not None, f"{where}: no player {name}"
            for field in fields:
                key, value = field.split("=")
                assert row[key] == int(value), (
                    f"{where}: {name} {key} after {kind} scoring is {row[key]}, expected {value}"
                    f" (breakdown {row['breakdown']})")
        elif verb == "winners":
            assert sorted(result["winners"]) == sorted(rest), f"{where}: winners {result['winners']}"
        else:
            pytest.fail(f"{where}: unknown expectation {verb!r}")
        checked += 1
    return checked


def check_boatsman_step(position, where: str, name: str, fields: list[str]) -> None:
    """``#! boatsman NAME moved=N boatsmen=M``: the round ends and its Boatsman step is
    played taking the first legal action each time (Vikings before Done, so every use
    moves as much as it can; in round 6 the rules themselves demand the most); then NAME
    has moved N Vikings in all and has M Boatsmen left on the mainland. Round 6 only:
    a position holds no stacks to deal a further round from."""
    state = position.clone()
    seat = [p.name for p in state.players].index(name)
    on_tiles = state.players[seat].vikings_on_tiles()
    state.finish_round()
    while state.phase in (Phase.BOATSMAN, Phase.BOATSMAN_MOVE):
        state.apply(state.legal_actions()[0])
    player = state.players[seat]
    found = {"moved": player.vikings_on_tiles() - on_tiles, "boatsmen": player.mainland[BOATSMAN]}
    for field in fields:
        key, value = field.split("=")
        assert found[key] == int(value), f"{where}: {name} {key} is {found[key]}, expected {value}"


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/scenarios is not on this machine")
@pytest.mark.parametrize("path", scenario_files(SHARED), ids=lambda p: p.name)
def test_shared_scenario(path: Path) -> None:
    assert check_scenario(path) > 0


@pytest.mark.parametrize("path", scenario_files(OWN), ids=lambda p: p.name)
def test_own_scenario(path: Path) -> None:
    assert check_scenario(path) > 0


def test_own_scenarios_exist() -> None:
    assert len(scenario_files(OWN)) >= 5
