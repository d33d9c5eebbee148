"""The event bus: what happened in a game, out to whoever listens.

It carries plain dicts with a "type". games.smallworld.session publishes every model event
of an action ("picked", "conquered", "rolled", "scored", ..., as games.smallworld.narrate
tells them) and then an "action_applied"; a refused action is a "refused";
games.smallworld.session.Session.undo publishes "undone" and an "action_applied". Publishing never
changes the game: the rules have already run when an event is published, so no
rule can depend on who listens.

The listeners today, called in the order they subscribed:

- the game log, games.smallworld.session.Session._log_event: every event a player reads about
  ("undone" aside: Session.undo tells the log again without the action taken back);
- the autosave, game.saves.Autosaver: "action_applied" (it writes the game);
- the in-game screen, games.smallworld.scenes.play.PlayScene: "rolled" (the die on screen),
  "scored" (the score toasts), "conquered" (the region lights up), "undone"
  (it takes the session's new Game object) and "action_applied" (a computer's
  region is lit up while its move is shown; the tokens' animations follow the model
  itself, games.smallworld.ui.animation);
- the window's sound, game.audio.Audio (attached by games.smallworld.scenes.start when a game
  opens): "picked", "conquered", "rolled", "declined", "scored", "turn_started"
  (a new round) and "game_over" each play their effect. It never raises: without
  sound it is silent;
- the lesson's coach, games.smallworld.tutorial.coach.Coach (while "Learn to play" runs): "scored",
  "action_applied" and "undone" move the lesson on and keep its progress.

A listener's error is not hidden here: it goes up to the window's one guard
(game.app.App.run), which saves the game and tells the player.
"""


class EventBus:
    """Listeners are called in the order they subscribed (the session's log first, so a
    screen reacting to an event finds its line already told)."""

    def __init__(self):
        self._listeners = []          # (handler, frozenset of types, or None for all)

    def subscribe(self, handler, *types):
        """Call handler(event) for events of these types (all events when none given)."""
        self._listeners.append((handler, frozenset(types) if types else None))
        return handler

    def unsubscribe(self, handler):
        # `!=`, not `is not`: a bound method is a new object at each look-up (scene.on_event is not
        # scene.on_event), and equal to the one subscribed when its object and function are the same
        self._listeners = [entry for entry in self._listeners if entry[0] != handler]

    def publish(self, event):
        kind = event.get("type")
        for handler, types in list(self._listeners):
            if types is None or kind in types:
                handler(event)
