"""Write the executable's icon files into a build folder (nothing binary is committed).

    python packaging/make_icon.py OUT_DIR

writes OUT_DIR/smallworld.png (256 px), OUT_DIR/smallworld.ico (Windows: PNG
images of 16-256 px) and OUT_DIR/smallworld.icns (macOS: PNG images of
128-512 px). The picture is the game's own window icon
(`game.ui.icon.window_icon(size)`, painted at each size) when that module exists, otherwise a small map
drawn here, so the file icon and the window icon match once both exist.

Both container formats are written by hand (they are a header, a directory and
PNG data), so the build needs neither Pillow nor any image tool.
"""

import io
import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512))


def _pygame():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def game_icon(pygame, size):
    """The game's window icon painted at `size` px if the game provides one, else None."""
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    try:
        from game.ui.icon import window_icon
    except ImportError:
        return None
    try:
        if not pygame.display.get_init():
            pygame.display.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1, 1))
        try:
            return window_icon(size)
        except TypeError:  # an icon function without a size: scale its picture
            return pygame.transform.smoothscale(window_icon(), (size, size))
    except Exception:  # a broken icon module must not stop the build: use ours
        return None


def drawn_icon(pygame, size=512):
    """A parchment map of four terrain regions in a wooden frame, with a gold coin."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 64.0

    def pts(*xy):
        return [(round(x * u), round(y * u)) for x, y in zip(xy[::2], xy[1::2])]

    pygame.draw.rect(s, (84, 60, 40), (0, 0, size, size), border_radius=round(12 * u))
    pygame.draw.rect(s, (238, 226, 198), (round(5 * u), round(5 * u), round(54 * u), round(54 * u)),
                     border_radius=round(7 * u))
    regions = [
        ((226, 206, 128), pts(6, 6, 34, 6, 30, 28, 6, 32)),         # farmland
        ((112, 150, 92), pts(34, 6, 58, 6, 58, 26, 30, 28)),        # forest
        ((122, 170, 196), pts(6, 32, 30, 28, 26, 58, 6, 58)),       # sea
        ((170, 158, 146), pts(30, 28, 58, 26, 58, 58, 26, 58)),     # mountain
    ]
    clip = pygame.Surface((size, size), pygame.SRCALPHA)
    for color, poly in regions:
        pygame.draw.polygon(clip, color, poly)
        pygame.draw.polygon(clip, (72, 56, 40), poly, max(1, round(1.2 * u)))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (round(5 * u), round(5 * u), round(54 * u), round(54 * u)),
                     border_radius=round(7 * u))
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(clip, (0, 0))
    centre = (round(40 * u), round(40 * u))
    pygame.draw.circle(s, (120, 84, 20), centre, round(13 * u))
    pygame.draw.circle(s, (232, 186, 64), centre, round(11.5 * u))
    pygame.draw.circle(s, (196, 148, 40), centre, round(8 * u), max(1, round(1.5 * u)))
    return s


def png_bytes(pygame, surface):
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images):
    """An .ico holding PNG images: [(size, png_bytes)], sizes up to 256."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(images):
    """An .icns holding PNG images: [(type, png_bytes)]."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir):
    pygame = _pygame()
    pygame.init()
    try:
        fallback = []

        def scaled(size):
            picture = game_icon(pygame, size)
            if picture is None:
                if not fallback:
                    fallback.append(drawn_icon(pygame))
                picture = fallback[0]
            if picture.get_size() != (size, size):
                picture = pygame.transform.smoothscale(picture, (size, size))
            return picture

        os.makedirs(out_dir, exist_ok=True)
        paths = {
            "png": os.path.join(out_dir, "smallworld.png"),
            "ico": os.path.join(out_dir, "smallworld.ico"),
            "icns": os.path.join(out_dir, "smallworld.icns"),
        }
        with open(paths["png"], "wb") as handle:
            handle.write(png_bytes(pygame, scaled(256)))
        with open(paths["ico"], "wb") as handle:
            handle.write(ico_bytes([(n, png_bytes(pygame, scaled(n))) for n in ICO_SIZES]))
        with open(paths["icns"], "wb") as handle:
            handle.write(icns_bytes([(kind, png_bytes(pygame, scaled(n))) for kind, n in ICNS_TYPES]))
        return paths
    finally:
        pygame.quit()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python packaging/make_icon.py OUT_DIR", file=sys.stderr)
        sys.exit(2)
    for path in write_icons(sys.argv[1]).values():
        print(f"wrote {path}")
