"""The game window, in Qt Model/View.

``session.GameTable`` holds the one game (a ``vikings_desktop.session.GameSession``)
and turns gestures into engine actions; ``models`` adapt its state for the views
(``wheel``, ``board``, ``panels``); dialogs ask the player for choices. No view decides
legality: every refusal text comes from the engine (``state.problem``).
"""

from .session.native_memory import keep_large_blocks_mapped, share_the_main_heap_arena

# before any thread starts: Qt starts some as the application is built, and a thread that
# has an arena of its own keeps it (see share_the_main_heap_arena)
share_the_main_heap_arena()
keep_large_blocks_mapped()
