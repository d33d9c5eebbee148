"""A game engine's reasons for refusing an action (IllegalAction, in English) told in the window's language.

Each game keeps its own table: the engine's sentences as msgids, `{field}` standing for any text, e.g.
"you have only {gold} gold and {wood} wood". `RefusalTable(reasons, context, field)` matches a reason
against them and returns the translated sentence with its fields filled in again (`field(name, value)`
may translate a field too: a terrain, a card, a nested reason). A reason no sentence matches is shown as
the engine said it. `context` (a compiled regular expression or None) strips leading context the screen
already shows ("move: wolf 2: "), repeatedly.
"""

import re

from game.i18n import _, language


def capital(text):
    text = str(text or "")
    return text[:1].upper() + text[1:]


def _pattern(msgid):
    escaped = re.escape(msgid)
    return re.compile("^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", escaped) + "$", re.DOTALL)


class RefusalTable:
    def __init__(self, reasons, context=None, field=None):
        self.reasons = list(reasons)
        self.context = context
        self.field = field or (lambda name, value: value)
        self._patterns = None

    def stripped(self, reason):
        """The reason without its leading context, in English (the engine's own words)."""
        text = str(reason or "")
        if self.context is None:
            return text
        while True:
            shorter = self.context.sub("", text, count=1)
            if shorter == text:
                return text
            text = shorter

    def translated(self, text, field=None):
        """`text` (a reason without context) in the window's language, or as it is when no sentence fits;
        `field` (name, value) -> text overrides the table's own for this call (fields naming game things)."""
        if self._patterns is None:
            self._patterns = [(_pattern(msgid), msgid) for msgid in self.reasons]
        field = field or self.field
        for pattern, msgid in self._patterns:
            found = pattern.match(text)
            if found:
                return _(msgid).format(**{k: field(k, v) for k, v in found.groupdict().items()})
        return text

    def text(self, reason, field=None):
        """The refusal as the window shows it: context dropped, in the window's language, capitalised."""
        text = self.stripped(reason)
        if language() != "en":
            text = self.translated(text, field)
        return capital(text)
