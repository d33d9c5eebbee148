"""The coach of Warcraft's lesson: follows lesson.STEPS over a running game, says what to click next,
refuses the rest, and keeps the learner's progress.

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

import os

from game import resources
from game.game_session import GameSession
from game.i18n import _
from game.seat_names import COMPUTER_NAMES
from kernel.errors import DataError
from kernel.files import read_json, write_json

from ..definition import WARCRAFT
from .lesson import COMPUTER, GAME_FILE, KEYS, LEARNER, PLAYER_NAME, STEPS

PROGRESS_NAME = "lesson-warcraft_board.json"
PROGRESS_FORMAT = "warcraft_board-lesson"
MAX_ACTIONS = 2000          # more actions than the lesson plays: not a lesson's file
STEP_ORDER = ("move", "harvest", "deploy", "spend")


def progress_path():
    return os.path.join(resources.user_data_dir(), PROGRESS_NAME)


# ------------------------------------------------------------------ the lesson's game

def lesson_file():
    """The lesson's game file as shipped (its actions: the turns played before the lesson)."""
    return read_json(GAME_FILE)


def lesson_document(actions=()):
    """The lesson's game file, the seats named in the window's language, `actions` after its own."""
    document = dict(lesson_file())
    players = [dict(p) for p in document["players"]]
    players[LEARNER]["name"] = _(PLAYER_NAME)
    players[COMPUTER]["name"] = _(COMPUTER_NAMES[1])
    document["players"] = players
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


class LessonSession(GameSession):
    """A GameSession whose learner's actions pass the coach's gate first (module doc)."""

    gate = None                 # callable(action) -> reason or None, set by the coach

    def submit(self, action):
        gate = self.gate
        if gate is not None and _player(action) == LEARNER:
            reason = gate(action)
            if reason:
                self.last_refusal = reason
                self.bus.publish({"type": "refused", "reason": reason, "action": action})
                return None
        return super().submit(action)


def new_session(actions=(), **options):
    """A session of the lesson's game, its own turns and `actions` replayed (DataError when one is refused)."""
    setup, problems = WARCRAFT.parse_setup(lesson_document(actions), PROGRESS_NAME)
    errors = [p for p in problems if not p.warning]
    if setup is None or errors:
        raise DataError(errors or [])
    session = LessonSession.resumed(WARCRAFT, setup, **options)
    for seat, player in list(session.bots.items()):
        session.bots[seat] = LessonComputer(player)
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
    taught = [step.act for step in STEPS[:index] if step.act is not None]
    if sum(1 for a in actions if a.get("player") == LEARNER and _taught_kind(a)) < len(taught):
        return None
    return actions, index


def _taught_kind(action):
    return any(step.act is not None and step.act.get("type") == action.get("type") for step in STEPS)


def load_progress(**options):
    """(session, step index) of the saved lesson, or None when there is none or it cannot be resumed."""
    found = read_progress()
    if found is None:
        return None
    actions, index = found
    try:
        session = new_session(actions, **options)
    except (DataError, OSError, ValueError, TypeError, KeyError) as exc:    # an action the game refuses
        print(f"error: lesson progress: {exc}; the lesson starts again")
        return None
    coach = WarcraftCoach(session, index, save=False)
    fits = coach.fits()
    coach.close()
    if not fits:
        print("error: lesson progress: the actions do not fit the lesson's steps; the lesson starts again")
        return None
    return session, index


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


def matches(want, action, game=None, on=None):
    """An action (JSON or typed) has every field of `want` (and its piece stands on `on`, when given)."""
    if not isinstance(want, dict):
        return False
    data = action if isinstance(action, dict) else action.to_json() if hasattr(action, "to_json") else {}
    if any(data.get(name) != value for name, value in want.items()):
        return False
    if on is not None and game is not None:
        piece = game.pieces.get(data.get("piece"))
        return piece is not None and piece.space == on and piece.where == "map"
    return True


def reached(game, step_name):
    """The learner is acting in the game's step `step_name` or a later one of this game turn."""
    if game.over:
        return True
    return (WARCRAFT.seat_to_act(game) == LEARNER and game.mover == LEARNER
            and STEP_ORDER.index(game.step) >= STEP_ORDER.index(step_name))


# ------------------------------------------------------------------ the coach

class WarcraftCoach:
    """The lesson's steps over `session` (module doc)."""

    def __init__(self, session, step=0, save=True):
        self.session = session
        self.index = max(0, min(int(step), len(STEPS) - 1))
        self.first = prefix_length()
        self.taught = []            # [(step index, the game's action count after it)] of the taught actions
        self.save_error = None
        self._rebuild_taught()
        session.gate = self.refusal
        session.bus.subscribe(self._on_event, "action_applied", "undone")
        if save:
            self.save()

    def close(self):
        self.session.bus.unsubscribe(self._on_event)
        if self.session.gate == self.refusal:
            self.session.gate = None

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
        return step.act is None and not step.allow and not step.closing

    def next(self):
        if self.reading:
            self.advance()

    def advance(self):
        self.index = min(self.index + 1, len(STEPS) - 1)
        self.save()

    def _rebuild_taught(self):
        """Which of the game's actions the steps before this one taught (a resumed lesson)."""
        self.taught = []
        wanted = [(i, s) for i, s in enumerate(STEPS[:self.index]) if s.act is not None]
        k = 0
        for count, action in enumerate(self.game.actions[self.first:], start=self.first + 1):
            if k < len(wanted) and action.player == LEARNER and matches(wanted[k][1].act, action):
                self.taught.append((wanted[k][0], count))
                k += 1
        self._all_taught = k == len(wanted)

    def fits(self):
        """The game's actions are those the steps before this one taught (a resumed lesson's check)."""
        return self._all_taught and (not self.step.allow or not reached(self.game, self.step.until))

    def _on_event(self, event):
        kind = event.get("type")
        if kind == "undone":
            self._undone(event.get("actions", len(self.game.actions)))
        elif kind == "action_applied":
            action = event.get("action")
            step = self.step
            if action is not None and step.act is not None and _player(action) == LEARNER \
                    and matches(step.act, action):
                self.taught.append((self.index, len(self.game.actions)))
                self.advance()
            else:
                self.catch_up()

    def catch_up(self):
        """A step of free actions ends once the learner's turn reaches its `until` step."""
        step = self.step
        if step.allow and step.until and reached(self.game, step.until):
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
        if step.closing:
            return _("The lesson is over: Play on finishes this game")
        data = action if isinstance(action, dict) else action.to_json()
        if step.allow:
            if data.get("type") in step.allow:
                return None
        elif step.act is None:
            return _("In this lesson, read the card first, then click Next")
        elif matches(step.act, data):
            if step.on is None or matches(step.act, data, self.game, step.on):
                return None
        return _("In this lesson, {goal} first: {why}.").format(goal=_(step.goal) if step.goal else _(
            "do what the card says"), why=_(step.why) if step.why else _("the lesson is written for it"))

    # -------------------------------------------------------------- what the card says

    def title(self):
        return _(self.step.title)

    def text(self):
        return _(self.step.text).format(**self.fields()).strip()

    def computer(self):
        seat = self.game.seats[COMPUTER]
        return seat.name or _(COMPUTER_NAMES[1])

    def fields(self):
        return {"computer": self.computer()}

    # -------------------------------------------------------------- progress on disk

    def save(self):
        """Write the lesson so far (forget it once it is over); a failure is kept in save_error."""
        if self.finished:
            forget_progress()
            return
        actions = WARCRAFT.document(self.game)["actions"][self.first:]
        data = {"format": PROGRESS_FORMAT, "version": 1, "step": self.step.key, "actions": actions}
        try:
            write_json(progress_path(), data)
            self.save_error = None
        except (OSError, DataError) as exc:     # a lesson not saved is still a lesson
            self.save_error = str(exc)
            print(f"error: lesson progress: {exc}")


def _player(action):
    return action.get("player") if isinstance(action, dict) else getattr(action, "player", None)
