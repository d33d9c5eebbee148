"""The rules of Warcraft: The Board Game: no pygame, only the kernel and this package."""
