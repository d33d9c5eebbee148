"""The event bus: what happened in a game, out to whoever listens.

It carries plain dicts with a "type". game.session publishes every model event
of an action ("picked", "conquered", "rolled", "scored", ..., as game.narrate
tells them) and then an "action_applied"; a refused action is a "refused";
game.saves.undo publishes "undone" and an "action_applied". Publishing never
changes the game: the rules have already run when an event is published, so no
rule can depend on who listens.

The listeners today:

- the autosave, game.saves.Autosaver: "action_applied" (it writes the game);
- the in-game screen, game.scenes.play.PlayScene: "rolled" (the die on screen),
  "scored" (the score toasts), "conquered" (the region lights up) and "undone"
  (it takes the session's new Game object).

A listener's error is not hidden here: it goes up to the window's one guard
(game.app.App.run), which saves the game and tells the player.
"""

from collections import defaultdict


class EventBus:
    def __init__(self):
        self._by_type = defaultdict(list)
        self._all = []

    def subscribe(self, handler, *types):
        """Call handler(event) for events of these types (all events when none given)."""
        if not types:
            self._all.append(handler)
        for kind in types:
            self._by_type[kind].append(handler)
        return handler

    def unsubscribe(self, handler):
        if handler in self._all:
            self._all.remove(handler)
        for handlers in self._by_type.values():
            if handler in handlers:
                handlers.remove(handler)

    def publish(self, event):
        for handler in list(self._by_type.get(event.get("type"), ())) + list(self._all):
            handler(event)
