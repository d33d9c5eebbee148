"""The guided first game ("Learn to play"), driven like a player on the real scenes.

The title's button opens the lesson; each step is played by clicking what glows (a region's
anchor, a combo card, a button, Undo) or the card's Next; a wrong action is refused with the lesson's
reason and changes nothing; leaving through the menu and coming back through the title resumes
the same step on the same game, its scripted die included, from every step; a damaged or foreign
lesson.json starts the lesson again (or resumes what is valid of it) and never crashes; the card
never covers the game log; the lesson ends with a closing card whose Play on makes the game go on
as any game (autosave, Continue, the end screen). In English and in Russian.
"""

import json
import os

import pygame
import pytest

from game import i18n, saves
from game.scenes import registry
from games.smallworld.ai import make_player
from games.smallworld.model import state_json
from games.smallworld.model.files import read_json, write_json
from games.smallworld.tutorial import coach as coach_module
from games.smallworld.tutorial.lesson import STEPS, UNDO
from tests.ui.scene_driver import click, frame, key, region_click, shot


@pytest.fixture(params=["en", "ru"])
def language(request, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, request.param)
    i18n.set_language(request.param)
    return request.param


def open_lesson(app):
    title = registry.show(app, "title")
    frame(app)
    click(app, title.buttons["learn"].rect.center)
    return lesson_scene(app)


def lesson_scene(app):
    scene = app.scene
    assert type(scene).__name__ == "TutorialScene"
    scene.session.threaded = False        # the computer thinks on this thread, at once
    scene.session.speed = "instant"
    frame(app)
    return scene


def settle(app, scene, frames=600):
    """Frames until nothing moves and it is the learner's turn (or the lesson is over)."""
    for _ in range(frames):
        frame(app, 0.25)
        if (scene.session.is_human_turn() and scene.die is None and not scene.anim.busy()
                and scene.pass_to is None):
            return
    raise AssertionError(f"the lesson is stuck at step {scene.coach.step.key}")


def snapshot(app, scene, language):
    """A picture of the lesson's step, kept when SMALLWORLD_SHOTS names a folder."""
    w, h = app.screen.get_size()
    shot(app.screen, f"{language}-{w}x{h}-{scene.coach.index:02d}-{scene.coach.step.key}")


def bar_button(scene, key):
    button = scene.bar.button(key) or getattr(scene.mode, "buttons", {}).get(key)
    assert button is not None and button.enabled, key
    return button.rect.center


def answer_dialog(app, scene, key):
    assert scene.dialog is not None
    click(app, scene.dialog.button_rect(key).center)


def play_step(app, scene, wait=True):
    """Do what the current step asks, as the card and the glow say (`wait`: then until the learner's turn)."""
    coach = scene.coach
    step = coach.step
    act = step.act
    if step.wait:
        settle(app, scene)
        return
    if act is None:
        click(app, scene.next_button.rect.center)
        return
    kind = act["type"]
    if kind == UNDO:
        assert scene.hud.undo.rect in scene.highlighted_buttons()
        click(app, scene.hud.undo.rect.center)
    elif kind == "pick":
        slot = coach.combo()
        if slot is None:     # any combo the learner can afford: the first
            slot = 0
        click(app, scene.mode.cards[slot].center)
    elif kind == "conquer":
        region_click(app, coach.region())
    elif kind == "reinforce":
        region_click(app, coach.region())
        answer_dialog(app, scene, "roll")
    elif kind == "redeploy":
        region_click(app, scene.highlighted_regions()[0])
        click(app, bar_button(scene, "confirm"))
    elif kind in ("end_turn", "decline"):
        click(app, bar_button(scene, kind))
        if scene.dialog is not None:       # Settings' "end the turn anyway?"
            answer_dialog(app, scene, "end")
    if wait:
        settle(app, scene)


def leave_and_resume(app, scene):
    """Leave through the lesson's menu, then come back through the title's Continue lesson: the new lesson screen."""
    scene.ask_menu()
    frame(app)
    answer_dialog(app, scene, "leave")
    title = app.scene
    assert type(title).__name__ == "TitleScene"
    frame(app)
    assert title.buttons["learn"].label == i18n._("Continue lesson")
    click(app, title.buttons["learn"].rect.center)
    return lesson_scene(app)


def play_to(app, scene, key):
    """Play the lesson's steps until the step `key` is shown."""
    while scene.coach.step.key != key:
        play_step(app, scene)


def state(scene):
    """Everything a refused action must leave alone: the game's whole state, its log and the step."""
    return state_json(scene.game), [dict(a) for a in scene.game.actions], scene.coach.step.key


def card_beside_the_log(scene):
    """The coach's card and the game log, as last drawn, stand apart in the side panel, the card's text whole."""
    card, log, side = scene.card_rect, scene.hud.log_rect, scene.layout.side
    where = f"{scene.layout.size} step {scene.coach.step.key}"
    assert card.width and side.contains(card) and side.contains(log), where
    assert not card.colliderect(log) and log.top > card.bottom, where
    assert log.height >= 100 * min(1.0, scene.layout.s), where      # the log keeps its heading and some lines
    assert scene._card_fit[1].complete, where


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lesson_is_played_to_its_closing_card(app, language, size):
    app.screen = pygame.display.set_mode(size)
    scene = open_lesson(app)
    assert scene.coach.index == 0
    seen = []
    while not scene.coach.finished:
        snapshot(app, scene, language)
        card_beside_the_log(scene)
        before = scene.coach.index
        seen.append(scene.coach.step.key)
        assert scene.coach.text() and "{" not in scene.coach.text()
        play_step(app, scene)
        assert scene.coach.index > before, f"step {scene.coach.step.key} did not move on"
        assert len(seen) < 40
    assert seen == [s.key for s in STEPS[:-1] if not s.wait or s.key in seen]
    assert scene.game.round == 3 and len(scene.game.players[0].declined) == 1
    assert scene.game.players[0].active is not None         # the new combo picked in round 3
    frame(app)
    snapshot(app, scene, language)
    assert scene.dialog is not None and scene.dialog.title == scene.coach.title()
    assert scene.dialog.default == "play_on"
    assert not os.path.exists(coach_module.progress_path())   # over: Learn to play starts afresh
    answer_dialog(app, scene, "new")
    assert type(app.scene).__name__ == "SetupScene"


def test_the_die_loses_the_final_attempt_and_the_cost_is_explained(app, language):
    scene = open_lesson(app)
    play_to(app, scene, "cost")
    text = scene.coach.text()
    assert "2 + 1" in text and "= 4" in text
    play_to(app, scene, "lost")
    millbrook = scene.game.board.index["r14"]
    assert scene.game.occupant[millbrook] is None
    assert scene.game.dice_log == [0]


def test_a_wrong_action_is_refused_with_the_lessons_reason_and_changes_nothing(app, language):
    scene = open_lesson(app)
    click(app, scene.mode.cards[0].center)                    # a reading step: no pick yet
    assert scene.game.actions == []
    assert scene.messages.latest() == scene.coach.refusal({"type": "pick", "player": 0, "combo": 0})
    play_to(app, scene, "pick")
    click(app, scene.mode.cards[0].center)                    # the free first card, not the lesson's
    assert scene.game.actions == [] and scene.coach.step.key == "pick"
    play_to(app, scene, "enter")
    before = state(scene)
    wrong = scene.game.board.index["r19"]                     # Ironhorn: on the edge too, but not this step's
    region_click(app, wrong)
    assert state(scene) == before
    refusal = scene.messages.latest()
    fenhollow = i18n.map_name(scene.game.board.regions[scene.coach.region()].names, "Fenhollow")
    assert fenhollow in refusal
    expected = scene.coach.refusal({"type": "conquer", "player": 0, "region": "r19"})
    assert refusal == expected
    region_click(app, scene.coach.region())                   # the taught one goes through
    assert scene.coach.step.key == "cost"


def test_leaving_and_resuming_returns_to_the_same_step_and_game(app, language):
    scene = open_lesson(app)
    play_to(app, scene, "attempt")
    before = state(scene)
    coins = [p.coins for p in scene.game.players]
    again = leave_and_resume(app, scene)
    assert again is not scene
    assert state(again) == before
    assert [p.coins for p in again.game.players] == coins
    assert again.coach.text() == scene.coach.text()
    play_step(app, again)                                     # and it goes on from there
    assert again.coach.step.key == "lost"


def test_rules_from_the_lesson_menu_come_back_to_the_same_step(app):
    scene = open_lesson(app)
    play_to(app, scene, "enter")
    key(app, pygame.K_ESCAPE)                                 # Esc opens the lesson's menu
    answer_dialog(app, scene, "rules")
    assert type(app.scene).__name__ == "RulesScene"
    frame(app)
    click(app, app.scene.back_button.rect.center)
    assert app.scene is scene and scene.coach.step.key == "enter" and scene.dialog is None
    play_step(app, scene)                                     # the coach still follows the game
    assert scene.coach.step.key == "cost"


def test_start_over_from_the_menu_begins_a_fresh_lesson(app):
    scene = open_lesson(app)
    play_to(app, scene, "enter")
    scene.ask_menu()
    frame(app)
    answer_dialog(app, scene, "restart")
    fresh = lesson_scene(app)
    assert fresh.game.actions == [] and fresh.coach.index == 0


def test_a_damaged_progress_file_starts_the_lesson_again(app, user_dir):
    os.makedirs(user_dir, exist_ok=True)
    with open(coach_module.progress_path(), "w", encoding="utf-8") as handle:
        handle.write('{"format": "smallworld-game", "meta": {"lesson_step": "cost"}, "actions": [')
    scene = open_lesson(app)
    assert scene.game.actions == [] and scene.coach.index == 0
    assert "could not be resumed" in (scene.messages.latest() or "")     # not silently: the player is told


def test_a_lesson_begun_afresh_says_nothing_of_resuming(app, user_dir):
    scene = open_lesson(app)
    assert scene.coach.index == 0 and "resumed" not in (scene.messages.latest() or "")


def test_the_shipped_lesson_is_read_once_for_every_layout_of_the_title(app, user_dir, monkeypatch):
    """The title asks saved_step at every layout: the shipped game file is read once, and what a
    caller does to the document it gets changes not the next one."""
    scene = open_lesson(app)
    play_step(app, scene)
    step = coach_module.saved_step()
    reads = []
    real = coach_module.read_json

    def counting(path):
        reads.append(os.path.basename(path))
        return real(path)
    monkeypatch.setattr(coach_module, "read_json", counting)
    coach_module._shipped_lesson.cache_clear()
    for _ in range(3):
        assert coach_module.saved_step() == step
    assert reads.count("first-game.json") == 1 and reads.count(coach_module.PROGRESS_NAME) == 3
    coach_module._lesson_document()["players"].clear()
    assert coach_module._lesson_document() == real(coach_module.resources.resource_path(*coach_module.GAME_FILE))

def test_a_progress_file_of_another_game_starts_the_lesson_again(app, user_dir):
    scene = open_lesson(app)
    play_step(app, scene)
    path = coach_module.progress_path()
    data = read_json(path)
    data["seed"] += 1                   # another game: the lesson's steps would not fit it
    write_json(path, data)
    assert coach_module.load_progress(threaded=False) is None
    registry.show(app, "title")
    frame(app)
    assert app.scene.buttons["learn"].label == "Learn to play"       # no lesson to continue...
    click(app, app.scene.buttons["learn"].rect.center)
    assert lesson_scene(app).coach.index == 0                        # ...and it starts again


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_title_shows_the_lesson_button_tidily(app, size, language):
    screen = pygame.display.set_mode(size)
    app.screen = screen
    title = registry.show(app, "title")
    frame(app)
    rects = [b.rect for b in title.buttons.values()]
    assert "learn" in title.buttons
    for i, a in enumerate(rects):
        assert screen.get_rect().contains(a)
        assert all(not a.colliderect(b) for b in rects[i + 1:])
    shot(screen, f"{language}-{size[0]}x{size[1]}-title")


def test_a_retreat_is_never_refused_and_every_card_reads_in_both_languages(app, language):
    """A defender's retreat is the game's demand, not the learner's choice; every step's card fills."""
    scene = open_lesson(app)
    coach = scene.coach
    for index in range(len(STEPS)):
        coach.index = index
        assert coach.refusal({"type": "retreat", "player": 0, "tokens": {}}) is None
        assert coach.title() and "{" not in coach.text()


# ---------------------------------------------------------------- Undo, taught at its own step

def undo_tip(reason):
    return i18n._("Undo: {reason}").format(reason=i18n._(reason))


def test_undo_is_taught_at_its_step_and_off_before_and_after_it(app, language):
    scene = open_lesson(app)
    play_to(app, scene, "cost")                               # Fenhollow taken: something Undo could take back
    actions = list(scene.game.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.game.actions == actions and scene.coach.step.key == "cost"
    assert not scene.hud.undo.enabled
    assert scene.hud.undo.tooltip == undo_tip("The lesson shows it a little later")
    click(app, scene.hud.undo.rect.center)
    assert scene.game.actions == actions
    play_to(app, scene, "undo")
    redeployed = scene.game.actions[-1]
    assert redeployed["type"] == "redeploy" and scene.hud.undo.enabled
    assert scene.highlighted_buttons() == [scene.hud.undo.rect]
    card = scene.coach.text()
    assert "Ctrl+Z" in card and len(card) > 150
    click(app, scene.hud.undo.rect.center)                    # the taught click: the redeployment is taken back
    assert scene.coach.step.key == "redeploy_again"
    assert scene.game.actions[-1]["type"] == "reinforce" and scene.mode_key[0] == "redeploy"
    assert scene.game.dice_log == [0]                         # the die the final attempt lost stands
    play_step(app, scene)
    assert scene.coach.step.key == "end" and scene.game.actions[-1]["type"] == "redeploy"
    assert not scene.hud.undo.enabled
    assert scene.hud.undo.tooltip == undo_tip("It is off for the rest of the lesson")


def test_the_undo_step_refuses_other_actions_with_its_reason(app):
    scene = open_lesson(app)
    play_to(app, scene, "undo")
    before = state(scene)
    click(app, bar_button(scene, "end_turn"))
    if scene.dialog is not None:
        answer_dialog(app, scene, "end")
    assert state(scene) == before
    assert scene.messages.latest() == "In this lesson, click Undo first: this step shows Undo."


# ---------------------------------------------------------------- leaving and resuming at every step

def the_die_and_the_card_agree(scene):
    """At the step after the final attempt: the die showed the lesson's 0, Millbrook stayed free, and the card
    says the face the die showed."""
    game = scene.game
    assert game.dice_log[:1] == [0]
    assert game.occupant[game.board.index["r14"]] is None
    assert f" {game.dice_log[0]}" in scene.coach.text() or f"{game.dice_log[0]}:" in scene.coach.text()


RESUMED_AT = [(step.key, "en") for step in STEPS if not step.closing] + \
    [(key, "ru") for key in ("attempt", "lost", "undo", "scored", "pick_again")]


@pytest.mark.parametrize("step_key,lang", RESUMED_AT, ids=[f"{k}-{lang}" for k, lang in RESUMED_AT])
def test_leaving_at_any_step_and_resuming_keeps_the_lesson_and_its_die(app, speak, step_key, lang):
    """Leave at the step (a waiting one while the computer is still playing), come back through the title, play
    on to the end: the same game, the die of the final attempt shows 0 and the card after it says so."""
    speak(lang)
    scene = open_lesson(app)
    index = [s.key for s in STEPS].index(step_key)
    if STEPS[index].wait:
        play_to(app, scene, STEPS[index - 1].key)
        play_step(app, scene, wait=False)                     # End turn: the computer has begun its turn
        assert scene.session.is_ai_turn()
    else:
        play_to(app, scene, step_key)
    assert scene.coach.step.key == step_key
    before = state(scene)
    again = leave_and_resume(app, scene)
    assert state(again) == before
    assert again.game.dice_script == ([0] if not again.game.dice_log else [])
    while not again.coach.finished:
        if again.coach.step.key == "lost":
            the_die_and_the_card_agree(again)
        play_step(app, again)
    assert again.game.dice_log[:1] == [0]
    assert again.game.round == 3 and len(again.game.players[0].declined) == 1


# ---------------------------------------------------------------- a lesson.json that is not a lesson

@pytest.fixture(scope="module")
def saved_at_attempt(tmp_path_factory):
    """The lesson.json the coach writes at the final-attempt step (the combo, Fenhollow and Ironhorn played)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SMALLWORLD_USER_DIR", str(tmp_path_factory.mktemp("user")))
        session = coach_module.new_session(threaded=False, speed="instant")
        coach = coach_module.Coach(session)
        for action in ({"type": "pick", "player": 0, "combo": 1}, {"type": "conquer", "player": 0, "region": "r18"},
                       {"type": "conquer", "player": 0, "region": "r19"}):
            while coach.reading:
                coach.next()
            assert coach.refusal(action) is None and session.submit(action) is not None
        assert coach.step.key == "attempt"
        return read_json(coach_module.progress_path())


def raw(text):
    return lambda saved: text


def changed(**fields):
    """The saved lesson with these fields replaced (None: left out)."""
    def make(saved):
        for name, value in fields.items():
            if value is None:
                saved.pop(name, None)
            else:
                saved[name] = value(saved) if callable(value) else value
        return json.dumps(saved)
    return make


def seat(index, **fields):
    return lambda saved: [dict(p, **fields) if i == index else p for i, p in enumerate(saved["players"])]


def action(index, **fields):
    return lambda saved: [dict(a, **fields) if i == index else a for i, a in enumerate(saved["actions"])]


MALFORMED = [      # (what, the file's content from the saved lesson, the step it resumes at or None: afresh)
    ("a list", raw("[]"), None),
    ("a list of a step", raw('["attempt", 6]'), None),
    ("a string", raw('"attempt"'), None),
    ("a number", raw("6"), None),
    ("null", raw("null"), None),
    ("true", raw("true"), None),
    ("an empty object", raw("{}"), None),
    ("an empty file", raw(""), None),
    ("not UTF-8", raw(b"\xff\xfe{\x00"), None),
    ("truncated JSON", lambda saved: json.dumps(saved)[:300], None),
    ("its last brace cut", lambda saved: json.dumps(saved)[:-1], None),
    ("NaN", raw('{"seed": NaN}'), None),
    ("a number of 5000 digits", raw('{"seed": ' + "9" * 5000 + "}"), None),
    ("a nesting 100000 deep", raw("[" * 100000), None),
    ("meta a list", changed(meta=[]), "attempt"),
    ("meta left out", changed(meta=None), "attempt"),
    ("the step a number", changed(meta={"lesson_step": 6}), "attempt"),
    ("the step a list", changed(meta={"lesson_step": ["attempt"]}), "attempt"),
    ("an unknown step", changed(meta={"lesson_step": "nowhere"}), "attempt"),
    ("a step its actions have not reached", changed(meta={"lesson_step": "decline"}), "attempt"),
    ("a step its actions are past", changed(meta={"lesson_step": "welcome"}), "attempt"),
    ("players a string", changed(players="Apprentice"), None),
    ("players left out", changed(players=None), None),
    ("no players", changed(players=[]), None),
    ("players numbers", changed(players=[1, 2]), None),
    ("a third seat", changed(players=lambda saved: saved["players"] + [{"name": "Brom", "kind": "human"}]), None),
    ("the learner a computer", changed(players=seat(0, kind="ai", level="easy")), None),
    ("the computer a person", changed(players=lambda saved: [saved["players"][0], {"name": "Aldra"}]), None),
    ("the computer an expert", changed(players=seat(1, level="expert")), None),
    ("a name of 5000 letters", changed(players=seat(0, name="A" * 5000)), None),
    ("a name a number", changed(players=seat(0, name=12)), None),
    ("actions a string", changed(actions="pick"), None),
    ("actions numbers", changed(actions=[1, 2, 3]), None),
    ("actions left out", changed(actions=None), "welcome"),
    ("an action without its fields", changed(actions=[{"type": "conquer"}]), None),
    ("a combo number of 31 digits", changed(actions=action(0, combo=10 ** 30)), None),
    ("a region id of 100000 letters", changed(actions=action(1, region="r" * 100000)), None),
    ("a region the lesson does not take", changed(actions=action(1, region="r1")), None),
    ("a learner's action the lesson does not teach",
     changed(actions=lambda saved: saved["actions"] + [{"type": "redeploy", "player": 0, "tokens": {}}]), None),
    ("a computer's move out of turn", changed(actions=lambda saved: saved["actions"] + [
        {"type": "end_turn", "player": 1}]), None),
    ("dice a string", changed(dice="0"), None),
    ("another die", changed(dice=[3]), None),
    ("a die of 31 digits", changed(dice=[10 ** 30]), None),
    ("dice left out (an older lesson.json)", changed(dice=None), "attempt"),
    ("no dice (an older lesson.json)", changed(dice=[]), "attempt"),
    ("seed a string", changed(seed="11"), None),
    ("seed of 41 digits", changed(seed=10 ** 40), None),
    ("seed 1e308", changed(seed=1e308), None),
    ("seed 11.0", changed(seed=11.0), "attempt"),
    ("races reversed", changed(races=lambda saved: saved["races"][::-1]), None),
    ("races a string", changed(races="ratmen"), None),
    ("another format", changed(format="smallworld-map"), None),
    ("a newer version", changed(version=99), None),
    ("a version a string", changed(version="1"), None),
    ("another ruleset", changed(ruleset="azeroth"), None),
    ("another map", changed(map="grid"), None),
    ("a map_data of nothing", changed(map_data={"regions": 7}), "attempt"),
]


@pytest.mark.parametrize("what,content,resumes", MALFORMED, ids=[case[0] for case in MALFORMED])
def test_a_malformed_lesson_json_starts_the_lesson_again_or_resumes_what_is_valid(
        app, user_dir, saved_at_attempt, what, content, resumes):
    text = content(json.loads(json.dumps(saved_at_attempt)))
    os.makedirs(user_dir, exist_ok=True)
    with open(coach_module.progress_path(), "wb") as handle:
        handle.write(text if isinstance(text, bytes) else text.encode("utf-8"))
    title = registry.show(app, "title")
    frame(app)
    label = title.buttons["learn"].label
    click(app, title.buttons["learn"].rect.center)
    scene = lesson_scene(app)
    if resumes is None:
        assert scene.coach.index == 0 and scene.game.actions == []
    else:
        assert label == "Continue lesson"
        assert scene.coach.step.key == resumes
    assert coach_module.saved_step() == scene.coach.index     # the file now holds the lesson as it stands
    if scene.coach.step.key == "attempt":                     # and it plays on, with the lesson's die
        play_step(app, scene)
        the_die_and_the_card_agree(scene)


def test_a_lesson_json_that_is_a_folder_starts_the_lesson_again(app, user_dir):
    os.makedirs(coach_module.progress_path())
    assert coach_module.saved_step() is None
    scene = open_lesson(app)
    assert scene.coach.index == 0 and scene.game.actions == []


# ---------------------------------------------------------------- the card beside the log

@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_card_stands_above_the_log_with_a_score_shown_and_a_dialog_open(app, language, size):
    app.screen = pygame.display.set_mode(size)
    scene = open_lesson(app)
    scene.session.speed = "fast"                            # the score popup stays a while
    play_to(app, scene, "attempt")
    card_beside_the_log(scene)
    region_click(app, scene.coach.region())                 # the final attempt asks to roll
    assert scene.dialog is not None
    card_beside_the_log(scene)                              # drawn under the dialog, still apart from the log
    answer_dialog(app, scene, "roll")
    assert scene.die_rolling()
    frame(app)
    assert scene._card_fit[1].index == [s.key for s in STEPS].index("attempt")    # no spoiler while it rolls
    card_beside_the_log(scene)
    settle(app, scene)
    assert scene.coach.step.key == "lost"
    play_to(app, scene, "end")
    click(app, bar_button(scene, "end_turn"))
    frame(app)
    if scene.toasts.busy():
        card_beside_the_log(scene)
        assert not scene.toasts.rect.colliderect(scene.card_rect)


# ---------------------------------------------------------------- the end: play on

def finish_the_game(app, scene):
    """Play the learner's seat with a computer's choices, through the screen, until the end screen shows."""
    bot = make_player("easy", 5)
    for _ in range(5000):
        if type(app.scene).__name__ == "GameOverScene":
            return app.scene
        if scene.game.over or not scene.session.is_human_turn() or scene.anim.busy() or scene.die is not None:
            frame(app, 0.25)
            continue
        assert scene.submit(bot.choose(scene.game)) is not None
        frame(app, 0.25)
    raise AssertionError("the game did not end")


def test_play_on_makes_the_lesson_an_ordinary_game_to_its_end(app, language):
    scene = open_lesson(app)
    while not scene.coach.finished:
        play_step(app, scene)
    frame(app)
    answer_dialog(app, scene, "play_on")
    game_scene = app.scene
    assert type(game_scene).__name__ == "PlayScene" and game_scene.coach is None
    assert game_scene.session is scene.session
    game_scene.session.autosaver.flush()
    assert read_json(saves.autosave_path())["actions"] == scene.game.actions   # Continue has it at once
    frame(app)
    shot(app.screen, f"{language}-play-on")
    target = next(iter(game_scene.mode.options()))           # a region the new race can conquer
    actions = len(game_scene.game.actions)
    region_click(app, target)
    assert len(game_scene.game.actions) == actions + 1
    assert game_scene.hud.undo.enabled                        # any game's Undo...
    click(app, game_scene.hud.undo.rect.center)
    assert len(game_scene.game.actions) == actions
    assert scene.game is not game_scene.game                  # ...which the lesson's screen, left, no longer follows
    region_click(app, target)
    game_scene.session.autosaver.flush()
    assert len(read_json(saves.autosave_path())["actions"]) == actions + 1
    assert not os.path.exists(coach_module.progress_path())  # the lesson is over: nothing of it is written now
    game_scene.ask_menu()
    frame(app)
    answer_dialog(app, game_scene, "leave")
    title = app.scene
    frame(app)
    assert title.buttons["learn"].label == i18n._("Learn to play")
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"].rect.center)
    resumed = app.scene
    assert type(resumed).__name__ == "PlayScene" and resumed.coach is None
    assert state_json(resumed.game) == state_json(game_scene.game)
    resumed.session.threaded = False
    resumed.session.speed = "instant"
    over = finish_the_game(app, resumed)
    assert over.session.game.over
    shot(app.screen, f"{language}-play-on-end")
