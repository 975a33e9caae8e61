"""The German catalogue is complete and compiled; the language choice is remembered."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from vikings_desktop import i18n
from vikings_desktop.i18n import update


def messages(ts_file: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element of every message in a .ts file."""
    found = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found[(name, message.findtext("source"))] = message.find("translation")
    return found


@pytest.mark.parametrize("code", ["de", "en"])
def test_ts_holds_every_string_of_a_fresh_extraction_translated(tmp_path, code):
    """German: every string; English (the source language): the plural forms of %n."""
    fresh = tmp_path / "fresh.ts"
    update.extract(fresh, plurals_only=code == update.PLURALS_ONLY)
    current = messages(i18n.FOLDER / f"vikings_{code}.ts")
    missing = sorted(set(messages(fresh)) - set(current))
    assert not missing, f"strings not in vikings_de.ts (run python -m vikings_desktop.i18n.update): {missing}"
    unfinished = sorted(key for key, translation in current.items()
                        if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished")
                        or not ("".join(translation.itertext())).strip())
    assert not unfinished, f"untranslated strings in vikings_de.ts: {unfinished}"


@pytest.mark.parametrize("code", ["de", "en"])
def test_committed_qm_is_compiled_from_the_current_ts(tmp_path, code):
    copy = tmp_path / f"vikings_{code}.ts"
    shutil.copy(i18n.FOLDER / f"vikings_{code}.ts", copy)
    update.compile_catalogue(copy, tmp_path / "compiled.qm")
    assert (tmp_path / "compiled.qm").read_bytes() == i18n.catalogue(code).read_bytes(), \
        f"vikings_{code}.qm is stale: run python -m vikings_desktop.i18n.update"


@pytest.mark.parametrize(("code", "one", "two"), [("en", "1 Boatsman on", "2 Boatsmen on"),
                                                   ("de", "1 Bootsmann auf", "2 Bootsmänner auf")])
def test_plurals_follow_the_number(qapp, code, one, two):
    installed = i18n.install_translators(qapp, code)
    try:
        source = ("<b>Large scoring — Boatsmen.</b> You have %n Boatsman(s) on the mainland. "
                  "Each one ferries Vikings from the mainland onto empty tiles of their own "
                  "rows: <i>all of one colour</i> or <i>one of each colour</i>. The Boatsman "
                  "used leaves the game.")
        assert one in QCoreApplication.translate("ActionPanel", source, "", 1)
        assert two in QCoreApplication.translate("ActionPanel", source, "", 2)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.English))


@pytest.mark.parametrize(("choice", "system", "shown"), [
    ("system", "de_AT", "de"), ("system", "fr_FR", "en"), ("system", "en_GB", "en"),
    ("en", "de_DE", "en"), ("de", "en_US", "de")])
def test_system_choice_follows_the_locale_and_an_explicit_choice_wins(choice, system, shown):
    assert i18n.effective_language(choice, QLocale(system)) == shown


def test_language_choice_is_remembered_and_nonsense_reads_as_system(tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    assert i18n.stored_choice(store) == "system"
    i18n.store_choice(store, "de")
    store.sync()
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    assert i18n.stored_choice(again) == "de"
    again.setValue(i18n.LANGUAGE_KEY, "klingon")
    assert i18n.stored_choice(again) == "system"


def test_german_translators_translate_qt_dialog_buttons(qapp):
    installed = i18n.install_translators(qapp, "de")
    try:
        assert len(installed) == 2, "qtbase_de.qm or vikings_de.qm did not load"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.English))
