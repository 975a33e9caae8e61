"""*View → Language*: System, English, Deutsch. The choice is remembered; the window is
translated at start, so a new choice applies after a restart (the menu says so)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from vikings_desktop import i18n


def add_language_menu(parent_menu: QMenu, owner: QWidget, store: QSettings) -> QMenu:
    """Append the Language submenu to ``parent_menu``; its actions write the setting."""
    menu = parent_menu.addMenu(QCoreApplication.translate("LanguageMenu", "&Language"))
    menu.setObjectName("language_menu")
    group = QActionGroup(owner)
    chosen = i18n.stored_choice(store)
    choices = {i18n.SYSTEM: QCoreApplication.translate("LanguageMenu", "System language"), **i18n.LANGUAGES}
    for code, name in choices.items():
        action = QAction(name, owner, checkable=True)
        action.setData(code)
        action.setChecked(code == chosen)
        action.triggered.connect(lambda _=False, code=code: i18n.store_choice(store, code))
        group.addAction(action)
        menu.addAction(action)
    menu.addSeparator()
    note = menu.addAction(QCoreApplication.translate("LanguageMenu",
                                                        "Applies when the game is started again"))
    note.setEnabled(False)
    return menu
