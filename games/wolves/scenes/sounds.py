"""Which of the window's sound effects each event of The Wolves plays (game/audio.py plays them).

Its own module: the play screen and the lesson both attach it, and neither may import the package
that opens them (no import cycle)."""

EVENT_SOUNDS = {
    "moved": "pick",            # a swish and two plucks: wolves on the move
    "howled": "decline",        # a low bell falling away: the howl
    "built": "die",             # wooden knocks: a den dug
    "upgraded": "die",
    "dominated": "conquer",     # a drum and a clash
    "hunted": "score",
    "region_scored": "score",
    "phase_scored": "round",    # a bell arpeggio: the moon's phase scored
    "game_over": "game_over",
}
