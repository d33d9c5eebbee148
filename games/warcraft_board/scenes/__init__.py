"""Warcraft: The Board Game's screens (pygame): setup, the play screen, the demo (screens.py opens them)."""
