"""The coach of Warcraft's lesson: follows lesson.STEPS over a running game, says what to click next,
refuses the rest, and keeps the learner's progress.

The coach's common part, the progress file and `LessonSession` are the shell's (game/lesson/).
`LessonSession` is the shell's GameSession with a gate: every action of the learner's seat, whichever part
of the screen sends it (a click on the map, a card, the Spend panel), is first shown to the coach; one the
step does not teach is refused with the lesson's reason (`last_refusal`, which the play screen shows) and
changes nothing. The computer plays `LessonComputer`: it passes every card window and otherwise takes the
plainest choice (the first casualty offered, the rolls it owes, End step), so the lesson plays out the same
every time; Play on gives it back the real computer player.

`WarcraftCoach(session, step)` moves on when the engine has applied the taught action, when Next is clicked
on a reading step, and from a step of free actions once the learner's turn reaches its `until` step. When
Undo takes a taught action back, the coach goes back to the step that taught it.

Progress is lesson-warcraft_board.json in the user folder (`progress_path()`), written atomically after every
action and step: {"format": "warcraft_board-lesson", "version": 1, "step": key, "actions": [...]}, the
game's actions after the lesson file's own. It is read defensively (`load_progress`): anything that is not
that, an action the engine refuses, or a step the learner's actions do not fit starts the lesson afresh
(never a crash).
"""

from game.i18n import _
from game.lesson.coach import LessonCoach, LessonSession, as_json, lesson_session, named_seats, resume_lesson
from game.lesson.progress import LessonProgress, report
from game.seat_names import COMPUTER_NAMES
from kernel.files import read_json

from ..definition import WARCRAFT
from .lesson import COMPUTER, GAME_FILE, LEARNER, PLAYER_NAME, STEPS

PROGRESS_NAME = "lesson-warcraft_board.json"
PROGRESS_FORMAT = "warcraft_board-lesson"
STEP_ORDER = ("move", "harvest", "deploy", "spend")


# ------------------------------------------------------------------ the lesson's game

def lesson_file():
    """The lesson's game file as shipped (its actions: the turns played before the lesson)."""
    return read_json(GAME_FILE)


def lesson_document(actions=()):
    """The lesson's game file, the seats named in the window's language, `actions` after its own."""
    document = dict(lesson_file())
    document["players"] = named_seats(document["players"], LEARNER, COMPUTER, _(PLAYER_NAME), _(COMPUTER_NAMES[1]))
    document["actions"] = list(document.get("actions") or []) + list(actions)
    return document


def prefix_length():
    return len(lesson_file().get("actions") or [])


class LessonComputer:
    """The lesson's computer (module doc); `player` plays once the lesson is over (Play on)."""

    PLAIN = ("pass", "casualty", "harvest", "end_step")

    def __init__(self, player):
        self.player = player

    def choose(self, game):
        legal = WARCRAFT.legal_actions(game)
        for kind in self.PLAIN:
            for action in legal:
                if action.type == kind and not getattr(action, "outpost", False):
                    return action
        return self.player.choose(game)


def new_session(actions=(), **options):
    """A session of the lesson's game, its own turns and `actions` replayed (DataError when one is refused)."""
    return lesson_session(WARCRAFT, lesson_document(actions), PROGRESS_NAME,
                          lambda _seat, player: LessonComputer(player), LessonSession, **options)


# ------------------------------------------------------------------ progress on disk

PROGRESS = LessonProgress(PROGRESS_NAME, PROGRESS_FORMAT)


def progress_path():
    return PROGRESS.path()


def read_progress(report=True):
    """(actions, step index) of the saved lesson, or None (no file, or not this lesson's). Never raises."""
    return PROGRESS.resume(STEPS, _enough_taught, report)


def _enough_taught(index, actions):
    """The learner's actions hold at least as many of the kinds the lesson teaches as the steps before `index`
    taught (the coach checks them one by one once the game is replayed)."""
    taught = [step.act for step in STEPS[:index] if step.act is not None]
    return sum(1 for a in actions if a.get("player") == LEARNER and _taught_kind(a)) >= len(taught)


def _taught_kind(action):
    return any(step.act is not None and step.act.get("type") == action.get("type") for step in STEPS)


def load_progress(**options):
    """(session, step index) of the saved lesson, or None when there is none or it cannot be resumed."""
    resumed = resume_lesson(read_progress(), new_session, **options)
    if resumed is None:
        return None
    session, index = resumed
    coach = WarcraftCoach(session, index, save=False)
    fits = coach.fits()
    coach.close()
    if not fits:
        report("the actions do not fit the lesson's steps")
        return None
    return session, index


def saved_step():
    """The step index of a lesson left half-way, or None."""
    found = read_progress(report=False)
    return found[1] if found else None


def forget_progress():
    PROGRESS.forget()


def stands_on(game, action, on):
    """The action's piece stands on the map's space `on`."""
    piece = game.pieces.get(as_json(action).get("piece"))
    return piece is not None and piece.space == on and piece.where == "map"


def reached(game, step_name):
    """The learner is acting in the game's step `step_name` or a later one of this game turn."""
    if game.over:
        return True
    return (WARCRAFT.seat_to_act(game) == LEARNER and game.mover == LEARNER
            and STEP_ORDER.index(game.step) >= STEP_ORDER.index(step_name))


# ------------------------------------------------------------------ the coach

class WarcraftCoach(LessonCoach):
    """The lesson's steps over `session` (module doc)."""

    steps = STEPS
    learner = LEARNER
    progress = PROGRESS
    definition = WARCRAFT

    def first_action(self):
        return prefix_length()

    def fits(self):
        """The game's actions are those the steps before this one taught (a resumed lesson's check)."""
        return self.all_taught and (not self.step.allow or not reached(self.game, self.step.until))

    def is_free(self, step):
        return bool(step.allow)

    def allows(self, step, data):
        return data.get("type") in step.allow

    def free_done(self):
        step = self.step
        return bool(step.allow and step.until and reached(self.game, step.until))

    def act_refusal(self, step, action):
        if step.on is None or stands_on(self.game, action, step.on):
            return None
        return self.goal_refusal()

    def computer(self):
        seat = self.game.seats[COMPUTER]
        return seat.name or _(COMPUTER_NAMES[1])

    def fields(self):
        return {"computer": self.computer()}
