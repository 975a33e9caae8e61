"""The game window, in Qt Model/View.

``controller.GameController`` holds the one game (setup, ``GameState``, applied actions)
and turns gestures into engine actions; ``models`` adapt its state for the views
(``wheel``, ``board``, ``panels``); dialogs ask the player for choices. No view decides
legality: every refusal text comes from the engine (``state.problem``).
"""
