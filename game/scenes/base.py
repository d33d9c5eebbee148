"""What every scene has: a reference to the app and the four hooks of the loop."""


class Scene:
    """One screen of the game. The app calls handle/update/draw every frame."""

    def __init__(self, app):
        self.app = app

    def enter(self):
        """Called when the scene becomes the current one."""

    def leave(self):
        """Called when another scene replaces it."""

    def handle(self, event):
        """One pygame event (mouse, keys, resize)."""

    def update(self, dt):
        """Advance animations and timers by dt seconds."""

    def draw(self, surface):
        """Draw the whole frame on surface."""
