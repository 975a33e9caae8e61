"""A lesson is a JSON file under resources/lessons/: its deal (seed, start player, seats,
rules), its steps and each step's text in English and German. Reading one checks it
whole and names the file and the step of anything wrong."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vikings_desktop.engine import (
    ADVANCED,
    BASE,
    Action,
    Bid,
    Buy,
    DraftColour,
    Pass,
    PlaceStart,
    PlaceTile,
    RemoveViking,
    RuleOptions,
    TakeSpecial,
)
from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.resources import resource_path

LANGUAGES = ("en", "de")
NEXT = "next"                     # a step the player reads, then presses Next
TARGETS = ("window", "banner", "wheel", "hand", "display", "players", "auction", "specials")
# what a step may wait for: the engine action and the fields a lesson may fix
ACTIONS: dict[str, tuple[type, tuple[str, ...]]] = {
    "buy": (Buy, ("space",)),
    "place_tile": (PlaceTile, ("row", "col", "viking_on_tile")),
    "place_start": (PlaceStart, ("row",)),
    "bid": (Bid, ("amount",)),
    "pass": (Pass, ()),
    "remove_viking": (RemoveViking, ("viking",)),
    "draft_colour": (DraftColour, ("viking",)),
    "take_special": (TakeSpecial, ("tile",)),
}
# what a step of free play may wait for: the game's news, not one move; the player plays
# on as in any game meanwhile
EVENTS: dict[str, tuple[str, ...]] = {
    "scoring": ("kind",),           # a scoring of that kind: small, large or final
    "game_over": (),
}
SCORINGS = ("small", "large", "final")
RULES = {"base": BASE, "advanced": ADVANCED}


class LessonError(ValueError):
    """A lesson file that cannot be played, with the file and step it is about."""


Text = dict[str, str]            # language -> text


@dataclass(frozen=True)
class ExpectedMove:
    """The move a step waits for: an action kind, and the fields it must have."""
    kind: str
    fields: dict[str, Any] = field(default_factory=dict)

    @property
    def free_play(self) -> bool:
        """The step waits for the game's news: any move the rules allow is the player's."""
        return self.kind in EVENTS

    def matches(self, action: Action) -> bool:
        if self.free_play:
            return False
        action_type, _ = ACTIONS[self.kind]
        return isinstance(action, action_type) and all(
            getattr(action, name) == value for name, value in self.fields.items())


@dataclass(frozen=True)
class Step:
    id: str
    target: str
    text: Text
    waits: ExpectedMove | None            # None: the player presses Next
    wrong: Text | None = None             # said when another allowed move is played
    colour_blind: Text | None = None      # added in colour-blind mode (ticks, not hues)
    hints: dict[str, Text] = field(default_factory=dict)   # scoring kind -> a word on it


@dataclass(frozen=True)
class Lesson:
    id: str
    path: Path
    title: Text
    summary: Text
    seats: tuple[dict[str, Any], ...]
    seed: int
    start_player: int
    rules: RuleOptions
    steps: tuple[Step, ...]
    next_lesson: str | None = None

    def setup(self, language: str) -> GameSetup:
        """The lesson's deal, the seats named in ``language``."""
        seats = tuple(Seat(pick(seat["name"], language), seat["kind"],
                           seat.get("level"), seat["colour"]) for seat in self.seats)
        return GameSetup.shuffled(seats, seed=self.seed, start_player=self.start_player,
                                  rules=self.rules)


def pick(text: Text | str, language: str) -> str:
    """``text`` in ``language`` (English when the language has none)."""
    if isinstance(text, str):
        return text
    return text.get(language) or text["en"]


def lessons_folder() -> Path:
    return resource_path("lessons")


def lesson_ids() -> list[str]:
    return sorted(path.stem for path in lessons_folder().glob("*.json"))


def load_lesson(lesson_id: str) -> Lesson:
    return read_lesson(lessons_folder() / f"{lesson_id}.json")


def read_lesson(path: Path) -> Lesson:
    """The lesson in ``path``; LessonError names the file and the step of a mistake."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise LessonError(f"{path.name}: cannot be read: {error}") from error
    where = path.name
    if not isinstance(data, dict):
        raise LessonError(f"{where}: a lesson is a JSON object")
    _need(data, ("title", "summary", "seats", "seed", "rules", "steps"), where)
    if data["rules"] not in RULES:
        raise LessonError(f"{where}: rules must be one of {', '.join(RULES)}")
    seats = tuple(_seat(seat, f"{where}: seat {n}") for n, seat in enumerate(data["seats"], 1))
    if not isinstance(data["steps"], list) or not data["steps"]:
        raise LessonError(f"{where}: a lesson needs steps")
    steps = tuple(_step(step, f"{where}: step {n}") for n, step in enumerate(data["steps"], 1))
    ids = [step.id for step in steps]
    twice = next((i for i in ids if ids.count(i) > 1), None)
    if twice:
        raise LessonError(f"{where}: step id {twice!r} is used twice")
    lesson = Lesson(path.stem, path, _text(data["title"], f"{where}: title"),
                    _text(data["summary"], f"{where}: summary"), seats, data["seed"],
                    data.get("start_player", 0), RULES[data["rules"]], steps,
                    data.get("next_lesson"))
    for language in LANGUAGES:
        problem = lesson.setup(language).problem()
        if problem:
            raise LessonError(f"{where}: the deal cannot start: {problem}")
    return lesson


def _need(data: dict, keys: tuple[str, ...], where: str) -> None:
    missing = [key for key in keys if key not in data]
    if missing:
        raise LessonError(f"{where}: missing {', '.join(missing)}")


def _text(value: object, where: str) -> Text:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str)
                                          or not value[lang].strip() for lang in LANGUAGES):
        raise LessonError(f"{where}: needs a text in each of {', '.join(LANGUAGES)}")
    return {lang: value[lang] for lang in LANGUAGES}


def _seat(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise LessonError(f"{where}: a seat is an object")
    _need(value, ("name", "kind", "colour"), where)
    if value["kind"] not in (HUMAN, COMPUTER):
        raise LessonError(f"{where}: kind must be {HUMAN} or {COMPUTER}")
    if not isinstance(value["name"], str):
        _text(value["name"], f"{where}: name")
    return value


def _step(value: object, where: str) -> Step:
    if not isinstance(value, dict):
        raise LessonError(f"{where}: a step is an object")
    _need(value, ("id", "target", "text", "waits"), where)
    where = f"{where} ({value['id']})"
    if value["target"] not in TARGETS:
        raise LessonError(f"{where}: target must be one of {', '.join(TARGETS)}")
    waits = value["waits"]
    expected = None
    if waits != NEXT:
        expected = _waits(waits, where)
    wrong = _text(value["wrong"], f"{where}: wrong") if "wrong" in value else None
    marks = (_text(value["colour_blind"], f"{where}: colour_blind")
             if "colour_blind" in value else None)
    hints = value.get("hints", {})
    if not isinstance(hints, dict) or any(kind not in SCORINGS for kind in hints):
        raise LessonError(f"{where}: hints are texts for the scorings, "
                          f"{', '.join(SCORINGS)}")
    return Step(value["id"], value["target"], _text(value["text"], f"{where}: text"),
                expected, wrong, marks,
                {kind: _text(text, f"{where}: hint {kind}") for kind, text in hints.items()})


def _waits(waits: object, where: str) -> ExpectedMove:
    """What a step waits for: an action of the player's, or an event of the game's."""
    if isinstance(waits, dict) and waits.get("event") in EVENTS:
        kind, allowed = waits["event"], EVENTS[waits["event"]]
        fields = {k: v for k, v in waits.items() if k != "event"}
        if "kind" in fields and fields["kind"] not in SCORINGS:
            raise LessonError(f"{where}: a scoring is one of {', '.join(SCORINGS)}")
    elif isinstance(waits, dict) and waits.get("action") in ACTIONS:
        kind, allowed = waits["action"], ACTIONS[waits["action"]][1]
        fields = {k: v for k, v in waits.items() if k != "action"}
    else:
        raise LessonError(f"{where}: waits is \"next\", an action (one of "
                          f"{', '.join(ACTIONS)}) or an event (one of {', '.join(EVENTS)})")
    unknown = [k for k in fields if k not in allowed]
    if unknown:
        raise LessonError(f"{where}: {kind} has no field {', '.join(unknown)}")
    return ExpectedMove(kind, fields)
