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
"""

import os
import random

from game import resources
from game.game_session import GameSession
from game.i18n import _, ngettext
from game.seat_names import COMPUTER_NAMES
from kernel.errors import DataError
from kernel.files import read_json, write_json

from ..definition import WOLVES
from .lesson import FREE, KEYS, LEARNER, LESSON, PLAYER_NAME, STEPS

PROGRESS_NAME = "lesson-wolves.json"
PROGRESS_FORMAT = "wolves-lesson"
MAX_ACTIONS = 2000          # more actions than any lesson plays on: not a lesson's file


def progress_path():
    return os.path.join(resources.user_data_dir(), PROGRESS_NAME)


# ------------------------------------------------------------------ the lesson's game

def lesson_document(actions=()):
    """The lesson's game file, the seats named in the window's language, with `actions`."""
    document = {key: (list(value) if isinstance(value, list) else dict(value) if isinstance(value, dict) else value)
                for key, value in LESSON.items()}
    players = [dict(p) for p in LESSON["players"]]
    players[LEARNER]["name"] = _(PLAYER_NAME)
    players[1 - LEARNER]["name"] = _(COMPUTER_NAMES[1])
    document["players"] = players
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
    setup, problems = WOLVES.parse_setup(lesson_document(actions), PROGRESS_NAME)
    errors = [p for p in problems if not p.warning]
    if setup is None or errors:
        raise DataError(errors or [])
    session = GameSession.resumed(WOLVES, setup, **options) if actions else GameSession(WOLVES, setup, **options)
    for seat, player in list(session.bots.items()):
        session.bots[seat] = SteadyPlayer(player, LESSON["seed"] + seat)
    return session


# ------------------------------------------------------------------ progress on disk

def read_progress(report=True):
    """(actions, step index) of the saved lesson, or None (no file, or not this lesson's). Never raises."""
    try:
        path = progress_path()
        if not os.path.lexists(path):
            return None
        found = _resumable(read_json(path))
    except (DataError, OSError, ValueError, TypeError, RecursionError) as exc:
        found, why = None, str(exc)
    else:
        why = "not this lesson's progress"
    if found is None and report:
        print(f"error: lesson progress: {why}; the lesson starts again")
    return found


def _resumable(data):
    if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT or data.get("version") != 1:
        return None
    key, actions = data.get("step"), data.get("actions")
    if key not in KEYS or STEPS[KEYS.index(key)].closing:
        return None
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(isinstance(a, dict) for a in actions):
        return None
    index = KEYS.index(key)
    if not _fits(index, [a for a in actions if a.get("player") == LEARNER]):
        return None
    return actions, index


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
    found = read_progress()
    if found is None:
        return None
    actions, index = found
    try:
        return new_session(actions, **options), index
    except (DataError, OSError, ValueError, TypeError, KeyError) as exc:    # an action the game refuses
        print(f"error: lesson progress: {exc}; the lesson starts again")
        return None


def saved_step():
    """The step index of a lesson left half-way, or None."""
    found = read_progress(report=False)
    return found[1] if found else None


def forget_progress():
    try:
        os.remove(progress_path())
    except FileNotFoundError:
        pass
    except OSError as exc:
        print(f"error: lesson progress: {exc.strerror or exc}")


def matches(want, action):
    """An action (JSON or typed) has every field of `want`."""
    if not isinstance(want, dict):
        return False
    data = action if isinstance(action, dict) else action.to_json() if hasattr(action, "to_json") else {}
    for name, value in want.items():
        got = data.get(name)
        if name == "wolves" and isinstance(got, list):
            got = [{k: w.get(k) for k in ("kind", "from", "to")} if isinstance(w, dict) else w for w in got]
        if got != value:
            return False
    return True


# ------------------------------------------------------------------ the coach

class WolvesCoach:
    """The lesson's steps over `session` (module doc)."""

    def __init__(self, session, step=0):
        self.session = session
        self.index = max(0, min(int(step), len(STEPS) - 1))
        self.taught = []            # [(step index, the game's action count after it)] of the taught actions
        self.scorings = []          # the region_scored events of the new moon
        self.save_error = None
        self.scoring_words = None   # (game, region_scored event) -> its words: the screen's, which draws them
        self._rebuild_taught()
        session.bus.subscribe(self._on_event, "action_applied", "undone", "region_scored")
        self.save()

    def close(self):
        self.session.bus.unsubscribe(self._on_event)

    # -------------------------------------------------------------- where the lesson is

    @property
    def step(self):
        return STEPS[self.index]

    @property
    def game(self):
        return self.session.game

    @property
    def finished(self):
        return self.step.closing

    @property
    def reading(self):
        step = self.step
        return step.act is None and not step.free and not step.closing

    def next(self):
        if self.reading:
            self.advance()

    def advance(self):
        self.index = min(self.index + 1, len(STEPS) - 1)
        self.save()

    def _rebuild_taught(self):
        """Which of the game's actions the steps before this one taught (a resumed lesson)."""
        self.taught = []
        wanted = [(i, s.act) for i, s in enumerate(STEPS[:self.index]) if s.act is not None]
        k = 0
        for count, action in enumerate(self.game.actions, start=1):
            if k < len(wanted) and action.player == LEARNER and matches(wanted[k][1], action):
                self.taught.append((wanted[k][0], count))
                k += 1

    def _on_event(self, event):
        kind = event.get("type")
        if kind == "region_scored" and event.get("phase") == "new":
            self.scorings.append(dict(event))
        elif kind == "undone":
            self._undone(event.get("actions", len(self.game.actions)))
        elif kind == "action_applied":
            action = event.get("action")
            step = self.step
            if action is not None and step.act is not None and matches(step.act, action) \
                    and _player(action) == LEARNER:
                self.taught.append((self.index, len(self.game.actions)))
                self.advance()
            elif step.free and "new" in self.game.scored:
                self.advance()
            else:
                self.save()

    def _undone(self, count):
        """Undo took the game back to `count` actions: back to the step of a taught action it took back."""
        back = None
        while self.taught and self.taught[-1][1] > count:
            back = self.taught.pop()[0]
        if back is not None:
            self.index = back
        self.save()

    # -------------------------------------------------------------- the gate

    def refusal(self, action):
        """None when the lesson lets the learner's `action` through now; else why not."""
        step = self.step
        if step.free:
            return None
        if step.closing:
            return _("The lesson is over: Play on finishes this game")
        if step.act is None:
            return _("In this lesson, read the card first, then click Next")
        if matches(step.act, action):
            if step.default_pay and not self._default_pay(action):
                return _("In this lesson, pay with the tiles lit for you: the next steps need the others. "
                         "In your own games the choice is yours")
            return None
        fields = self.fields()
        return _("In this lesson, {goal} first: {why}.").format(goal=_(step.goal).format(**fields),
                                                                why=_(step.why).format(**fields))

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

    def title(self):
        return _(self.step.title)

    def text(self):
        return _(self.step.text).format(**self.fields()).strip()

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

    # -------------------------------------------------------------- progress on disk

    def save(self):
        """Write the lesson so far (forget it once it is over); a failure is kept in save_error."""
        if self.finished:
            forget_progress()
            return
        data = {"format": PROGRESS_FORMAT, "version": 1, "step": self.step.key,
                "actions": WOLVES.document(self.game)["actions"]}
        try:
            write_json(progress_path(), data)
            self.save_error = None
        except (OSError, DataError) as exc:     # a lesson not saved is still a lesson
            self.save_error = str(exc)
            print(f"error: lesson progress: {exc}")


def _player(action):
    return action.get("player") if isinstance(action, dict) else getattr(action, "player", None)
