"""Saving pictures safely: a PNG (or JPEG) is written whole or not at all, and read only when whole.

pygame.image.save reports no error when the disk fills up halfway: it leaves a cut file
and returns. And pygame.image.load takes a cut JPEG without a word, grey where the data
ran out. So save_png writes to a temporary file, reads it back whole (load_whole: the
format's end marker is there, the picture loads, its size is the one saved) and only then
renames it into place; whatever reads a picture the game wrote itself (the menus' backdrop
kept on disk) reads it with load_whole and paints afresh what does not read back whole.
"""

import errno
import os

import pygame

# The last bytes of a whole file: PNG's IEND chunk (with its CRC), JPEG's end-of-image marker.
_ENDS = {".png": b"\x00\x00\x00\x00IEND\xaeB`\x82", ".jpg": b"\xff\xd9", ".jpeg": b"\xff\xd9"}


def save_png(surface, path):
    """Save through a temporary file, checked and renamed, so neither a crash nor a full disk
    leaves half an image (a PNG, or a JPEG when `path` ends in .jpg). OSError when the picture
    does not read back whole (nothing is left at `path` then)."""
    path = str(path)
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    tmp = os.path.join(folder, f".tmp-{os.getpid()}-{os.path.basename(path)}")
    try:
        pygame.image.save(surface, tmp)
        _sync(tmp)
        if load_whole(tmp, surface.get_size(), _kind(path)) is None:
            raise OSError(errno.EIO, "the picture written did not read back whole (is the disk full?)")
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def load_whole(path, size=None, kind=None):
    """The picture in `path` if it reads back whole (its format's end marker last, it loads, and it is
    `size` when given), else None. `kind` is its extension when the name does not tell (".png")."""
    ending = _ENDS.get(kind or _kind(path))
    try:
        with open(path, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            if ending is None or handle.tell() < len(ending):
                return None
            handle.seek(-len(ending), os.SEEK_END)
            if handle.read() != ending:
                return None
        picture = pygame.image.load(path)
    except (OSError, pygame.error):
        return None
    return picture if size is None or picture.get_size() == tuple(size) else None


def _kind(path):
    """How a file name says its picture is stored: ".png", ".jpg" or ".jpeg" (pygame saves by it)."""
    return os.path.splitext(str(path))[1].lower()


def _sync(path):
    """Push the file to the disk, so a write error the system held back (a full disk) shows now."""
    fd = os.open(path, os.O_RDWR)      # Windows syncs only a file open for writing
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def for_display(picture):
    """`picture` in the window's pixel format, to blit fast, once a window is open (as it is, without one:
    pictures drawn for tests or files)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return picture.convert()
        except pygame.error:
            pass
    return picture
