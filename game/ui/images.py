"""Saving pictures safely: a PNG (or JPEG) is written whole or not at all."""

import os

import pygame


def save_png(surface, path):
    """Save through a temporary file and a rename, so a crash never leaves half an image
    (a PNG, or a JPEG when `path` ends in .jpg)."""
    path = str(path)
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    tmp = os.path.join(folder, f".tmp-{os.getpid()}-{os.path.basename(path)}")
    try:
        pygame.image.save(surface, tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
