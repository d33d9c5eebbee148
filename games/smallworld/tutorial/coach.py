"""The coach: follows a lesson's steps over a running game, says what to do and refuses the rest.

`Coach(session)` listens to the session's bus. The in-game screen asks `refusal(action)` before
sending a player's action: None lets it through, a text says why the lesson wants something
else (`undo_refusal()` likewise for the window's Undo, on only at the step teaching it). When the
taught action has been played the coach moves to the next step; a reading step moves on with
`next()` (the card's Next button); a waiting step moves on by itself when it is the player's turn
again. The texts are filled from the game (`title()`, `text()`).

Progress is one file in the user folder (`progress_path()`): the game file of the lesson so far
(game.saves.game_document, with the scripted outcomes not used yet: the die of the final attempt)
with the step reached in its `meta` block, written atomically after every action and step, so
"Learn to play" resumes the lesson where it was left (`load_progress`). What is read back is
trusted only as far as it is this lesson: the lesson's own game file (map, seed, combo column,
seats, scripted die) and a learner's actions that are exactly those the steps taught so far
(`expected_actions`); a step the file names that does not fit them gives way to the first that
does. Anything else (not JSON, not an object, fields of the wrong type, another game) starts the
lesson again: a progress file never stops the lesson.
"""

import copy
import functools
import os

from game import resources, saves
from game.i18n import N_, _, map_name, ngettext
from game.lesson.progress import LessonProgress
from game.settings import saved_animation_speed
from kernel import registry
from kernel.files import read_json

from ..grammar import combo_name
from ..model import DataError, cost_breakdown, load_game_file, ready_tokens
from ..narrate import score_parts
from ..session import Session
from .lesson import GAME_FILE, PLAYER_NAME, STEPS, UNDO

PROGRESS_NAME = "lesson.json"
# Actions a step never stands in the way of: the game asks for them whatever the lesson says.
ALWAYS_ALLOWED = ("retreat",)
# What a marker adds to a cost, in words ("1 mountain"); other markers are named by their id.
DEFENCE_WORDS = {"mountain": N_("{n} mountain")}
# The fields of the lesson's game file a progress file must hold unchanged to be this lesson.
LESSON_FIELDS = ("format", "ruleset", "map", "seed", "races")


PROGRESS = LessonProgress(PROGRESS_NAME, None)     # its own form: a game file with the step in its meta


def progress_path():
    return PROGRESS.path()


def saved_step():
    """The step index the saved lesson reached (None: no lesson to resume)."""
    found = read_progress(report=False)      # the title asks at every layout: the lesson itself says why not
    return found[1] if found else None


def read_progress(report=True):
    """(the progress document, as the lesson resumes it, and its step index), or None when there is no
    lesson.json or it is not this lesson (see the module docstring). Never raises."""
    try:
        path = progress_path()
    except OSError:         # no user folder to be had (it cannot be made): no lesson to resume
        return None
    if not os.path.lexists(path):
        return None
    try:
        found = _resumable(read_json(path), _lesson_document())
    except (DataError, OSError) as exc:
        found, why = None, str(exc)
    else:
        why = f"{path}: not this lesson's game, or not as far as its steps go"
    if found is None and report:
        print(f"error: lesson progress: {why}; the lesson starts again")
    return found


def _lesson_document():
    """The shipped lesson's game file, as JSON reads it: a copy, so that no caller changes the one read."""
    return copy.deepcopy(_shipped_lesson())


@functools.cache
def _shipped_lesson():
    """The shipped lesson's game file, read once (the title asks for it at every layout, through
    saved_step); a failed read is not kept: it raises again next time."""
    return read_json(resources.resource_path(*GAME_FILE))


def _resumable(data, lesson):
    """(document, step) for `data` read from lesson.json, or None (the lesson starts again)."""
    if not isinstance(data, dict) or any(data.get(key) != lesson[key] for key in LESSON_FIELDS):
        return None
    seats = data.get("players")
    if not isinstance(seats, list) or len(seats) != len(lesson["players"]):
        return None
    if any(not isinstance(seat, dict) or any(seat.get(key) != want.get(key) for key in ("kind", "level"))
           for seat, want in zip(seats, lesson["players"])):
        return None
    dice, scripted = data.get("dice", []), lesson.get("dice", [])
    if not isinstance(dice, list) or dice[:len(scripted)] != scripted[:len(dice)]:
        return None         # not the lesson's die
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
        return None
    meta = data.get("meta")
    key = meta.get("lesson_step") if isinstance(meta, dict) else None
    step = _fitting_step(key if isinstance(key, str) else None, actions, _learner(lesson["players"]))
    if step is None:
        return None
    # the lesson's map is the shipped one, and `meta` is for lists of saves (its step is read above)
    document = {k: v for k, v in data.items() if k not in ("map_data", "meta")}
    document["dice"] = dice + scripted[len(dice):]     # a die not rolled yet stays the lesson's (older files lost it)
    return document, step


def _learner(seats):
    return next((i for i, seat in enumerate(seats) if seat.get("kind", "human") != "ai"), 0)


def expected_actions(index):
    """The `act`s of the learner's actions the game holds when the lesson stands at step `index`: those
    taught before it, less the one each Undo step took back."""
    done = []
    for step in STEPS[:index]:
        kind = (step.act or {}).get("type")
        if kind == UNDO:
            del done[-1:]
        elif kind is not None:
            done.append(step.act)
    return done


def _fitting_step(key, actions, learner):
    """The index of step `key` if the learner's `actions` are those the lesson taught before it, else of
    the first step they fit (None: they fit none: not this lesson's game)."""
    played = [a for a in actions if a.get("player") == learner and a.get("type") not in ALWAYS_ALLOWED]
    fits = [i for i in range(len(STEPS)) if _all_match(expected_actions(i), played)]
    keys = [step.key for step in STEPS]
    if key in keys and keys.index(key) in fits:
        return keys.index(key)
    return fits[0] if fits else None


def _all_match(wanted, played):
    return len(wanted) == len(played) and all(_matches(w, a) for w, a in zip(wanted, played))


def _matches(want, action):
    return all(_field(action, name) == value for name, value in want.items())


def forget_progress():
    """The lesson starts again next time (the progress file is removed)."""
    PROGRESS.forget()


def new_session(**options):
    """A session of the lesson's game from its first action, the learner's seat named in the window's language."""
    setup = load_game_file(resources.resource_path(*GAME_FILE), resources.map_folders(), resources.rules_dir())
    setup["players"] = [dict(p) for p in setup["players"]]
    setup["players"][0]["name"] = _(PLAYER_NAME)
    for seat in setup["players"][1:]:      # the computer's name as the setup screen gives it (Альдра)
        name = seat["name"]
        seat["name"] = _(name)
    return Session.resumed(setup, **options)


def load_progress(**options):
    """(session, step index) of the saved lesson, or None when there is none or it cannot be resumed."""
    found = read_progress()
    if found is None:
        return None
    document, step = found
    path = progress_path()
    options.setdefault("speed", saved_animation_speed())
    try:
        _definition, setup = registry.read_setup(document, path, chosen=Session.definition.id)
        return Session.resumed(setup, **options), step
    except (DataError, OSError) as exc:     # an action the game refuses, a bad name: the lesson starts again
        print(f"error: lesson progress: {exc}; the lesson starts again")
        return None


class Coach:
    """The lesson's steps over `session` (see the module docstring)."""

    def __init__(self, session, step=0):
        self.session = session
        self.index = max(0, min(step, len(STEPS) - 1))
        self.last_score = None          # the player's last `scored` event
        self.save_error = None
        session.bus.subscribe(self._on_event, "scored", "action_applied", "undone")
        self.settle()
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
    def seat(self):
        return next((i for i, p in enumerate(self.game.players) if p.kind != "ai"), 0)

    @property
    def finished(self):
        return self.step.closing

    @property
    def reading(self):
        """A step that is only read: its card has Next."""
        step = self.step
        return step.act is None and not step.wait and not step.closing

    def next(self):
        """The card's Next button: on from a reading step (nothing else moves on this way)."""
        if self.reading:
            self.advance()

    def advance(self):
        self.index = min(self.index + 1, len(STEPS) - 1)
        self.settle()
        self.save()

    def settle(self):
        """Pass the waiting steps whose wait is over (the player's turn has come back)."""
        while self.step.wait and self.session.is_human_turn() and not self.game.pending_retreats:
            self.index += 1

    def update(self):
        """Called every frame: a waiting step ends when the computer is done."""
        if self.step.wait and self.session.is_human_turn() and not self.game.pending_retreats:
            self.settle()
            self.save()

    def _on_event(self, event):
        kind = event.get("type")
        if kind == "scored" and event.get("player") == self.seat:
            self.last_score = event
        elif kind == "undone" and self.teaches_undo:
            self.advance()
        elif kind == "action_applied":
            action = event.get("action")
            if action is not None and self.step.act is not None and self.matches(action):
                self.advance()
            else:
                self.save()

    # -------------------------------------------------------------- the gate

    @property
    def teaches_undo(self):
        return (self.step.act or {}).get("type") == UNDO

    def matches(self, action):
        return _matches(self.step.act or {}, action)

    def undo_refusal(self):
        """None when the lesson lets the window's Undo through now (the step teaching it); else why not."""
        if self.teaches_undo:
            return None
        if any((step.act or {}).get("type") == UNDO for step in STEPS[self.index:]):
            return _("The lesson shows it a little later")
        return _("It is off for the rest of the lesson")

    def refusal(self, action):
        """None when the lesson lets `action` through now; else why not, for the player."""
        if _field(action, "type") in ALWAYS_ALLOWED:
            return None
        step = self.step
        if step.closing:
            return _("The lesson is over: Play on finishes this game, New game starts another")
        if step.wait:
            return _("In this lesson, wait for {computer} to finish first").format(computer=self.computer())
        if step.act is None:
            return _("In this lesson, read the card first, then click Next")
        if self.matches(action):
            return None
        fields = self.fields()
        return _("In this lesson, {goal} first: {why}.").format(goal=_(step.goal).format(**fields),
                                                                 why=_(step.why).format(**fields))

    # -------------------------------------------------------------- what the card says

    def title(self):
        return _(self.step.title).format(**self.fields())

    def text(self):
        return _(self.step.text).format(**self.fields()).strip()

    def region(self):
        """The index of the region the step is about (it glows), or None."""
        rid = (self.step.act or {}).get("region") or self.step.region
        return self.game.board.index.get(rid) if rid else None

    def combo(self):
        """The column position of the combo the step picks, or None."""
        return (self.step.act or {}).get("combo")

    def computer(self):
        return next((p.name for p in self.game.players if p.kind == "ai"), "")

    def fields(self):
        game = self.game
        player = game.players[self.seat]
        tribe = player.active
        r = self.region()
        slot = self.combo()
        combo = game.combos[slot] if slot is not None and slot < len(game.combos) else None
        fields = {"computer": self.computer(), "rounds": game.rounds, "region": "", "cost": "", "breakdown": "",
                  "hand": "", "combo": "", "tokens": "", "race": _(tribe.race.name) if tribe else "",
                  "score": _score_text(self.last_score)}
        if combo is not None:
            fields["combo"] = combo_name(combo.race.name, combo.power.name)
            fields["tokens"] = _tokens(game.pick_tokens(combo)[0])
        if r is not None:
            region = game.board.regions[r]
            fields["region"] = map_name(getattr(region, "names", None), region.name)
            if tribe is not None:
                parts = cost_breakdown(game, tribe, r)
                fields["cost"] = parts.total
                fields["breakdown"] = _breakdown_text(parts)
                fields["hand"] = _tokens(ready_tokens(game, tribe))
        return fields

    # -------------------------------------------------------------- progress on disk

    def save(self):
        """Write the lesson so far (or forget it once it is over); a failure is kept in save_error."""
        if self.finished:
            forget_progress()
            return
        game = self.game
        data = saves.game_document(game, self.session.map_ref)
        # the outcomes scripted and not used yet (the die the final attempt loses): a game file lists only
        # those used, and without them a lesson resumed before the attempt would roll a random die
        data["dice"] = list(game.dice_log) + list(game.dice_script)
        data["powers"] = list(game.power_log) + list(game.power_script)
        data["meta"]["lesson_step"] = self.step.key
        self.save_error = PROGRESS.write_data(data)     # a lesson not saved is still a lesson


def _field(action, name):
    return action.get(name) if isinstance(action, dict) else getattr(action, name, None)


def _tokens(n):
    return ngettext("{n} token", "{n} tokens", n).format(n=n)


def _breakdown_text(parts):
    """'2 + 1 mountain + 1 token = 4' in the window's language."""
    words = []
    for what, n in parts.defence:
        if what == "tokens":
            words.append(_tokens(n))
        else:
            words.append(_(DEFENCE_WORDS[what]).format(n=n) if what in DEFENCE_WORDS else f"{n} {what}")
    words += [f"{n:+d} {_(who)}" for who, n in parts.changes]
    return " + ".join([str(parts.base)] + words).replace("+ -", "− ") + f" = {parts.total}"


def _score_text(event):
    """'You scored 5 coins (2 regions + 1 race + 2 power).' ('' when the score is not known: a resumed lesson)."""
    if not event:
        return ""
    return ngettext("You scored {n} coin ({parts}).", "You scored {n} coins ({parts}).", event["coins"]).format(
        n=event["coins"], parts=score_parts(event))
