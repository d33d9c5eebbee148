"""The Wolves' guided first game ("Learn to play" on the title, with The Wolves chosen).

A lesson is a real game of The Wolves with every random outcome fixed (lesson.LESSON: the layout, the
scoring tokens, the prey, the packs, the first player, the virtual pack) and a list of steps
(lesson.STEPS), each saying what the learner is taught to do next and allowing only that.
coach.WolvesCoach follows the steps over the session: it refuses any other action with the step's
reason, moves on when the engine has applied the taught action (or, on a step of free play, when the
new moon has been scored), steps back when Undo takes a taught action back, and keeps the learner's
progress in the user folder (lesson-wolves.json), so the lesson resumes where it was left.
scene.WolvesLessonScene is the play screen with the coach's card.

lesson.py and coach.py import no pygame.
"""
