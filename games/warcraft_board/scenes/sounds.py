"""Which of the window's sound effects each event of Warcraft: The Board Game plays (game/audio.py plays
them; the effects are the program's own, in assets/sounds: pick, conquer, failed, die, decline, score,
round, game_over).

Its own module: the play screen attaches it, and other screens may, without importing the play screen."""

EVENT_SOUNDS = {
    "battle_start": "conquer",      # a drum and a clash: a battle begins
    "battle_roll": "die",           # the dice of a wave
    "casualty": "failed",           # a unit falls
    "battle_card": "decline",       # a card played in a battle
    "card_played": "decline",       # a card played outside battle
    "victory_point": "score",       # a Victory Point card laid
    "trained": "pick",              # a piece set to train
    "deployed": "pick",
    "harvested": "score",           # gold or wood comes in
    "building_started": "die",      # wooden knocks: building
    "outpost_started": "die",
    "completed": "die",
    "outpost_completed": "die",
    "upgraded": "round",            # a bell arpeggio: a new level
    "sacked": "conquer",
    "eliminated": "failed",
    "turn": "round",                # a new game turn
    "game_over": "game_over",
}
