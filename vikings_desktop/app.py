"""`vikings-desktop`: the game window. ``--selftest`` plays a computer game in the real
window and checks its models (exit 0 = fine); ``--version`` prints the version."""

from __future__ import annotations

import argparse
import os
import sys

from vikings_desktop import __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="vikings-desktop",
                                     description="Michael Kiesling's Vikings on the desktop")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--selftest", action="store_true",
                        help="play a 3-seat computer game in the real window, check the "
                             "models after every action, exit 0 if all is well")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for the deal (new-game dialog default; selftest game)")
    parser.add_argument("--rules", choices=["base", "advanced"], default="base",
                        help="the selftest game's rules: the base game (3 seats) or the "
                             "advanced game (4 seats)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        print(f"vikings-desktop {__version__}")
        return 0
    headless = sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if args.selftest and headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    # Computer players think in a worker process (ai.decision_process): their searches
    # never hold this process's GIL, so painting needs no shortened switch interval.

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from vikings_desktop.app_id import APP_ID
    from vikings_desktop.ui.art import icons
    from vikings_desktop.ui.settings import APPLICATION, ORGANISATION

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    # Desktops match the window to its menu entry (<APP_ID>.desktop) and icon by this name.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(icons.app_icon())
    # The settings file is checked before Qt reads it (a FIFO there would hang the start).
    from vikings_desktop.ui.settings import Settings
    settings = Settings()
    # Translated before any widget exists (a new language choice applies after a restart).
    from vikings_desktop import i18n
    _translators = i18n.install_translators(        # kept for as long as the app runs
        app, i18n.effective_language(i18n.stored_choice(settings.store)))
    if args.selftest:
        from vikings_desktop.engine.rules import ADVANCED, BASE
        from vikings_desktop.ui.selftest import run_selftest
        return run_selftest(seed=args.seed, rules=ADVANCED if args.rules == "advanced" else BASE)

    from vikings_desktop.persistence import remove_interrupted_writes
    from vikings_desktop.ui.main_window import MainWindow
    remove_interrupted_writes()         # temporary files of saves killed mid-write
    window = MainWindow(settings=settings)
    window.start_seed = args.seed
    window.show()
    if settings.problem is not None:
        from vikings_desktop.ui.settings import warn_settings_unusable
        warn_settings_unusable(window, settings.problem)
    # An interrupted game (the autosave) is offered first; otherwise a new game.
    def first_game() -> None:
        if window.files.autosave.offer_resume():
            return
        if window.network.offer_rejoin():       # a network game joined before: rejoin?
            return
        window.ask_new_game()

    QTimer.singleShot(0, first_game)
    return app.exec()
