"""The guided first game ("Learn to play" on the title screen).

A lesson is a scripted game: a fixed game file (assets/tutorial/first-game.json: the map,
the seed, the order of the combo column, the die's first face, a computer seat) and a list
of steps (`lesson.STEPS`), each saying what the player is taught to do and allowing only
that. `coach.Coach` follows the steps: it refuses any other action with the step's reason
(the in-game screen asks it in PlayScene.submit), moves on when the taught action is played,
and keeps the player's progress in the user folder (`coach.progress_path()`), so the lesson
resumes at the step reached. The screen is games.smallworld.scenes.tutorial.TutorialScene.

Nothing here imports pygame.
"""
