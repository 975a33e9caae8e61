"""What the window says when a computer player fails (its strategy raised, or chose an
action the rules refuse): one sentence in the player's language, no engine English and no
rule ids. The exact problem goes to the program's log for a bug report."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

LOG = logging.getLogger("vikings_desktop.computer")


def computer_failure_text(name: str, problem: object) -> str:
    """The status-bar and game-log line for ``name``'s failed computer player; the detail
    (``problem``: an exception's text or an engine refusal) is logged, not shown."""
    LOG.warning("%s's computer player failed: %s", name, problem)
    return QCoreApplication.translate(
        "ComputerFailure", "{name}'s computer player got stuck; it makes an allowed move "
        "instead and the game goes on.").format(name=name)
