"""The computer players' levels, weakest first: the one list of them.

The players (games/smallworld/ai: a class per level) and the game file's check (games/smallworld/model: a computer
seat's `level`) both read it; a module of data alone, so the model names the levels without
importing the players, which import the model.
"""

AI_LEVELS = ("random", "easy", "medium", "hard", "expert")
