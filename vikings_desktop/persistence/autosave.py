"""The autosave: the running game written after every action, offered again at start."""

from __future__ import annotations

import contextlib
import os

from vikings_desktop.engine import GameState

from .paths import autosave_path
from .savefile import LoadedGame, SavedGame, SaveError, read_save, write_save


def write_autosave(game: SavedGame, state: GameState | None = None) -> None:
    """Atomically replace the autosave (``SaveError`` if the data directory is unusable)."""
    path = autosave_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"cannot create the data folder: {exc.strerror}", path.parent) from None
    write_save(path, game, state)


def read_autosave() -> LoadedGame | None:
    """The autosaved game, or None if there is none; ``SaveError`` if it is unreadable."""
    path = autosave_path()
    if not path.exists():
        return None
    return read_save(path)


def interrupted_game() -> LoadedGame | None:
    """The autosaved game if it was left unfinished with at least one action played."""
    loaded = read_autosave()
    if loaded is None or loaded.state.is_over() or not loaded.game.actions:
        return None
    return loaded


def discard_autosave() -> None:
    """Forget the autosave (the player declined to resume it)."""
    with contextlib.suppress(FileNotFoundError):
        os.remove(autosave_path())
