"""Asking the window for a new frame, from anywhere in the interface.

The window draws a frame only when something changed (game.app's loop): an event
arrived, the scene says it is animating (`Scene.is_animating()`), or someone asked
with `request()` (scenes: `self.app.request_redraw()` or `self.invalidate()`). A
widget with a timer (a caret that blinks, a notice that expires, a picture kept rough
while the window is resized) asks here, since it does not know the app. There is one
window per process, so one flag is enough.
"""

_wanted = True   # the first frame is always drawn


def request():
    """Draw a new frame soon (at the next turn of the loop)."""
    global _wanted
    _wanted = True


def pending():
    """True when a frame was asked for and not drawn yet."""
    return _wanted


def take():
    """True when a frame was asked for; the request is then used up."""
    global _wanted
    wanted, _wanted = _wanted, False
    return wanted
