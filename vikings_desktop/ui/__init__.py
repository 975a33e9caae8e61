"""The game window, in Qt Model/View.

``session.GameTable`` holds the one game (a ``vikings_desktop.session.GameSession``)
and turns gestures into engine actions; ``models`` adapt its state for the views
(``wheel``, ``board``, ``panels``); dialogs ask the player for choices. No view decides
legality: every refusal text comes from the engine (``state.problem``).
"""
