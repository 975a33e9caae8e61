"""Keeping games in the saves folder without ever losing one.

A game the window leaves (New game over an unfinished one) and an interrupted game the
player does not resume are kept in ``saves/`` under a name of their own: a file already
there is never replaced, whatever the time stamps (windows killed together share their
second; three New game in one second share theirs). A folder that refuses them says why
in plain words, and the caller keeps the game some other way.
"""

from __future__ import annotations

import errno
from datetime import datetime
from pathlib import Path

from vikings_desktop.engine import GameState
from vikings_desktop.safe_files import describe_os_error

from .atomic import create_new_file, move_to_new_name, numbered_names
from .paths import SAVE_SUFFIX, interrupted_game_name, saves_dir, unfinished_game_name
from .savefile import SavedGame, SaveError, SaveProblem, dumps_save, read_limited


def saves_folder() -> Path:
    """The saves folder, made if need be; ``SaveError`` (CANNOT_WRITE) saying why it
    cannot be used (a file of that name, a read-only disk …)."""
    path = saves_dir(create=False)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise SaveError("the saves folder is a file, not a folder", path,
                        SaveProblem.CANNOT_WRITE) from None
    except OSError as exc:
        raise SaveError(f"cannot make the saves folder: {describe_os_error(exc)}", path,
                        SaveProblem.CANNOT_WRITE) from None
    if not path.is_dir():               # a link to a file, or to nothing
        raise SaveError("the saves folder is not a folder", path, SaveProblem.CANNOT_WRITE)
    return path


def _cannot_keep(exc: OSError, folder: Path) -> SaveError:
    if exc.errno == errno.EEXIST:
        reason = "every file name for it is taken"
    else:
        reason = describe_os_error(exc)
    return SaveError(f"cannot keep the game there: {reason}", folder, SaveProblem.CANNOT_WRITE)


def keep_unfinished_game(game: SavedGame, state: GameState | None = None,
                         when: datetime | None = None, title: str = "Unfinished game") -> Path:
    """Write a game left for a new one into the saves folder under a name no other file
    has ("Unfinished game Ann-Bo <time>", then "… (2)" …); its path. ``SaveError``
    (CANNOT_WRITE) when it cannot be written there: nothing was replaced."""
    folder = saves_folder()
    name = unfinished_game_name(list(game.setup.names), when or datetime.now(), title)
    try:
        data = dumps_save(game, state).encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError("cannot save: a name has a broken character", folder,
                        SaveProblem.CANNOT_WRITE) from None
    try:
        return create_new_file(folder, numbered_names(name, SAVE_SUFFIX), data)
    except OSError as exc:
        raise _cannot_keep(exc, folder) from None


def keep_interrupted_game(path: Path, saved_at: str | None,
                          when: datetime | None = None, title: str = "Interrupted game") -> Path:
    """Move a declined autosave into the saves folder under a name no other file has
    ("Interrupted game <its save time>", then "… (2)" …); its new path. ``SaveError``
    when it cannot: the autosave then stays where it was (offered again next time)."""
    folder = saves_folder()
    name = interrupted_game_name(saved_at, when or datetime.now(), title)
    try:
        return move_to_new_name(path, folder, numbered_names(name, SAVE_SUFFIX),
                                read_limited)
    except (OSError, SaveError) as exc:
        if isinstance(exc, SaveError):
            raise exc.with_path(path) from None
        raise _cannot_keep(exc, folder) from None

