"""The replay viewers' controls every game shares: |< < play/pause > >| and Back, their keys (Left/Right
step, Home/End, Space plays or pauses, Esc goes back), their tooltips and their pictures.

A game's viewer mixes in `ReplayControls` and gives `step_forward()` (one action on, shown as its play
screen shows one) and `show_at_once(position)` (a step back, a jump); `press(key)` does the rest, and
`controls_changed()` is told when the play button's picture changes. Its `handle` passes events to
`handle_controls(event)` (its `buttons` and the keys), its `update` calls `play_on(dt, seconds)` once
nothing moves. `transport_icon(name, look)` draws a
control's picture in a button (`look`: the proportions of the game's pictures).
"""

from collections import namedtuple

import pygame

from game.i18n import _

KEYS = {pygame.K_ESCAPE: "exit", pygame.K_LEFT: "back", pygame.K_RIGHT: "forward",
        pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_SPACE: "play"}
CONTROLS = ("start", "back", "play", "forward", "end")

# the picture's margins (a share of the button's height, of its width), the width of a bar (a share of the
# button's), its margin (a share of the width), how far a bar's triangle is moved toward it
Look = namedtuple("Look", "top side bar bar_side shift")
PLAIN = Look(0.12, 0.2, 1 / 6, 0.1, 0.12)


def tooltips():
    return {"start": _("To the start (Home)"), "back": _("One action back (Left)"),
            "play": _("Play or pause (Space)"), "forward": _("One action on (Right)"), "end": _("To the end (End)")}


def _triangle(surface, color, r, left, look):
    top, bottom = r.top + r.height * look.top, r.bottom - r.height * look.top
    a, b = r.left + r.width * look.side, r.right - r.width * look.side
    points = [(b, top), (b, bottom), (a, r.centery)] if left else [(a, top), (a, bottom), (b, r.centery)]
    pygame.draw.polygon(surface, color, points)


def _bar(surface, color, r, right, look):
    w = max(2, int(r.width * look.bar))
    x = r.right - w - r.width * look.bar_side if right else r.left + r.width * look.bar_side
    pygame.draw.rect(surface, color, (x, r.top + r.height * look.top, w, r.height * (1 - 2 * look.top)))


def draw_icon(surface, name, r, color, look=PLAIN):
    """The picture of control `name` (or "pause") in the rect `r`."""
    if name in ("start", "end"):
        right = name == "end"
        _bar(surface, color, r, right, look)
        _triangle(surface, color, r.move(r.width * look.shift * (-1 if right else 1), 0), not right, look)
    elif name == "pause":
        _bar(surface, color, r, False, look)
        _bar(surface, color, r, True, look)
    else:
        _triangle(surface, color, r, name == "back", look)


class ReplayControls:
    playing = False
    clock = 0.0

    def controls_changed(self):
        """The play button's picture changed (playing or paused)."""

    def control_key(self, event):
        """The control a key press asks for, or None."""
        return KEYS.get(event.key) if event.type == pygame.KEYDOWN else None

    def transport_icon(self, key, look=PLAIN):
        """A button's picture drawer for control `key` (the play button shows pause while playing)."""
        def draw(surface, rect, color):
            draw_icon(surface, "pause" if key == "play" and self.playing else key, rect, color, look)
        return draw

    def press(self, key):
        if key == "exit":
            self.return_to(self.back_to)
            return
        if key == "play":
            self.playing = not self.playing and self.cursor.position < len(self.cursor)
            self.clock = 0.0
            self.controls_changed()
            return
        self.playing = False
        self.controls_changed()
        if key == "forward":
            self.step_forward()
            return
        target = {"start": 0, "back": self.cursor.position - 1, "end": len(self.cursor)}[key]
        self.show_at_once(target)

    def handle_controls(self, event):
        """A control's key or button pressed: True when the event was the controls' (every key press is:
        the viewers answer no other key)."""
        if event.type == pygame.KEYDOWN:
            key = self.control_key(event)
            if key is not None:
                self.press(key)
            return True
        for key, button in list(self.buttons.items()):
            if button.handle(event):
                self.press(key)
                return True
        return False

    def play_on(self, dt, step_seconds):
        """While playing, one step forward every `step_seconds`; Play stops at the end."""
        self.clock += dt
        if self.clock >= step_seconds:
            self.clock = 0.0
            self.step_forward()
            if self.cursor.position >= len(self.cursor):
                self.playing = False
                self.controls_changed()
            self.invalidate()
