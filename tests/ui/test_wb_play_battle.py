"""Warcraft's battles, cards, refusals, hot-seat pauses and the end screen in the window, by clicks on the real
engine and map (SDL dummy drivers). A battle is staged by placing pieces on the main map for two (the
engine's state, as a game could reach it), then everything is clicked: the person moves into the enemy,
ends the movement, answers every battle decision (Slow Poison phases, Raise Dead, casualty picks, card
windows) with the clicks tests/ui/wb_clicks.py's `perform` makes.

Screenshots go to /tmp/shots-wb-play/ when WB_SHOTS is set: English and Russian, 1024x640 and 1920x1080."""

import os

import pygame
import pytest

from game import i18n
from game.game_session import GameSession
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.actions import EndStep
from games.warcraft_board.scenes import game_numbers
from games.warcraft_board.scenes.game_over import WarcraftGameOverScene, vp_by_source
from games.warcraft_board.scenes.play import play_scene
from games.warcraft_board.scenes.refusals import refusal_text
from games.warcraft_board.scenes.replay import WarcraftReplayScene
from kernel import envelope
from tests.ui.scene_driver import click, frame, new_app
from tests.ui.wb_clicks import click_card, click_space, perform

SMALL, LARGE = (1024, 640), (1920, 1080)
SHOTS = "/tmp/shots-wb-play"
HUMAN_CITY, ENEMY_FIELD = "c1", "cl4"


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


@pytest.fixture(params=["en", "ru"])
def lang(request, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, request.param)
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def shot(app, name):
    if os.environ.get("WB_SHOTS"):
        os.makedirs(SHOTS, exist_ok=True)
        pygame.image.save(app.screen, f"{SHOTS}/{name}.png")


def open_game(races=("night_elves", "orcs"), kinds=("human", "ai"), seed=11, size=SMALL, turn_cap=None):
    players = [{"name": name, "kind": kind, "race": race} for name, kind, race in zip(("Ann", "Bob"), kinds, races)]
    for entry in players:
        if entry["kind"] == "ai":
            entry["level"] = "random"
    data = {"scenario": "main", "seed": seed, "players": players, "first_player": 0}
    if turn_cap:
        data["options"] = {"turn_cap": turn_cap}
    setup, problems = WARCRAFT.parse_setup(envelope.wrap(WARCRAFT.id, WARCRAFT.version, data), "test")
    assert setup is not None, problems
    app = new_app(size)
    session = GameSession(WARCRAFT, setup, threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    return app, session, scene


def stage_battle(game, person=0, ranged_level=3):
    """The enemy's melee units wait next to the person's City; the person's ranged units (at level 3:
    Slow Poison for Night Elves, Raise Dead for Undead) stand in the City with the melee."""
    enemy = 1 - person
    for piece in game.pieces.values():
        if piece.owner == enemy and piece.kind == "melee" and piece.where == "map":
            piece.space = ENEMY_FIELD
    ranged = [p for p in game.pieces.values() if p.owner == person and p.kind == "ranged" and p.where == "reserve"]
    for piece in ranged[:2]:          # two: Slow Poison names two phases (three would name them all)
        piece.where, piece.space = "map", HUMAN_CITY
    game.seats[person].levels["ranged"] = ranged_level


def fight_by_clicks(app, session, scene, pictures=None):
    """Move the person's melee into the enemy's space, end the movement, then answer the battle by clicks
    (the first legal choice each time) until it is over; the decision kinds answered."""
    game = session.game
    melee = [p.id for p in game.pieces.values() if p.owner == 0 and p.kind == "melee" and p.where == "map"]
    for pid in melee[:2]:
        move = next(a for a in scene.engine.moves_of(pid) if a.path[-1] == ENEMY_FIELD)
        perform(app, scene, move)
    perform(app, scene, next(a for a in scene.engine.of_type("end_step")))
    answered = []
    for _ in range(200):
        frame(app)
        game = session.game
        if game.battle is None and not scene.show.blocking() and (game.step != "move" or game.mover != 0):
            break
        if not scene.my_turn():
            continue
        legal = scene.engine.legal()
        decision = scene.decision()
        answered.append(decision.kind)
        if pictures is not None and decision.kind not in pictures:
            frame(app)
            pictures[decision.kind] = True
            shot(app, f"battle-{decision.kind.replace(':', '-')}-{pictures['name']}")
        choice = next((a for a in legal if a.type != "pass"), legal[0])
        if decision.kind not in ("dispel",):     # card windows: passed (a Town Portal would end the battle early)
            choice = next((a for a in legal if a.type == "pass"), choice)
        if decision.kind == "raise_dead":        # as many as may rise
            choice = legal[-1]
        perform(app, scene, choice)
    return answered


def test_a_battle_is_fought_by_clicks_with_slow_poison_and_casualty_picks(lang):
    app, session, scene = open_game(races=("night_elves", "orcs"))
    stage_battle(session.game)
    seen = {"name": f"1024-{lang}"}
    answered = fight_by_clicks(app, session, scene, seen)
    assert "name_phases" in answered
    assert session.game.battle is None
    log = " ".join(text for text, _seat in session.log)
    assert log, "the battle is told in the log"
    frame(app)
    shot(app, f"battle-after-1024-{lang}")


def test_raise_dead_by_clicks():
    """Undead ranged units at level 3 raise the dead on a natural 1: seeds are tried until one comes."""
    for seed in range(4, 40):
        app, session, scene = open_game(races=("undead", "humans"), seed=seed)
        stage_battle(session.game)
        answered = fight_by_clicks(app, session, scene)
        assert session.game.battle is None
        assert set(answered) <= {"raise_dead", "casualty", "window", "dispel", "return_excess", "opt_in",
                                 "move_end", "move:battles"}
        if "raise_dead" in answered:
            break
    assert "raise_dead" in answered
    assert any("raises" in text for text, _seat in session.log) or "return_excess" in answered


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_battle_panel_shows_each_die_against_its_strength(size, lang):
    app, session, scene = open_game(races=("night_elves", "orcs"), size=size)
    scene.show.speed = lambda: "slow"   # the battle told a step at a time (the computers' own pause stays 0)
    stage_battle(session.game)
    game = session.game
    for pid in [p.id for p in game.pieces.values() if p.owner == 0 and p.kind == "melee" and p.where == "map"][:2]:
        perform(app, scene, next(a for a in scene.engine.moves_of(pid) if a.path[-1] == ENEMY_FIELD))
    perform(app, scene, next(a for a in scene.engine.of_type("end_step")))
    for _ in range(400):
        if scene.show.state and scene.show.state["rolls"]:
            break
        if scene.my_turn() and not scene.show.blocking():
            legal = scene.engine.legal()
            perform(app, scene, next((a for a in legal if a.type in ("name_phases", "pass", "casualty")), legal[0]))
        frame(app, 0.05)
    state = scene.show.state
    assert state is not None and state["rolls"], "a roll is shown"
    roll = state["rolls"][0]
    assert roll["strength"] == game.strength(roll["player"], roll["kind"])
    assert scene.show.blocking(), "at the slow speed the roll is held on screen"
    frame(app)
    shot(app, f"battle-dice-{size[0]}-{lang}")


def test_a_card_window_by_clicks(lang):
    """Speed at the start of the person's Move step: the card is clicked, then the lit space."""
    app, session, scene = open_game(races=("humans", "orcs"), seed=2)
    game = session.game
    # a Speed card in hand opens the start-of-move window only at a step's start: the next game turn's
    game.seats[0].hand.append("speed")
    for _ in range(400):
        frame(app)
        if game is not session.game:
            game = session.game
        if scene.my_turn() and game.window is not None and game.window.kind == "move_start":
            break
        if scene.my_turn():
            legal = scene.engine.legal()
            choice = next((a for a in legal if a.type == "end_step"), None) or next(
                (a for a in legal if a.type == "pass"), legal[0])
            perform(app, scene, choice)
    assert game.window is not None and game.window.kind == "move_start" and scene.my_turn()
    click_card(app, scene, "speed")
    frame(app)
    assert scene.card == "speed" and scene.lit_spaces()
    shot(app, f"card-window-1024-{lang}")
    space = sorted(scene.lit_spaces())[0]
    click_space(app, scene, space)
    assert "speed" not in session.game.seats[0].hand and session.game.window is None or \
        session.game.window.kind != "move_start"


def test_refusals_are_told_in_the_windows_language(lang):
    app, session, scene = open_game()
    game = session.game
    text = refusal_text("cl4 already holds 3 friendly units (the stack limit)", game)
    if lang == "ru":
        assert "предел" in text.lower() and "cl4" not in text, text
    else:
        assert text.startswith("Clear land") and "cl4" not in text, text
    assert refusal_text("casualty: piece 3 is not an eligible casualty of the attackers (eligible: 4, 5)",
                        game).lower().startswith("piece 3" if lang == "en" else "фигура 3")


def test_always_pause_for_every_seat_hands_the_device_round():
    app, session, scene = open_game(kinds=("human", "human"))
    scene.always_pause = True
    assert scene.needs_pass() and scene.pass_seat() == 0
    click(app, (20, 20))
    frame(app)
    assert not scene.needs_pass()
    perform(app, scene, next(a for a in scene.engine.of_type("end_step")))
    frame(app)
    game = session.game
    assert game.mover == 1 and game.step == "move"
    # seat 1's Move step began: seat 0, with nothing to do, is handed the device first, then seat 1
    assert scene.pauses == [0] and scene.pass_seat() == 0 and scene.side.cards == []
    shot(app, "pass-always-1024-en")
    click(app, (20, 20))
    frame(app)
    assert scene.needs_pass() and scene.pass_seat() == 1
    click(app, (20, 20))
    frame(app)
    assert not scene.needs_pass() and [c for _r, c in scene.side.cards] == game.seats[1].hand


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_end_screen_shows_vp_by_source(size, lang):
    app, session, scene = open_game(kinds=("human", "ai"), size=size, turn_cap=1)
    for _ in range(300):
        if isinstance(app.scene, WarcraftGameOverScene):
            break
        frame(app)
        if session.game.over or not scene.my_turn():
            continue
        legal = scene.engine.legal()
        perform(app, scene, next((a for a in legal if a.type in ("end_step", "pass")), legal[0]))
    assert isinstance(app.scene, WarcraftGameOverScene)
    game = session.game
    for seat in range(2):
        parts = vp_by_source(game, seat)
        assert parts["total"] == sum(parts[k] for k in ("cities", "objectives", "levels", "cards"))
        assert parts["cities"] in (0, 3) and parts["levels"] == 0
    end = app.scene
    assert end.person() == 0            # the one person's row is framed and named as theirs
    you = end.mark_row(app.screen, pygame.Rect(0, 0, 10, 10), 0)
    assert you != end.row_name(0) and end.row_name(0) in you
    assert end.mark_row(app.screen, pygame.Rect(0, 0, 10, 10), 1) == end.row_name(1)
    numbers = end.numbers().counts      # the game in numbers, under the chart (its counts: test_wb_game_numbers)
    assert len(numbers) == 2 and all(set(row) == set(game_numbers.COLUMNS) for row in numbers)
    frame(app)
    shot(app, f"end-{size[0]}-{lang}")
    # the game turn by turn: a point a seat and game turn, each with its tooltip, on the screen
    turn_word = "game turn" if lang == "en" else "ход"
    points = [(rect, tip) for rect, tip in end.tips if f"· {turn_word} " in tip]
    assert len(points) == 2 * game.turn and all(app.screen.get_rect().contains(rect) for rect, _tip in points)
    assert {tip.split(":")[0] for _rect, tip in points} == {end.row_name(seat).split(" — ")[0] for seat in range(2)}
    click(app, end.buttons["replay"].rect.center)       # the replay viewer over this game, from its start
    assert isinstance(app.scene, WarcraftReplayScene)
    assert len(app.scene.cursor) == len(game.actions) and app.scene.cursor.position == 0
    assert app.scene.cursor.final.winners == game.winners
    frame(app)
    app.scene.press("exit")                              # its Back returns to the results
    assert app.scene is end
    kept = game.actions[-1]
    game.actions[-1] = EndStep(player=7)                 # a game that no longer replays: said, nothing opens
    click(app, end.buttons["replay"].rect.center)
    game.actions[-1] = kept
    assert app.scene is end and end.error and "7" in end.error
    frame(app)
    shot(app, f"end-replay-refused-{size[0]}-{lang}")
    click(app, app.scene.buttons["board"].rect.center)
    assert app.scene is scene


# ------------------------------------------------------------------ the steps, seen


def end_steps_until(app, session, scene, step, most=200):
    """End the person's steps (passing windows) until its `step` comes."""
    for _ in range(most):
        frame(app)
        game = session.game
        if scene.my_turn() and game.step == step and game.mover == 0 and game.window is None \
                and game.battle is None:
            return
        if scene.needs_pass():
            click(app, (20, 20))
            continue
        if scene.my_turn():
            legal = scene.engine.legal()
            perform(app, scene, next((a for a in legal if a.type in ("end_step", "pass")), legal[0]))
    raise AssertionError(f"the {step} step never came")


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_a_move_a_harvest_and_the_spend_panel_seen(size, lang):
    app, session, scene = open_game(races=("humans", "orcs"), size=size, seed=3)
    game = session.game
    worker = next(p for p in game.pieces.values() if p.owner == 0 and p.kind == "worker" and p.where == "map")
    click(app, next(g for g in scene.groups if worker in g.pieces).rect.center)
    frame(app)
    assert scene.selected is not None and scene.lit_spaces()
    shot(app, f"move-targets-{size[0]}-{lang}")
    mine = next(s for s in sorted(scene.lit_spaces()) if game.board.spaces[s].type == "goldmine")
    click_space(app, scene, mine)
    assert any(p.owner == 0 and p.kind == "worker" and p.space == mine for p in game.pieces.values())
    end_steps_until(app, session, scene, "harvest")
    frame(app)
    assert mine in scene.lit_spaces()
    shot(app, f"harvest-{size[0]}-{lang}")
    click_space(app, scene, mine)
    assert any(e["type"] == "harvested" for e in session.last_events)
    end_steps_until(app, session, scene, "spend")
    click(app, scene.bar.button("train").rect.center)
    frame(app)
    assert scene.spend is not None and scene.spend.rows
    shot(app, f"spend-{size[0]}-{lang}")


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_pass_the_device_screen_seen(size, lang):
    app, session, scene = open_game(kinds=("human", "human"), size=size)
    assert scene.needs_pass()
    frame(app)
    assert scene.side.cards == []
    shot(app, f"pass-{size[0]}-{lang}")


def open_four():
    """The main game for four, the person seat 0 (the first player), the others random computers."""
    players = [{"name": f"P{k}", "kind": "human" if k == 0 else "ai", "level": "random"} for k in range(4)]
    del players[0]["level"]
    setup, problems = WARCRAFT.parse_setup(envelope.wrap(WARCRAFT.id, WARCRAFT.version, {
        "scenario": "main", "seed": 8, "players": players, "first_player": 0}), "test")
    assert setup is not None, problems
    app = new_app(SMALL)
    session = GameSession(WARCRAFT, setup, threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    frame(app)
    return app, session, scene


def test_partners_give_and_ask_by_clicks_in_a_game_of_four():
    app, session, scene = open_four()
    game = session.game
    partner = game.partners(0)[0]
    gold = game.seats[0].gold
    from games.warcraft_board.model.actions import ACTIONS
    perform(app, scene, ACTIONS.from_json({"type": "give", "player": 0, "to": partner, "gold": 2}))
    assert game.seats[0].gold == gold - 2
    shot(app, "partner-1024-en")
    perform(app, scene, ACTIONS.from_json({"type": "ask", "player": 0, "wood": 1}))
    assert any(a.type == "ask" for a in game.actions)


def test_a_casualty_is_picked_by_a_click_on_a_lit_unit(lang):
    """Seeds are tried until the enemy's dice hit the person (the dice are the game's own)."""
    for seed in range(11, 31):
        app, session, scene = open_game(races=("night_elves", "orcs"), seed=seed)
        stage_battle(session.game, ranged_level=1)
        pictures = {"name": f"1024-{lang}"}
        answered = fight_by_clicks(app, session, scene, pictures)
        if "casualty" in answered:
            break
    assert "casualty" in answered
    removed = [e for e in scene.show.state["removed"]] if scene.show.state else []
    assert removed or any("loses" in t or "теряет" in t for t, _s in session.log)


def test_sounds_play_for_battles_training_harvest_building_cards_and_turns(monkeypatch):
    """The play screen attaches Warcraft's table to the game's bus; each effect is one the program ships."""
    from game import audio
    from games.warcraft_board.scenes.sounds import EVENT_SOUNDS

    assert set(EVENT_SOUNDS.values()) <= set(audio.SOUND_NAMES)
    for kind in ("battle_roll", "casualty", "trained", "harvested", "building_started", "card_played",
                 "battle_card", "turn"):
        assert kind in EVENT_SOUNDS, kind
    played = []
    monkeypatch.setattr(audio.Audio, "play", lambda self, name: played.append(name))
    monkeypatch.setattr(audio.Audio, "start_music", lambda self: None)
    app, session, scene = open_game(races=("night_elves", "orcs"))
    stage_battle(session.game)
    fight_by_clicks(app, session, scene)
    assert "die" in played and "conquer" in played, played


def test_a_partners_request_is_answered_with_chosen_amounts_by_clicks(lang):
    """C13: "yes with amounts": Give some… opens the panel at what was asked (at most what the person
    holds); a click on − lowers the gold and Confirm sends that answer."""
    app, session, scene = open_four()
    game = session.game
    partner = game.partners(0)[0]
    game.seats[0].gold, game.seats[0].wood = 5, 4
    partner_gold = game.seats[partner].gold
    assert session.submit({"type": "ask", "player": partner, "gold": 3, "wood": 2}) is not None
    frame(app)
    assert scene.bar.button("answer_some") is not None
    click(app, scene.bar.button("answer_some").rect.center)
    frame(app)
    panel = scene.spend
    assert panel is not None and panel.amounts == {"gold": 3, "wood": 2}
    shot(app, f"answer-some-1024-{lang}")
    click(app, panel.buttons["gold_minus"].rect.center)
    frame(app)
    click(app, panel.buttons["wood_minus"].rect.center)
    click(app, panel.buttons["wood_minus"].rect.center)
    frame(app)
    assert panel.amounts == {"gold": 2, "wood": 0}
    click(app, panel.buttons["confirm"].rect.center)
    frame(app)
    assert scene.spend is None and not game.asks
    answered = [a for a in game.actions if a.type == "answer"]
    assert answered and (answered[-1].gold, answered[-1].wood) == (2, None)
    assert (game.seats[0].gold, game.seats[0].wood) == (3, 4)
    assert game.seats[partner].gold == partner_gold + 2


def test_a_vp_tie_at_the_turn_limit_reads_as_a_shared_victory():
    """At the turn limit the most VP wins and a tie shares it (§9's app option): rival winners are a
    shared victory in the headline and the ending line, a team's win is not."""
    from games.warcraft_board.scenes.game_over import ending_text, headline
    from tests.warcraft_board.engine_support import finish_step, start

    game = start(2, first_player=0, options={"turn_cap": 1})
    for _ in range(8):
        finish_step(game)
    assert game.over and game.winners == [0, 1] and game.end_reason == "turn_cap"
    assert headline(game).startswith("Shared victory") and "shared" in ending_text(game)
    team = start(4, first_player=0, options={"turn_cap": 1})
    team.finish([0, 2], "turn_cap")
    assert headline(team).startswith("Victory for") and "shared" not in ending_text(team)
