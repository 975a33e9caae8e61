"""The game's art, painted by code with QPainter so it is crisp at any size and pixel ratio.

Every ``paint_*`` function (``painting``) draws antialiased into the given rect only, scales
with it (no fixed pixel sizes) and leaves the painter's state as it found it. Most shapes are
drawn in a 100 × 100 "unit" box mapped onto the rect (``shapes``), which keeps the drawing
code readable. Colours live in ``palette``; tiles, badges, Vikings and board marks each in
their own module; pixmaps and the application icon in ``icons``.

Codes are the engine's (`vikings_desktop.engine.components`).
"""
