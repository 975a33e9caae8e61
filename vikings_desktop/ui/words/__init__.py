"""Every player-facing sentence the window builds from game data (refusals, the log, the
banner, hints' names, set-up and save problems), translated through ``tr()`` contexts."""
