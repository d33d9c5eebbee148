"""The coach of a lesson: follows the game's steps over a running game, says what to click next, refuses
the rest, and keeps the learner's progress.

A game's coach subclasses `LessonCoach` and gives its `steps`, its `learner` seat, its `progress`
(progress.LessonProgress) and its `definition`; it may say what a free step lets through and when it ends
(`is_free`, `allows`, `free_done`), refine a matching action (`act_refusal`), the fields its texts are
filled with (`fields`) and how an action matches a step's act (`matches`).

The coach moves on when the engine has applied the taught action (`action_applied` with an action of the
learner matching the step's `act`), when Next is clicked on a reading step (`next()`), and from a free step
once `free_done()`. When Undo takes a taught action back, the coach goes back to the step that taught it.
The progress file is written after every action and step, and forgotten once the lesson is over.

`LessonSession` is the shell's GameSession with a gate: every action of the learner's seat, whichever part
of the screen sends it, is first shown to the coach; one the step does not teach is refused with the
lesson's reason (`last_refusal`, which the play screen shows) and changes nothing.
"""

from game.game_session import GameSession
from game.i18n import _


def player_of(action):
    return action.get("player") if isinstance(action, dict) else getattr(action, "player", None)


def as_json(action):
    if isinstance(action, dict):
        return action
    return action.to_json() if hasattr(action, "to_json") else {}


def matches(want, action):
    """An action (JSON or typed) has every field of `want`."""
    if not isinstance(want, dict):
        return False
    data = as_json(action)
    return all(data.get(name) == value for name, value in want.items())


class LessonSession(GameSession):
    """A GameSession whose learner's actions pass the coach's gate first (module doc)."""

    gate = None                 # callable(action) -> reason or None, set by the coach
    learner = 0

    def submit(self, action):
        gate = self.gate
        if gate is not None and player_of(action) == self.learner:
            reason = gate(action)
            if reason:
                self.last_refusal = reason
                self.bus.publish({"type": "refused", "reason": reason, "action": action})
                return None
        return super().submit(action)


class LessonCoach:
    """The lesson's steps over `session` (module doc); `save=False` writes nothing (a resumed lesson's check)."""

    steps = ()                  # the game's steps (LessonStep)
    learner = 0                 # the learner's seat
    progress = None             # its progress.LessonProgress
    definition = None           # its GameDefinition (the progress file holds its game file's actions)
    events = ("action_applied", "undone")

    def __init__(self, session, step=0, save=True):
        self.session = session
        self.index = max(0, min(int(step), len(self.steps) - 1))
        self.first = self.first_action()
        self.taught = []            # [(step index, the game's action count after it)] of the taught actions
        self.all_taught = True
        self.save_error = None
        self._rebuild_taught()
        if isinstance(session, LessonSession):
            session.gate = self.refusal
        session.bus.subscribe(self._on_event, *self.events)
        if save:
            self.save()

    def close(self):
        self.session.bus.unsubscribe(self._on_event)
        if getattr(self.session, "gate", None) == self.refusal:
            self.session.gate = None

    # -------------------------------------------------------------- what a game may say

    def first_action(self):
        """How many of the game's actions the lesson's own game file plays before the lesson."""
        return 0

    def is_free(self, step):
        """A step of free actions (no act, no Next)."""
        return False

    def allows(self, step, data):
        """Whether a free step lets the action (JSON) through."""
        return True

    def free_done(self):
        """Whether the free step shown is over."""
        return False

    def matches(self, want, action):
        return matches(want, action)

    def act_refusal(self, step, action):
        """None when an action matching the step's act goes through; else why not."""
        return None

    def fields(self):
        return {}

    def other_event(self, event):
        """An event of `events` other than action_applied and undone."""

    # -------------------------------------------------------------- where the lesson is

    @property
    def step(self):
        return self.steps[self.index]

    @property
    def game(self):
        return self.session.game

    @property
    def finished(self):
        return self.step.closing

    @property
    def reading(self):
        step = self.step
        return step.act is None and not self.is_free(step) and not step.closing

    def next(self):
        if self.reading:
            self.advance()

    def advance(self):
        self.index = min(self.index + 1, len(self.steps) - 1)
        self.save()

    def _rebuild_taught(self):
        """Which of the game's actions the steps before this one taught (a resumed lesson)."""
        self.taught = []
        wanted = [(i, s.act) for i, s in enumerate(self.steps[:self.index]) if s.act is not None]
        k = 0
        for count, action in enumerate(self.game.actions[self.first:], start=self.first + 1):
            if k < len(wanted) and action.player == self.learner and self.matches(wanted[k][1], action):
                self.taught.append((wanted[k][0], count))
                k += 1
        self.all_taught = k == len(wanted)

    def _on_event(self, event):
        kind = event.get("type")
        if kind == "undone":
            self._undone(event.get("actions", len(self.game.actions)))
        elif kind == "action_applied":
            action = event.get("action")
            step = self.step
            if action is not None and step.act is not None and player_of(action) == self.learner \
                    and self.matches(step.act, action):
                self.taught.append((self.index, len(self.game.actions)))
                self.advance()
            else:
                self.catch_up()
        else:
            self.other_event(event)

    def catch_up(self):
        """A free step ends once it is done; else the lesson so far is written."""
        if self.free_done():
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
        if self.is_free(step):
            if self.allows(step, as_json(action)):
                return None
        elif step.act is None:
            return _("In this lesson, read the card first, then click Next")
        elif self.matches(step.act, action):
            return self.act_refusal(step, action)
        return self.goal_refusal()

    def goal_refusal(self):
        """"In this lesson, {goal} first: {why}." of the step shown."""
        step, fields = self.step, self.fields()
        goal = _(step.goal).format(**fields) if step.goal else _("do what the card says")
        why = _(step.why).format(**fields) if step.why else _("the lesson is written for it")
        return _("In this lesson, {goal} first: {why}.").format(goal=goal, why=why)

    # -------------------------------------------------------------- what the card says

    def title(self):
        return _(self.step.title)

    def text(self):
        return _(self.step.text).format(**self.fields()).strip()

    # -------------------------------------------------------------- progress on disk

    def save(self):
        """Write the lesson so far (forget it once it is over); a failure is kept in save_error."""
        if self.finished:
            self.progress.forget()
            return
        actions = self.definition.document(self.game)["actions"][self.first:]
        self.save_error = self.progress.write(self.step.key, actions)


# ------------------------------------------------------------------ the lesson's game

def named_seats(players, learner, computer, learner_name, computer_name):
    """The lesson file's players, the learner and the computer named (in the window's language)."""
    players = [dict(p) for p in players]
    players[learner]["name"] = learner_name
    players[computer]["name"] = computer_name
    return players


def lesson_session(definition, document, where, computer, session_class=GameSession, resumed=True, **options):
    """The shell's session (`session_class`) of the lesson's game file `document`, its actions replayed
    (DataError when the game refuses the file or one of them: `where` names it), each computer seat's player
    given to `computer(seat, player)` to be held in check."""
    from kernel.errors import DataError

    setup, problems = definition.parse_setup(document, where)
    errors = [p for p in problems if not p.warning]
    if setup is None or errors:
        raise DataError(errors or [])
    session = session_class.resumed(definition, setup, **options) if resumed else session_class(definition, setup,
                                                                                                **options)
    for seat, player in list(session.bots.items()):
        session.bots[seat] = computer(seat, player)
    return session


def resume_lesson(found, new_session, **options):
    """(session, step index) of a progress file read (`found`: (actions, step index), or None), its actions
    replayed by `new_session(actions, **options)`; None (said on the console) when the game refuses one."""
    from kernel.errors import DataError

    from .progress import report

    if found is None:
        return None
    actions, index = found
    try:
        return new_session(actions, **options), index
    except (DataError, OSError, ValueError, TypeError, KeyError) as exc:    # an action the game refuses
        report(exc)
        return None
