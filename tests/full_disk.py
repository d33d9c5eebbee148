"""A full disk, as pygame's image saving meets it: the file is cut short and no error is reported.

`cut_saves(monkeypatch)` makes every pygame.image.save in the test write only the first half of
the file (as a write that ran out of room does) and return as if all went well, which is what
pygame does on a full disk: the caller must find out by reading the file back (game/ui/images.py).
"""

import os

import pygame


def cut_saves(monkeypatch, keep=0.5):
    """From now on pygame.image.save leaves `keep` of each file it writes; returns the paths it wrote."""
    written = []
    original = pygame.image.save

    def save(surface, path, *args):
        original(surface, path, *args)
        size = os.path.getsize(path)
        with open(path, "r+b") as handle:
            handle.truncate(int(size * keep))
        written.append(str(path))

    monkeypatch.setattr(pygame.image, "save", save)
    return written
