"""Rough edges of The Wolves' window found by a player: the log names hexes in words a player finds on the
map (never coordinates); a greyed-out action button says why (the engine's own checks), in English and in
Russian. Screenshots are kept when SMALLWORLD_SHOTS names a folder
(scene_driver.shot)."""

import re

import pytest

from game import i18n
from game.game_session import GameSession
from game.scenes import registry
from game.ui.fonts import fit_line
from games.wolves.definition import WOLVES
from games.wolves.model import choices, hexes, legal
from games.wolves.scenes.play import play_scene
from tests.ui.scene_driver import frame, move, new_app, shot
from tests.wolves.wolves_setups import fixed_setup, situation

COORDINATES = re.compile(r"-?\d+,-?\d+")


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


@pytest.fixture(params=["en", "ru"])
def language(request):
    yield request.param
    i18n.set_language("en")


def window(size, language):
    """A new window in that language (the app starts in the settings' language)."""
    app = new_app(size)
    i18n.set_language(language)
    return app


def computers_game(seats=4, seed=5):
    document = {"format": "wolves-game", "version": 1, "map": "standard", "seed": seed,
                "players": [{"name": f"Bot {i + 1}", "kind": "ai", "level": "random"} for i in range(seats)]}
    setup, _problems = WOLVES.parse_setup(document, "test")
    return setup


def test_the_log_in_the_window_names_hexes_in_words(language):
    app = window((1280, 800), language)
    session = GameSession(WOLVES, computers_game(), threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    for _ in range(400):
        frame(app)
        if sum(1 for a in session.game.actions if a.type in ("move", "build")) >= 6:
            break
    told = [text for text, _seat in session.log]
    moves = [t for t in told if ("move" in t and "from" in t) or "перемещают" in t]
    assert moves, told
    for text in told:
        assert not COORDINATES.search(text), text
    word = "region" if language == "en" else "регион"
    assert any(word in t for t in moves), moves
    shot(app.screen, f"wolves-log-words-{language}")


# ---------------------------------------------------------------- a greyed-out action says why


def howl_blocked_by_payment(bonus_terrain=0):
    """Seat 0 (meadow) with its alpha beside a lone wolf whose terrain its tiles cannot pay twice."""
    game = situation(players=4)
    reach = game.boards[0].attribute(game.values, "howl")
    payable = legal.payable(game, 0, choices.cost("howl"))
    for h in sorted(game.lone_wolves):
        if game.ground.terrain[h] in payable:
            continue
        beside = next((n for n in game.board.neighbours(h) if game.board.passable(n) and n not in game.lone_wolves
                       and n not in game.prey), None)
        if beside is not None and hexes.distance(beside, h) <= reach:
            game.pieces = {beside: (("meadow", "alpha"),)}
            game.boards[0].bonus_terrain = bonus_terrain
            return game
    raise AssertionError("no lone wolf of a terrain seat 0 cannot pay")


def far_from_lone_wolves(game, reach):
    return next(h for h in sorted(game.board.cells) if game.board.passable(h)
                and all(hexes.distance(h, w) > reach for w in game.lone_wolves))


def test_the_reason_an_action_has_no_target_comes_from_the_engines_checks():
    game = howl_blocked_by_payment()
    assert choices.blocked_reason(game, 0, "howl") == "no_pay"
    assert choices.blocked_reason(howl_blocked_by_payment(bonus_terrain=2), 0, "howl") is None
    reach = game.boards[0].attribute(game.values, "howl")
    game.pieces = {far_from_lone_wolves(game, reach): (("meadow", "alpha"),)}
    assert choices.blocked_reason(game, 0, "howl") == "no_lone_wolf_in_range"
    game.lone_wolves = set()
    assert choices.blocked_reason(game, 0, "howl") == "no_lone_wolf"
    game.boards[0].dens = dict.fromkeys(game.boards[0].dens, 4)
    assert choices.blocked_reason(game, 0, "build") == "no_den"
    game.boards[0].lairs = 4
    assert choices.blocked_reason(game, 0, "upgrade") == "no_lair"
    assert choices.blocked_reason(game, 0, "dominate") == "no_target_in_range"


def test_a_greyed_out_button_says_why(language):
    app = window((1280, 800), language)
    game = howl_blocked_by_payment()
    game.file_setup = fixed_setup(4)
    session = GameSession(WOLVES, fixed_setup(4), game=game, threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    scene.sync_bar()
    button = scene.bar.button("howl")
    assert not button.enabled
    first, why = button.tooltip.split("\n")
    assert first.endswith(".")
    expected = {"en": "Not possible now: no tiles or bonus tokens to pay 2 of any target's terrain.",
                "ru": "Сейчас невозможно: не хватает тайлов и бонусных жетонов, чтобы оплатить 2 × местность "
                      "хоть одной из целей."}[language]
    assert why == expected
    move(app, button.rect.center)
    for _ in range(3):
        app.scene.update(0.3)
        frame(app)
    assert scene.tooltip_text() == button.tooltip
    shot(app.screen, f"wolves-greyed-howl-why-{language}")


# ---------------------------------------------------------------- the faces of the dual tiles


def test_the_faces_are_lettered_in_the_windows_script(language):
    app = window((1024, 640), language)
    document = {"format": "wolves-game", "version": 1, "map": "standard", "seed": 3,
                "players": [{"name": f"Player {i + 1}", "kind": "human"} for i in range(3)]}
    setup, _problems = WOLVES.parse_setup(document, "test")
    session = GameSession(WOLVES, setup, threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    scene.sync_bar()
    labels = [scene.bar.button(key).label for key in ("face_a", "face_b")]
    letters = {"en": ["Face a", "Face b"], "ru": ["Сторона А", "Сторона Б"]}[language]
    assert labels == letters
    told = WOLVES.narrate(session.game, {"type": "oriented", "player": 0, "pack": "meadow", "face": "b"})
    assert told == {"en": "Meadow wolves lay out their tiles face b up.",
                    "ru": "Луговые волки выкладывают тайлы стороной Б вверх."}[language]
    shot(app.screen, f"wolves-faces-{language}")
    session.submit({"type": "orient", "player": session.game.current, "face": "b"})
    assert WOLVES.document(session.game)["actions"][-1]["face"] == "b"      # the files keep the Latin letter


# ---------------------------------------------------------------- the setup's rows at 1024x640


def test_at_1024x640_every_computer_seat_shows_its_name_cut_rather_than_dropped(language):
    app = window((1024, 640), language)
    setup = WOLVES.open_screen("setup", app)
    app.switch(setup)
    frame(app)
    while setup.count < 5:
        setup.add_seat()
        frame(app)
    computers = [i for i, seat in enumerate(setup.seats) if seat["kind"] == "ai"]
    assert len(computers) >= 4
    lefts = set()
    for i in computers:
        assert i in setup.ai_names, (language, setup.seat_name(i))
        left, _y = setup.ai_names[i]
        width = setup.ai_name_widths[i]
        assert width >= 50, width                                  # room for a name's first letters at least
        assert left + width < setup.level_choices[i].rect.left     # never under the levels
        fnt, shown = fit_line(setup.seat_name(i), width, setup.fs, smallest=setup.fs_small, bold=True)
        assert fnt.size(shown)[0] <= width and shown.rstrip("…")
        assert shown == setup.seat_name(i) or shown.endswith("…")
        lefts.add(setup.level_choices[i].rect.left)
    assert len(lefts) == 1
    assert setup.level_choices[computers[0]].rect.right <= setup.players_panel.content_rect.right
    shot(app.screen, f"wolves-setup-1024-{language}")


# ---------------------------------------------------------------- the title's backdrop


def test_the_title_shows_the_wolves_board_while_the_wolves_is_chosen(user_folder):
    app = window((1024, 640), "en")
    title = registry.show(app, "title")
    frame(app)
    small_world = title.games[0]
    assert small_world.id == "smallworld" and small_world.backdrop((1024, 640)) is None   # the program's own
    title.choose(small_world)
    frame(app)
    theirs = app.screen.copy()
    title.choose(next(game for game in title.games if game.id == "wolves"))
    frame(app)
    shot(app.screen, "wolves-title-backdrop")
    ours = WOLVES.backdrop((1024, 640))
    assert ours.get_size() == (1024, 640)
    corner = (40, app.screen.get_height() // 2)       # beside the panel: the backdrop itself
    assert app.screen.get_at(corner) == ours.get_at(corner)
    assert app.screen.get_at(corner) != theirs.get_at(corner)
    # dimmed like the program's: no bright pixel of the board stays bright
    assert max(ours.get_at((x, y))[:3][0] for x in range(0, 1024, 37) for y in range(0, 640, 23)) < 200
    assert WOLVES.backdrop((1024, 640)) is ours                              # kept while the size stays
