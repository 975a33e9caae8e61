"""Save files, the autosave and where they live on disk (no Qt here; undo and redo are
the game session's, ``vikings_desktop.session``).

    game = SavedGame(GameSetup(seats, seed=7).dealt(), actions)   # game_setup.py

``GameSetup`` and ``Seat`` are ``vikings_desktop.game_setup``'s, re-exported here.
    write_save(path, game)          # atomic; SaveError names the problem
    loaded = read_save(path)        # checked, replayed, compared with the snapshot
"""

from .atomic import atomic_write_bytes
from .autosave import (
    AutosaveWriter,
    remove_interrupted_writes,
    write_autosave,
)
from .paths import autosave_path, data_dir, game_file_name, saves_dir
from .recent import add_recent, existing_recent
from .savefile import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_FILE_BYTES,
    GameSetup,
    LoadedGame,
    SavedGame,
    SaveError,
    SaveProblem,
    Seat,
    dumps_save,
    loads_save,
    read_save,
    replay_actions,
    write_save,
)
from .snapshot import snapshot_difference, state_snapshot

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "MAX_FILE_BYTES", "AutosaveWriter", "GameSetup",
    "LoadedGame", "SaveError", "SavedGame", "SaveProblem", "Seat", "add_recent",
    "atomic_write_bytes", "autosave_path", "data_dir", "dumps_save", "existing_recent",
    "game_file_name", "loads_save", "read_save", "remove_interrupted_writes", "replay_actions",
    "saves_dir", "snapshot_difference", "state_snapshot",
    "write_autosave", "write_save",
]
