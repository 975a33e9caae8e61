"""The window's game: the one game it plays and the objects that follow it (computer
turns, hints, files and undo, the title)."""
