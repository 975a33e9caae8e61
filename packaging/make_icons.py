"""Make the Windows .ico and the macOS .icns from resources/icons/vikings-desktop-<size>.png.

    python packaging/make_icons.py [OUT_DIR]      (default build/icons)

Both formats may hold PNG data as is (ICO since Windows Vista, ICNS since OS X 10.7), so the
PNGs are packed without re-encoding and without Pillow or Apple's iconutil: the same script
runs on every build machine.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size ("@2x" types reuse the doubled image).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    return struct.unpack(">II", data[16:24])


def load_pngs(pngs: dict[int, Path]) -> dict[int, bytes]:
    images = {}
    for size, path in pngs.items():
        data = path.read_bytes()
        if png_size(data) != (size, size):
            raise ValueError(f"{path.name} is {png_size(data)}, its name says {size}x{size}")
        images[size] = data
    return images


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO file of the PNGs whose size Windows uses (at most 256 px)."""
    chosen = [(size, images[size]) for size in ICO_SIZES if size in images]
    if not chosen:
        raise ValueError(f"no icon in the sizes {ICO_SIZES}")
    header = struct.pack("<HHH", 0, 1, len(chosen))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(chosen)
    directory, payload = b"", b""
    for size, data in chosen:
        side = 0 if size == 256 else size  # 0 stands for 256 in the one-byte fields
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + directory + payload


def icns_bytes(images: dict[int, bytes]) -> bytes:
    elements = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size]
                        for kind, size in ICNS_TYPES if size in images)
    if not elements:
        raise ValueError("no icon in a size ICNS holds")
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else appinfo.ROOT / "build" / "icons"
    images = load_pngs(appinfo.icon_pngs())
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{appinfo.APP_NAME}.ico").write_bytes(ico_bytes(images))
    (out / f"{appinfo.APP_NAME}.icns").write_bytes(icns_bytes(images))
    print(f"{out}/{appinfo.APP_NAME}.ico and .icns from sizes {sorted(images)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
