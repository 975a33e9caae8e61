"""What the settings remember of the lessons: which were finished, and where the player
left one (its step and its moves, so it resumes in the very position)."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings

from vikings_desktop.engine import Action, action_from_json, action_to_json

from ..settings import LESSON_PROGRESS_KEY, LESSONS_FINISHED_KEY


def finished_lessons(store: QSettings) -> set[str]:
    value = store.value(LESSONS_FINISHED_KEY, "")
    return {part for part in str(value).split(",") if part}


def mark_finished(store: QSettings, lesson_id: str) -> None:
    store.setValue(LESSONS_FINISHED_KEY, ",".join(sorted(finished_lessons(store) | {lesson_id})))


def store_progress(store: QSettings, lesson_id: str, step: int, actions: list[Action]) -> None:
    store.setValue(LESSON_PROGRESS_KEY, json.dumps(
        {"lesson": lesson_id, "step": step, "actions": [action_to_json(a) for a in actions]}))


def forget_progress(store: QSettings) -> None:
    store.remove(LESSON_PROGRESS_KEY)


def stored_progress(store: QSettings) -> tuple[str, int, list[Action]] | None:
    """(lesson, step, moves) of the lesson left unfinished; None if none (or unreadable)."""
    try:
        data = json.loads(str(store.value(LESSON_PROGRESS_KEY, "")))
        return (str(data["lesson"]), int(data["step"]),
                [action_from_json(a) for a in data["actions"]])
    except (ValueError, KeyError, TypeError):
        return None
