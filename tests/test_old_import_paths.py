"""Small World's modules moved from game/ into games/smallworld/; their old names still import, as the
very same module objects (game/old_paths.py): a script or an older test that writes
`from game.model.game import Game` or patches `game.model.conquest` reaches what the program runs."""

import importlib
import os
import subprocess
import sys

import pytest

from game import old_paths

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_an_old_name_is_the_module_at_its_new_place():
    import game.model.conquest

    import games.smallworld.model.conquest

    assert game.model.conquest is games.smallworld.model.conquest
    assert game.model.conquest.__name__ == "games.smallworld.model.conquest"
    assert game.model.conquest.__spec__.name == "games.smallworld.model.conquest"


def test_a_patch_through_the_old_name_is_seen_through_the_new_one(monkeypatch):
    import games.smallworld.model.conquest as conquest

    def patched(*args, **kwargs):
        return "patched"

    monkeypatch.setattr("game.model.conquest.tolls", patched)
    assert conquest.tolls is patched
    monkeypatch.undo()
    assert conquest.tolls is not patched


def test_the_old_ways_of_importing_still_work():
    from game.ai import make_player
    from game.model.game import Game

    from games.smallworld.ai import make_player as new_make_player
    from games.smallworld.model.game import Game as NewGame

    assert Game is NewGame and make_player is new_make_player
    import game.model.board
    import game.scenes.play
    import game.ui.tokens

    assert game.model.board is sys.modules["games.smallworld.model.board"]
    assert game.scenes.play is sys.modules["games.smallworld.scenes.play"]
    assert game.ui.tokens is sys.modules["games.smallworld.ui.tokens"]


@pytest.mark.parametrize("old", sorted(old_paths.MOVED))
def test_every_moved_name_imports(old):
    assert importlib.import_module(old) is importlib.import_module(old_paths.new_name(old))


def test_what_did_not_move_is_the_shell_own_and_an_unknown_name_is_refused():
    import game.saves
    import game.scenes.title

    assert game.saves.__name__ == "game.saves" and game.scenes.title.__name__ == "game.scenes.title"
    assert old_paths.new_name("game.saves") is None and old_paths.new_name("game.modelling") is None
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("game.model.no_such_module")


def test_an_old_name_imported_first_in_a_fresh_program():
    code = (
        "import sys\n"
        "import game.model.board\n"
        "from game.model.game import Game\n"
        "import games.smallworld.model.board as board\n"
        "assert game.model.board is board, 'two modules'\n"
        "assert board.__spec__.name == 'games.smallworld.model.board', board.__spec__\n"
        "assert Game.__module__ == 'games.smallworld.model.game'\n"
        "assert 'pygame' not in sys.modules, 'the model brought pygame'\n"
        "print('ok')\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.stdout.strip() == "ok", run.stderr
