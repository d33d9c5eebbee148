"""What every game's lesson shares: its steps' common fields (step.py), the progress file (progress.py),
the coach over a running game (coach.py), the coach's card over the map (card.py) and the lesson screen's
hooks into a game's play screen (scene.py). A game keeps its steps, their texts and what only its screen
knows (what glows, what the card must not hide)."""
