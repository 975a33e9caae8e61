"""Render the app icon SVGs to the PNG sizes, a Windows .ico and a macOS .icns.

The SVG masters live in resources/icons/ (source art, not loaded by the game); the outputs go
to vikings_desktop/resources/icons/ (package data). vikings-desktop.svg gives 48 px and up; vikings-desktop-small.svg, a simplified drawing on a
16 px grid, gives 16-24 px, where the detailed ship would blur into a blob.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_icons.py

Run it after changing the SVG; the outputs are committed (the installers use them).
The .ico and .icns hold PNG images, which Windows (Vista+) and macOS (10.7+) read.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from vikings_desktop.resources import resource_path  # noqa: E402
from vikings_desktop.ui.art.palette import ICON_SIZES  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
SMALL_UP_TO = 24
# icns element types holding PNG data, by pixel size
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container: header, one 16-byte entry per image, then the PNG data."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES:
        blob = pngs[size]
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


SVG_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"


def main() -> None:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderers = {}
    for name in ("vikings-desktop.svg", "vikings-desktop-small.svg"):
        renderers[name] = QSvgRenderer(str(SVG_DIR / name))
        if not renderers[name].isValid():
            raise SystemExit(f"cannot read {SVG_DIR / name}")
    sizes = sorted(set(ICON_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(renderers["vikings-desktop-small.svg" if size <= SMALL_UP_TO
                                       else "vikings-desktop.svg"], size)
            for size in sizes}
    folder = resource_path("icons")
    for size in ICON_SIZES:
        (folder / f"vikings-desktop-{size}.png").write_bytes(pngs[size])
    (folder / "vikings-desktop.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (folder / "vikings-desktop.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(ICON_SIZES)} PNGs, vikings-desktop.ico and vikings-desktop.icns to {folder}")


if __name__ == "__main__":
    main()
