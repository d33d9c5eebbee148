"""Load game lists the saves of every installed game and opens each through its own definition (issue 33).

With the kernel tests' toy game, "Sums" (tests/kernel/toy_game.py), installed beside Small World: its
autosave and its save are listed (their second line says "Sums"), and Play, Watch replay and the title's
Continue refuse them with a clear reason, since Sums has no screen in the window; a save of a game this
program does not have ("wolves-game") is a row saying so, never a crash; Small World's saves are listed and
played as before. English and Russian at 1024x640 (screenshots kept when SMALLWORLD_SHOTS names a folder).
"""

import json

import pygame
import pytest

from game import saves
from game.app import App, parse_args
from game.scenes import registry
from game.scenes.load_game import describe_entry
from games.smallworld.definition import SMALL_WORLD, _shipped_map
from kernel import registry as installed
from tests.kernel.toy_game import Toy
from tests.ui.scene_driver import click, frame, shot
from tests.ui.test_continue_keeps_games import language  # noqa: F401 (the fixture: English, then Russian)

WOLVES = {"format": "wolves-game", "version": 1, "players": ["Ann", "Bob"], "actions": []}


@pytest.fixture(autouse=True)
def small_world_alone(monkeypatch):
    """These tests are about Small World alone or beside the toy game: The Wolves, installed too, is
    taken out for their length (tests/ui/test_wolves_shell.py shows the title with it)."""
    monkeypatch.setattr(installed, "_GAMES", {"smallworld": installed.get("smallworld")})


@pytest.fixture
def toy():
    definition = installed.register(Toy())
    yield definition
    installed.unregister("toy")


def small_world_save(name="Ann against Bob"):
    """A Small World game of two people on a shipped map, one action in, saved under `name`."""
    document = SMALL_WORLD.sample_setups(5)["classic"]
    document["players"] = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    document["map"] = _shipped_map(2, worlds=False)
    setup, problems = SMALL_WORLD.parse_setup(document, "test")
    assert not [p for p in problems if not p.warning], problems
    session = SMALL_WORLD.resumed_session(setup, threaded=False, speed="instant")
    session.submit({"type": "pick", "player": 0, "combo": 0})
    return saves.save_as(session.game, session.map_ref, name)


def toy_document(toy, seed=3, moves=2):
    game = toy.new_game(toy.parse_setup(toy.sample_setups(seed)["2 seats"], "sample")[0])
    for _ in range(moves):
        toy.apply(game, toy.legal_actions(game)[0])
    return dict(toy.document(game), meta=toy.save_meta(game))


def write(path, document):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document))
    return str(path)


def load_screen(size=(1024, 640)):
    app = App(pygame.display.set_mode(size), parse_args([]))
    title = registry.show(app, "title")
    frame(app)
    scene = registry.show(app, "load_game", back=title)
    frame(app)
    return app, scene


def row(scene, path):
    return next(i for i, entry in enumerate(scene.entries) if entry["path"] == path)


def test_every_installed_games_saves_are_listed_and_opened_by_their_own_game(user_dir, toy, language):  # noqa: F811
    ours = small_world_save()
    sums_auto = write(user_dir / "autosave-toy.json", toy_document(toy))
    sums_save = write(user_dir / "saves" / "Sums at lunch.json", toy_document(toy, seed=4, moves=5))
    wolves = write(user_dir / "saves" / "Wolves night.json", WOLVES)
    app, scene = load_screen()
    entries = {entry["path"]: entry for entry in scene.entries}
    assert set(entries) == {ours, sums_auto, sums_save, wolves}
    assert entries[sums_auto]["autosave"] and entries[sums_auto]["game"] == "toy"
    assert [entries[p]["problem"] for p in (ours, sums_auto, sums_save)] == [None, None, None]
    wolves_words = {"en": "a game this program does not have: wolves",
                    "ru": "игра, которой нет в этой программе: wolves"}[language]
    assert entries[wolves]["problem"] == wolves_words
    assert describe_entry(entries[sums_save]).startswith("Sums · P0 ")     # the game's name, no map
    assert describe_entry(entries[ours]).startswith("Small World · ")
    scene.select(row(scene, wolves))
    frame(app)
    shot(app.screen, f"load-{language}-foreign-save")

    for path in (sums_save, wolves):           # Play: refused with the reason, the list stays
        scene.select(row(scene, path))
        click(app, scene.buttons["play"].rect.center)
        frame(app)
        assert app.scene is scene, path
        reason = {sums_save: {"en": "this program cannot play Sums yet",
                              "ru": "эта программа пока не умеет играть в «Sums»"},
                  wolves: {"en": wolves_words, "ru": wolves_words}}[path][language]
        assert reason in scene.message.text, scene.message.text
    shot(app.screen, f"load-{language}-foreign-save-refused")
    scene.select(row(scene, sums_save))
    click(app, scene.buttons["replay"].rect.center)
    assert app.scene is scene and "Sums" in scene.message.text

    scene.select(row(scene, ours))              # Small World's save plays as before
    click(app, scene.buttons["play"].rect.center)
    assert type(app.scene).__name__ == "PlayScene"
    assert [p.name for p in app.scene.session.game.players] == ["Ann", "Bob"]


def test_continue_opens_the_chosen_games_autosave_through_its_definition(user_dir, toy, language):  # noqa: F811
    write(user_dir / "autosave-toy.json", toy_document(toy))
    app = App(pygame.display.set_mode((1024, 640)), parse_args([]))
    title = registry.show(app, "title")
    frame(app)
    click(app, title.chooser.segments[1].center)
    assert title.game.id == "toy" and title.buttons["continue"].enabled
    click(app, title.buttons["continue"].rect.center)
    frame(app)
    assert app.scene is title
    assert {"en": "cannot play Sums", "ru": "играть в «Sums»"}[language] in title.message.text
    shot(app.screen, f"title-{language}-continue-refused")


def test_a_game_with_a_window_session_is_resumed_by_its_definition(user_dir, toy):
    class Session:
        def __init__(self, definition, setup, options):
            self.definition, self.options = definition, options
            self.game = definition.replay(setup).game

    class Playable(Toy):
        def resumed_session(self, setup, **options):
            return Session(self, setup, options)
    installed.unregister("toy")
    playable = installed.register(Playable())
    path = write(user_dir / "autosave-toy.json", toy_document(playable, moves=3))
    session = saves.load_session(path, threaded=False)
    assert session.definition is playable and len(session.game.actions) == 3
    assert session.options["threaded"] is False and session.options["speed"]


def test_without_the_toy_a_foreign_save_is_unreadable_and_small_worlds_are_as_before(user_dir):
    ours = small_world_save()
    sums = write(user_dir / "saves" / "Sums.json", dict(WOLVES, format="toy-game"))
    app, scene = load_screen()
    entries = {entry["path"]: entry for entry in scene.entries}
    assert entries[sums]["problem"] == "a game this program does not have: toy"
    assert entries[ours]["problem"] is None and not describe_entry(entries[ours]).startswith("Small World")
    with pytest.raises(saves.DataError) as refused:
        saves.load_session(sums)
    assert saves.problem_text(refused.value, sums) == "a game this program does not have: toy"
