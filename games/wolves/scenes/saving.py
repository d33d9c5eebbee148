"""Save as… on The Wolves' play screen: a name asked in a dialog, the session written under it.

`save_dialog(scene)` is the dialog (game.ui.dialogs.NameDialog) the play screen's menu opens, for a scene with a
`session` (game.game_session.GameSession), a `messages` line and a `dialog` slot. A name saves into the saves
folder (game.saves.save_session_as: Load game lists it); a full path (~/wolves.json) saves there instead
(save_session_to: the way out when the user folder cannot be written). A failure (a full disk, a read-only
folder) is said in the dialog, and the game goes on.
"""

import os

from game import saves
from game.i18n import _
from game.scenes.opening import report
from game.ui.dialogs import NameDialog
from game.ui.text import printable
from kernel.errors import DataError


def default_save_name(session):
    """"The Wolves – round 4" (or "– setting up", "– finished"), in the window's language."""
    game = session.game
    if session.definition.is_over(game):
        return _("The Wolves – finished")
    number = session.definition.round(game)
    return _("The Wolves – round {n}").format(n=number) if number else _("The Wolves – setting up")


def save_dialog(scene):
    """The Save as dialog over `scene` (it closes itself on saving or Cancel)."""
    session = scene.session

    def submit(name):
        elsewhere = saves.looks_like_path(name)
        if not (saves.save_to_path(name) if elsewhere else saves.clean_save_name(name)):
            return _("Use letters or digits in the name")
        try:
            path = saves.save_session_to(session, name) if elsewhere else saves.save_session_as(session, name)
        except (DataError, OSError) as exc:       # a full disk or a read-only folder: say so, keep playing
            report(f"save: {type(exc).__name__}: {exc}")
            return _("Could not save: {reason}").format(reason=saves.problem_text(exc))
        scene.dialog = None
        shown = path if elsewhere else saves.save_name(path)
        scene.messages.show(_("Saved as “{name}”").format(name=printable(shown, 120)), "info", 3.5)
        return None

    def exists(name):
        if saves.looks_like_path(name):
            return os.path.isfile(saves.save_to_path(name) or "")
        return saves.save_exists(name)

    def close():
        scene.dialog = None

    dialog = NameDialog(_("Save the game"), _("Saved games are listed under Load game on the title screen. A full "
                                              "path saves elsewhere."), default_save_name(session), submit,
                        exists=exists, ok_label=_("Save"), on_cancel=close)
    dialog.field.max_length = 240
    return dialog
