"""One term per idea, the German rule book's: docs/glossary-de.md lists
each idea's German term and the words it replaces; no German string the window shows (the
catalogue, the rules page, How to play) uses a replaced word, and neither language shows
the programmers' jargon the glossary names."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from vikings_desktop import i18n
from vikings_desktop.ui.views.rules_dialog import rules_html

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary-de.md"


def tables(glossary: Path = GLOSSARY) -> list[list[list[str]]]:
    """The markdown tables of a glossary, each a list of rows of cells (header dropped)."""
    found, rows = [], []
    for line in glossary.read_text(encoding="utf-8").splitlines() + [""]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            found.append([r for r in rows[2:]])          # header and --- line
            rows = []
    return found


def words(cell: str) -> list[str]:
    return [w.strip() for w in cell.split(",") if w.strip()]


def replaced_german() -> list[str]:
    return [w for row in tables()[0] for w in words(row[2])]


def jargon() -> list[str]:
    return [w for row in tables()[1] for w in words(row[3])]


def catalogue(code: str) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every message of ``vikings_<code>.ts``."""
    found = []
    for context in ET.parse(i18n.FOLDER / f"vikings_{code}.ts").getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""]
            found.append((name, message.findtext("source") or "", forms))
    return found


def shown(text: str) -> str:
    """What a player reads: no HTML tags and no ``{placeholder}`` names."""
    return re.sub(r"\{[^}]*\}", " ", re.sub(r"<[^>]+>", " ", text))


def german_texts() -> list[str]:
    texts = [form for _, _, forms in catalogue("de") for form in forms]
    texts.append(rules_html("de"))
    return [shown(t) for t in texts]


def english_texts() -> list[str]:
    texts = [source for _, source, _ in catalogue("de")]
    texts.append(rules_html("en"))
    return [shown(t) for t in texts]


def test_the_glossary_has_both_tables_with_the_rule_books_terms():
    first, second = tables()
    german = {row[0]: row[1] for row in first}
    assert german["fame"].startswith("Siegpunkt") and german["round"].startswith("Durchgang")
    assert german["group (a tile and its Viking on the wheel)"].startswith("Kombination")
    assert {"Ruhm", "SP", "Runde", "Gruppe", "Oberbootsmann", "Bonusplättchen"} <= set(
        replaced_german())
    assert {"seed", "hot-seat", "colour draft", "Greedy", "Monte Carlo"} <= set(jargon())


@pytest.mark.parametrize("term", replaced_german())
def test_no_german_string_uses_a_word_the_glossary_replaces(term):
    pattern = re.compile(rf"\b{re.escape(term)}")           # "Runde" also finds "Runden"
    used = [t for t in german_texts() if pattern.search(t)]
    assert not used, f"{term!r} in: {used[:3]}"


@pytest.mark.parametrize("term", jargon())
def test_no_string_in_either_language_uses_programmers_jargon(term):
    pattern = re.compile(rf"\b{re.escape(term)}\b", re.IGNORECASE)
    used = [t for t in german_texts() + english_texts() if pattern.search(t)]
    assert not used, f"{term!r} in: {used[:3]}"


def test_the_german_strings_use_the_rule_books_terms():
    text = "\n".join(german_texts())
    for term in ("Siegpunkt", "Durchgang", "Kombination", "Sonderplättchen", "Stoffsack",
                 "Startspielerfigur", "fertige", "Kämpfer", "Drehrad", "Auslage", "Kasse"):
        assert term in text, term


def test_german_addresses_the_player_with_du():
    # "Sie" mid-sentence is the formal you ("Sie bringen nichts" after a colon is "they")
    formal = re.compile(r"\b(Ihnen|euch|euer|eure[mnrs]?|man)\b|[a-zäöüß,] Sie\b")
    found = [t for t in german_texts() if formal.search(t)]
    assert not found, found[:3]
