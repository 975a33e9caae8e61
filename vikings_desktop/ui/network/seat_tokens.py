"""The seat token of the network game this computer last joined, kept in the user data
directory (``network-seat.json``) so a closed or crashed window can rejoin its seat.

Only the joining window keeps it; it is removed once that game is over. The token is a
secret of its player (the host keeps only its SHA-256): the file is written atomically
and readable by its owner only where the system allows it.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from vikings_desktop.persistence.atomic import atomic_write_bytes
from vikings_desktop.persistence.paths import data_dir

FILE_NAME = "network-seat.json"
FORMAT = "vikings-desktop-network-seat"


@dataclass(frozen=True)
class StoredSeat:
    url: str
    code: str
    name: str
    token: str
    seat: int


def seat_file() -> Path:
    return data_dir() / FILE_NAME


def load_seat() -> StoredSeat | None:
    """The stored seat, or None (no file, or one this version cannot read)."""
    try:
        data = json.loads(seat_file().read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            return None
        return StoredSeat(str(data["url"]), str(data["code"]), str(data["name"]),
                          str(data["token"]), int(data["seat"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def store_seat(seat: StoredSeat) -> None:
    path = seat_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps({"format": FORMAT, **asdict(seat)},
                                            indent=1).encode("utf-8"))
        os.chmod(path, 0o600)
    except OSError:
        pass              # rejoining then needs the code again: never stops the game


def forget_seat() -> None:
    try:
        seat_file().unlink()
    except OSError:
        pass
