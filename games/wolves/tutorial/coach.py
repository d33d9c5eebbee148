"""The coach of The Wolves' lesson: follows lesson.STEPS over a running game, says what to click next,
refuses the rest, and keeps the learner's progress.

`WolvesCoach(session, step)` listens to the session's bus. The lesson screen asks `refusal(action)`
before sending a learner's action: None lets it through, a text says why the lesson wants something
else. The coach moves on when the engine has applied the taught action (`action_applied` with an
action matching the step's `act`), when Next is clicked on a reading step (`next()`), and from the
free step once the new moon has been scored (the `region_scored` events of it are kept for the card
that tells them). When Undo takes a taught action back, the coach goes back to the step that taught it.

Progress is lesson-wolves.json in the user folder (`progress_path()`), written atomically after every
action and step: {"format": "wolves-lesson", "version": 1, "step": key, "actions": [...]}: the game's
actions, both seats'. It is read defensively (`load_progress`): anything that is not that, an action
the engine refuses, or a step the learner's actions do not fit, starts the lesson afresh (never a crash).
The coach's common part, the progress file and the gate's words are the shell's (game/lesson/).
"""

import random

from game.i18n import _, ngettext
from game.lesson.coach import LessonCoach, as_json, lesson_session, named_seats, resume_lesson
from game.lesson.progress import LessonProgress
from game.seat_names import COMPUTER_NAMES

from ..definition import WOLVES
from .lesson import FREE, LEARNER, LESSON, PLAYER_NAME, STEPS

PROGRESS_NAME = "lesson-wolves.json"
PROGRESS_FORMAT = "wolves-lesson"


# ------------------------------------------------------------------ the lesson's game

def lesson_document(actions=()):
    """The lesson's game file, the seats named in the window's language, with `actions`."""
    document = {key: (list(value) if isinstance(value, list) else dict(value) if isinstance(value, dict) else value)
                for key, value in LESSON.items()}
    document["players"] = named_seats(LESSON["players"], LEARNER, 1 - LEARNER, _(PLAYER_NAME), _(COMPUTER_NAMES[1]))
    document["actions"] = list(actions)
    return document


class SteadyPlayer:
    """The lesson's computer: its player's generator seeded afresh from the game before each choice, so
    what it does depends only on the game as it stands (the same after the lesson is left and resumed)."""

    def __init__(self, player, seed):
        self.player = player
        self.seed = seed

    def choose(self, game):
        rng = getattr(self.player, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(self.seed * 100_003 + len(game.actions))
        return self.player.choose(game)


def new_session(actions=(), **options):
    """A session of the lesson's game (its `actions` replayed: DataError when the engine refuses one)."""
    return lesson_session(WOLVES, lesson_document(actions), PROGRESS_NAME,
                          lambda seat, player: SteadyPlayer(player, LESSON["seed"] + seat), resumed=bool(actions),
                          **options)


# ------------------------------------------------------------------ progress on disk

PROGRESS = LessonProgress(PROGRESS_NAME, PROGRESS_FORMAT)


def progress_path():
    return PROGRESS.path()


def read_progress(report=True):
    """(actions, step index) of the saved lesson, or None (no file, or not this lesson's). Never raises."""
    return PROGRESS.resume(STEPS, lambda index, actions: _fits(index, [a for a in actions
                                                                   if a.get("player") == LEARNER]), report)


def taught_before(index):
    """The acts of the steps before step `index`, in order."""
    return [step.act for step in STEPS[:index] if step.act is not None]


def _fits(index, learner_actions):
    """The learner's actions are those the steps before `index` taught (after the free step: begin with them)."""
    wanted = taught_before(index)
    if index > FREE:
        learner_actions = learner_actions[:len(wanted)]
    return len(wanted) == len(learner_actions) and all(matches(w, a) for w, a in zip(wanted, learner_actions))


def load_progress(**options):
    """(session, step index) of the saved lesson, or None when there is none or it cannot be resumed."""
    return resume_lesson(read_progress(), new_session, **options)


def saved_step():
    """The step index of a lesson left half-way, or None."""
    found = read_progress(report=False)
    return found[1] if found else None


def forget_progress():
    PROGRESS.forget()


def matches(want, action):
    """An action (JSON or typed) has every field of `want` (a Move's wolves by kind, from and to)."""
    if not isinstance(want, dict):
        return False
    data = as_json(action)
    for name, value in want.items():
        got = data.get(name)
        if name == "wolves" and isinstance(got, list):
            got = [{k: w.get(k) for k in ("kind", "from", "to")} if isinstance(w, dict) else w for w in got]
        if got != value:
            return False
    return True


# ------------------------------------------------------------------ the coach

class WolvesCoach(LessonCoach):
    """The lesson's steps over `session` (module doc)."""

    steps = STEPS
    learner = LEARNER
    progress = PROGRESS
    definition = WOLVES
    events = ("action_applied", "undone", "region_scored")

    def __init__(self, session, step=0):
        self.scorings = []          # the region_scored events of the new moon
        self.scoring_words = None   # (game, region_scored event) -> its words: the screen's, which draws them
        super().__init__(session, step)

    def other_event(self, event):
        if event.get("type") == "region_scored" and event.get("phase") == "new":
            self.scorings.append(dict(event))

    def is_free(self, step):
        return step.free

    def free_done(self):
        return self.step.free and "new" in self.game.scored

    def matches(self, want, action):
        return matches(want, action)

    def act_refusal(self, step, action):
        if step.default_pay and not self._default_pay(action):
            return _("In this lesson, pay with the tiles lit for you: the next steps need the others. "
                     "In your own games the choice is yours")
        return None

    def _default_pay(self, action):
        """The action is paid as the step lights it: its `pay` tiles, else the engine's default payment."""
        pay = action.get("pay") if isinstance(action, dict) else None
        lit = self.step.pay
        if lit:
            return (pay is not None and sorted(pay.get("tiles") or []) == sorted(lit)
                    and not pay.get("bonus_terrain"))
        if pay is None:
            return True
        try:
            trial = dict(action)
            trial.pop("pay")
            game = self.game.copy()
            events = game.apply(trial)
        except Exception:       # noqa: BLE001 - the engine refuses it: its own reason is shown when sent
            return True
        paid = next((e for e in events if e.get("type") == "paid"), None)
        return paid is None or (sorted(paid.get("tiles", [])) == sorted(pay.get("tiles", []))
                                and paid.get("bonus_terrain", 0) == pay.get("bonus_terrain", 0))

    # -------------------------------------------------------------- what the card says

    def computer(self):
        return next((p["name"] for p in self.game.players if p.get("kind") == "ai"), "")

    def fields(self):
        game = self.game
        day = len(game.calendar)
        new_day = game.phase_days.get("new", 0)
        left = max(0, new_day - day)
        hunt = game.boards[LEARNER].score(game.values).get("hunt", 0) if hasattr(game, "boards") else 0
        return {"computer": self.computer(), "day": day, "new_day": new_day,
                "days_left": ngettext("{n} day", "{n} days", left).format(n=left), "hunt_vp": hunt,
                "scoring": self.scoring_text()}

    def scoring_text(self):
        """What the new moon gave in each region it scored, and why (the pieces counted)."""
        if not self.scorings or self.scoring_words is None:
            return _("The new moon has been scored: the log tells who won each region.")
        return "\n".join(self.scoring_words(self.game, event) for event in self.scorings)
