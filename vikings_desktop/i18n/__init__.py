"""The window's language: English (the source strings) or German (``vikings_de.qm``).

The choice is a setting (``view/language``: ``system``, ``en`` or ``de``); ``system``
follows the system locale. The translators are installed once at start, before any
widget exists, so a change of language applies after a restart (the menu says so).
Qt's own texts (dialog buttons, context menus) come from ``qtbase_de.qm``, which ships
with PySide6."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

LANGUAGE_KEY = "view/language"
SYSTEM = "system"
ENGLISH = "en"
GERMAN = "de"
# Codes the window can show, in menu order; the names stay in their own language.
LANGUAGES: dict[str, str] = {ENGLISH: "English", GERMAN: "Deutsch"}
FOLDER = Path(__file__).resolve().parent


def catalogue(code: str) -> Path:
    """The compiled translation of the window's strings for one language."""
    return FOLDER / f"vikings_{code}.qm"


def stored_choice(store: QSettings) -> str:
    """The remembered choice: ``system`` or a language code; anything else is ``system``."""
    value = str(store.value(LANGUAGE_KEY, SYSTEM) or SYSTEM).strip().lower()
    return value if value == SYSTEM or value in LANGUAGES else SYSTEM


def store_choice(store: QSettings, choice: str) -> None:
    store.setValue(LANGUAGE_KEY, choice if choice == SYSTEM or choice in LANGUAGES else SYSTEM)


def effective_language(choice: str, locale: QLocale | None = None) -> str:
    """The language the window shows for a choice: ``system`` picks German for a German
    system locale (any country), English otherwise."""
    if choice in LANGUAGES:
        return choice
    name = (locale or QLocale.system()).name()          # e.g. "de_AT"
    code = name.split("_")[0].lower()
    return code if code in LANGUAGES else ENGLISH


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the window's and Qt's own translations for ``language`` into ``app``.
    Returns the installed translators (the caller keeps them alive). English loads only
    its plural forms ("1 Boatsman", "2 Boatsmen")."""
    installed: list[QTranslator] = []
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    names = [(catalogue(language).name, str(FOLDER))]
    if language != ENGLISH:
        names.insert(0, (f"qtbase_{language}.qm", qt_folder))
    for name, folder in names:
        translator = QTranslator(app)
        if translator.load(name, folder) and app.installTranslator(translator):
            installed.append(translator)
    QLocale.setDefault(QLocale(language))
    return installed
