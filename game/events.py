"""The event bus: model events out to whoever listens (log, sound, autosave, scenes).

It carries plain dicts with a "type". Publishing never changes the game: the
rules have already run when an event is published, so no rule can depend on
who listens. A failing listener is reported on stderr and does not stop the
others (a broken sound device must not cost a game).
"""

import sys
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
            try:
                handler(event)
            except Exception as exc:  # a listener's bug must not end the game
                print(f"warning: event listener failed on {event.get('type')}: {exc}", file=sys.stderr)
