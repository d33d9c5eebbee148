"""Warcraft: The Board Game's pictures for the window (pygame): the map, its pieces and tokens."""
