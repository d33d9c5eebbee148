"""What every step of the in-game screen is: a `PlayMode` inside games.smallworld.scenes.play.PlayScene.

The modes (pick_combo, conquest, redeploy) build on this class, and the in-game screen
chooses one from the model's phase; see games.smallworld.scenes.play for which mode serves which step.
"""

from game.scenes.base import Scene


class PlayMode(Scene):
    """One step's interaction inside the in-game screen (see the module's docstring)."""

    covers_map = False       # True while the mode's overlay hides the map (combo cards)
    tribe = None             # the race the mode acts with (conquest, redeploy), if it is about one

    def __init__(self, play):
        super().__init__(play.app)
        self.play = play

    @property
    def game(self):
        return self.play.game

    @property
    def session(self):
        return self.play.session

    @property
    def seat(self):
        return self.play.session.seat

    # the token layer: cached by (window, game version, board_key())
    def board_key(self):
        return None

    def paint_under_tokens(self, surface):
        pass

    def token_overrides(self):
        """{region: (race_id, count, owner, declined, markers)} drawn instead of the model's."""
        return {}

    def paint_over_tokens(self, surface):
        pass

    # per frame
    def draw_map(self, surface):
        if self.play.hover is not None:
            self.play.draw_glow(surface, self.play.hover, (255, 250, 220), 40, 2)

    def draw_overlay(self, surface):
        pass

    def actions(self):
        return []

    def hint(self):
        return ""

    def hand_info(self):
        """(race_id, count, caption) for the chip at the left of the action bar, or None."""
        return None

    def region_tip(self, r):
        """Extra lines for the tooltip of region r."""
        return None

    def tooltip(self, pos):
        return None

    def cancel(self):
        return False
