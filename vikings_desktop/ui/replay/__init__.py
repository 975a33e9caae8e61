"""Replay and analysis: a game looked back at move by move in a window of its
own (``replay_window``), on the engine's positions (``timeline``), with the Hard computer
player's verdict on each decision (``analysis_runner``, in the worker process)."""
