"""Warcraft's guided first battle ("Learn to play" on the title, with Warcraft: The Board Game chosen).

A lesson is a real game of Warcraft: The Board Game whose random outcomes are all written down and whose
first three game turns are already played (lesson.GAME_FILE: the lesson's game file), with a list of steps
(lesson.STEPS), each saying what the learner is taught to do next and allowing only that. coach.WarcraftCoach
follows the steps over the session (coach.LessonSession gates the learner's actions), moves on when the
engine has applied the taught action, steps back when Undo takes one back, and keeps the learner's progress
in the user folder (lesson-warcraft_board.json), so the lesson resumes where it was left.
scene.WarcraftLessonScene is the play screen with the coach's card.

lesson.py and coach.py import no pygame.
"""
