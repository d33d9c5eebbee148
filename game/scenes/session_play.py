"""What every play screen over the window's session of a game (game.game_session.GameSession) does
alike: The Wolves' and Warcraft's. It listens to the session's bus while shown (and while away on a
screen it comes back from, `_coming_back`), names the seat to act and whether a person at the screen
is to act, hands its autosaver to the shell, and steps the animation speed, which Settings keeps.

A subclass sets `session` and `_coming_back` and subscribes its `_on_event` in its __init__.
"""

from __future__ import annotations

from game.scenes.base import Scene
from game.settings import SPEEDS

SPEED_ORDER = SPEEDS            # what the Speed button steps through, slowest first


class SessionPlayScene(Scene):
    def enter(self):
        self._coming_back = False
        self.layout = None

    def leave(self):
        if not self._coming_back:
            self.session.bus.unsubscribe(self._on_event)

    def autosaver(self):
        return self.session.autosaver

    @property
    def seat(self):
        return self.session.seat

    def my_turn(self):
        """A person's seat is to act (the screen takes its clicks)."""
        return self.session.is_human_turn() and not self.game.over

    def cycle_speed(self):
        from game.settings import remember_animation_speed

        speed = self.session.speed if self.session.speed in SPEED_ORDER else "normal"
        self.session.speed = SPEED_ORDER[(SPEED_ORDER.index(speed) + 1) % len(SPEED_ORDER)]
        remember_animation_speed(self.session.speed)
