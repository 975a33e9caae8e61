"""The lessons' German texts in the rule book's terms: the shared glossary
(../shared/GLOSSARY-de.md, when it is on this machine) names each idea's German term, the
words it replaces and the English terms; no German lesson text uses a replaced word or an
English term, and together they use the book's terms."""

from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path

import pytest

from vikings_desktop.ui.lessons.lesson_file import lesson_ids, lessons_folder

REPO = Path(__file__).resolve().parents[3]
SHARED = Path(os.environ.get("VIKINGS_SHARED", REPO.parent / "shared"))
SHARED_GLOSSARY = SHARED / "GLOSSARY-de.md"
needs_shared = pytest.mark.skipif(not SHARED_GLOSSARY.is_file(),
                                  reason="../shared/GLOSSARY-de.md is not on this machine")


def _glossary_helpers():
    """tests/i18n/test_glossary.py's reading of a glossary's tables (one reader for both)."""
    path = REPO / "tests" / "i18n" / "test_glossary.py"
    spec = importlib.util.spec_from_file_location("glossary_helpers", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


glossary = _glossary_helpers()


def terms(cell: str) -> list[str]:
    """A cell's terms: counts and notes in brackets dropped, split at commas and slashes."""
    cell = re.sub(r"\([^)]*\)", "", cell).replace("/", ",")
    return [t.rstrip(":-") for t in glossary.words(cell) if t.rstrip(":-")]


def rows() -> list[list[str]]:
    return glossary.tables(SHARED_GLOSSARY)[0] if SHARED_GLOSSARY.is_file() else []


def german_lesson_texts() -> list[tuple[str, str]]:
    """(where, text as read) of every German text of every lesson file."""
    found = []

    def walk(value, where):
        if isinstance(value, dict):
            if "de" in value and isinstance(value["de"], str):
                found.append((where, glossary.shown(value["de"])))
            for key, inner in value.items():
                walk(inner, f"{where}/{key}")
        elif isinstance(value, list):
            for n, inner in enumerate(value):
                walk(inner, f"{where}/{inner.get('id', n) if isinstance(inner, dict) else n}")
    for lesson in lesson_ids():
        walk(json.loads((lessons_folder() / f"{lesson}.json").read_text(encoding="utf-8")),
             lesson)
    return found


def allowed_german() -> list[str]:
    return [t for row in rows() for t in terms(row[1])]


@needs_shared
def test_the_shared_glossary_is_read():
    assert "Siegpunkt" in allowed_german() and "Kombination" in allowed_german()
    assert "Runde" in [t for row in rows() for t in terms(row[2])]


@needs_shared
@pytest.mark.parametrize("word", sorted({t for row in rows() for t in terms(row[2])}))
def test_no_german_lesson_text_uses_a_word_the_book_replaces(word):
    # "Runde" also finds "Runden"; "Boot" is no find in "Bootsmann", a term of the book
    pattern = re.compile(rf"\b{re.escape(word)}\w*")
    allowed = [t for t in allowed_german() if t.startswith(word) and t != word]
    used = [(where, found) for where, text in german_lesson_texts()
            for found in pattern.findall(text)
            if not any(found.startswith(a) for a in allowed)]
    assert not used, used[:3]


@needs_shared
@pytest.mark.parametrize("term", sorted({t for row in rows() for t in terms(row[0])}))
def test_no_german_lesson_text_uses_the_english_term(term):
    pattern = re.compile(rf"\b{re.escape(term)}\b")
    used = [where for where, text in german_lesson_texts() if pattern.search(text)]
    assert not used, used[:3]


@needs_shared
def test_the_german_lessons_use_the_book_terms():
    text = "\n".join(t for _, t in german_lesson_texts())
    for english in ("fame", "round", "group (a tile and its Viking on the wheel)", "the wheel",
                    "island tile", "display (a player's area)", "mainland", "Scout",
                    "Goldsmith", "Fisherman", "Warrior", "auction, bid, pass", "special tile",
                    "small / large / final scoring"):
        row = next(r for r in rows() if r[0] == english)
        assert any(t in text for t in terms(row[1])), (english, terms(row[1]))
    for term in ("Kleine Wertung", "Große Wertung", "Schlusswertung", "Versorgung",
                 "Bootsmänner", "Startplättchen", "Wikingerschiff"):
        assert term in text, term
