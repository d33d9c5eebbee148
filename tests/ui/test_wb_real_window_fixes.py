"""What whole games played by a person in the real window (tools/qa/warcraft_real_window.py) showed wrong on
Warcraft's screens, each kept fixed here on the real engine under SDL's dummy driver."""

import pytest

from game.game_session import GameSession
from game.settings import remember_animation_speed
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.scenes.play import TOOLTIP_DELAY, WarcraftPlayScene, play_scene
from games.warcraft_board.scenes.setup import WarcraftSetupScene
from tests.ui.scene_driver import click, frame, move, new_app, shot
from tests.ui.test_wb_play_game import setup_of
from tests.ui.wb_clicks import click_card, group_of, press


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def open_play(scenario, seed, size=(1280, 800)):
    """The play screen of a game set up by setup_of (the person and random computers), shown."""
    app = new_app(size)
    session = GameSession(WARCRAFT, setup_of(scenario, seed), threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    return app, session, scene


def test_a_new_game_starts_at_the_pace_the_player_last_chose():
    """The play screen's Speed button keeps the pace in the settings; a new game began at Normal anyway, so
    the player had to click Speed again every game."""
    app = new_app((1280, 800))
    assert remember_animation_speed("fast")
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    click(app, setup.buttons["start"].rect.center)
    scene = app.scene
    assert isinstance(scene, WarcraftPlayScene)
    assert scene.session.speed == "fast"
    scene.session.threaded = False
    scene.cycle_speed()
    assert scene.session.speed == "instant"
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    click(app, setup.buttons["start"].rect.center)
    assert app.scene.session.speed == "instant"


def play_until(app, scene, wanted, most=400):
    """The person's actions chosen by the easy computer, the computers playing, until `wanted(scene)`."""
    mind = WARCRAFT.make_player("easy", 5)
    for _ in range(most):
        frame(app)
        if scene.my_turn() and wanted(scene):
            return scene
        if scene.my_turn():
            scene.submit(mind.choose(scene.session.game))
    raise AssertionError("the situation wanted never came")


def spend_step(app, seed=3):
    session = GameSession(WARCRAFT, setup_of("main", seed), threaded=False, speed="instant")
    scene = play_scene(app, session)
    app.switch(scene)
    return play_until(app, scene, lambda s: s.game.step == "spend" and s.engine.has("train")
                      and s.engine.has("end_step"))


def test_no_map_tooltip_over_the_spend_panel():
    """The Spend panel takes every click, yet the mouse resting on it showed the name of the map's space
    under it ("Clear land" over the Train rows)."""
    app = new_app((1280, 800))
    scene = spend_step(app)
    press(app, scene, "train")
    assert scene.spend is not None
    frame(app)
    row = scene.spend.row_rects[0][0]
    point = (row.right - 40, row.centery)
    assert scene.layout.map.collidepoint(point) and scene.view.space_at(point) is not None
    move(app, point)
    for _ in range(40):
        frame(app, 0.05)
    assert scene.still >= TOOLTIP_DELAY
    assert scene.tooltip_text() is None
    click(app, scene.spend.buttons["cancel"].rect.center)
    assert scene.spend is None
    move(app, point)
    for _ in range(40):
        frame(app, 0.05)
    assert scene.tooltip_text()         # with the panel closed the space is explained again


def test_the_setup_offers_the_turn_limit():
    """A person against a medium computer played the main game past game turn 53 with every Mine and Forest
    spent and neither side attacking: nothing would ever end it. The turn limit (the game file's
    options.turn_cap) was an app option the setup screen did not offer; it is chosen there now."""
    app = new_app((1280, 800))
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    assert setup.widgets["cap"].selected == 0 and "options" not in setup.document(seed=1)
    cap = setup.widgets["cap"]
    click(app, cap.segments[[v for v, _label in cap.options].index(20)].center)
    frame(app)
    assert setup.document(seed=1)["options"] == {"turn_cap": 20}
    click(app, setup.buttons["start"].rect.center)
    scene = app.scene
    assert isinstance(scene, WarcraftPlayScene)
    assert scene.session.game.options["turn_cap"] == 20


def test_no_tooltip_over_what_a_click_lit_until_the_mouse_moves():
    """A click on a piece lit the spaces it can reach, and half a second later the tooltip of the space
    clicked (its name and pieces) covered the lit spaces beside it: after a click the tooltip waits for the
    mouse to move."""
    app, session, scene = open_play("main", 3)
    scene = play_until(app, scene, lambda s: s.game.step == "move" and bool(s.engine.movable()))
    piece = sorted(scene.engine.movable())[0]
    group = group_of(scene, piece)
    move(app, group.rect.center)
    click(app, group.rect.center)
    assert scene.selected == piece and scene.lit_spaces()
    for _ in range(40):
        frame(app, 0.05)
    assert scene.still < TOOLTIP_DELAY
    move(app, (group.rect.centerx + 1, group.rect.centery))
    for _ in range(20):
        frame(app, 0.05)
    assert scene.still >= TOOLTIP_DELAY and scene.tooltip_text()


def test_the_battle_panel_owes_no_casualty_a_side_cannot_remove():
    """A side whose last unit fell still read "casualties to remove: 2" in the battle panel: hits beyond
    its eligible units are ignored, so the panel counts no more than the side has left."""
    from games.warcraft_board.model.battle_units import eligible
    from games.warcraft_board.scenes.battle_panel import casualties_owed

    found = None
    for seed in range(2, 30):      # easy computers on both sides until such a battle comes
        game = WARCRAFT.new_game(setup_of("main", seed))
        bots = {0: WARCRAFT.make_player("easy", seed), 1: WARCRAFT.make_player("easy", seed + 100)}
        for _ in range(3000):
            battle = game.battle
            if battle is not None:
                found = next((s for s in ("defenders", "attackers")
                              if battle.owed.get(s, 0) > len(eligible(game, battle, s))), None)
            if found or game.over:
                break
            WARCRAFT.apply(game, bots[WARCRAFT.seat_to_act(game)].choose(game))
        if found:
            break
    assert found, "no battle owed more casualties than a side had"
    left = len(eligible(game, game.battle, found))
    assert game.battle.owed[found] > left
    assert casualties_owed(game, found) == left


def test_the_log_names_buildings_without_a_wrong_article():
    """The log said "Brom (Orcs) completes a Aerie": a building's name follows a colon now, in both
    languages."""
    from game import i18n

    game = WARCRAFT.new_game(setup_of("main", 3))
    for kind in ("building_started", "completed"):
        text = WARCRAFT.narrate(game, {"type": kind, "player": 1, "kind": "aerie"})
        assert "a Aerie" not in text and text.endswith(": Aerie"), text
    i18n.set_language("ru")
    try:
        text = WARCRAFT.narrate(game, {"type": "completed", "player": 1, "kind": "aerie"})
        assert "достраивает: " in text and "completes" not in text, text
    finally:
        i18n.set_language("en")


def test_a_space_tooltip_tells_an_armed_worker_as_the_map_draws_it():
    """A worker armed by Call to Arms is drawn as a melee unit, yet the space's tooltip said "1 × worker"."""
    app, session, scene = open_play("main", 3)
    frame(app)
    game = session.game
    worker = next(p for p in game.pieces.values() if p.where == "map" and p.kind == "worker" and p.owner == 0)
    before = scene.space_words(worker.space)
    assert "worker" in before
    game.armed.add(worker.id)       # as the card leaves it for the turn
    after = scene.space_words(worker.space)
    assert "melee (Call to Arms)" in after, after


def test_a_card_window_says_what_the_card_does():
    """Supplies' window showed its name over an empty band and the buttons "2 gold", "2 wood": it says the
    card's own words now, as its tooltip in the hand does."""
    from games.warcraft_board.scenes import words

    app = new_app((1280, 800))
    for seed in range(3, 12):
        session = GameSession(WARCRAFT, setup_of("main", seed), threaded=False, speed="instant")
        scene = play_scene(app, session)
        app.switch(scene)
        try:
            play_until(app, scene, lambda s: len(s.engine.card_plays("supplies")) > 1, most=300)
            break
        except AssertionError:
            continue
    click_card(app, scene, "supplies")
    assert scene.dialog is not None
    assert scene.dialog.text == words.CARD_TEXTS["supplies"]
    frame(app)
    shot(app.screen, "wb-supplies-window")


def test_the_card_speed_has_one_name_in_russian():
    """In Russian the hand showed the card Speed as «Темп» (the window's animation speed shares its English
    name), while the hint said «Скорость» (щёлкните её в руке): the card is «Скорость» everywhere now."""
    from game import i18n
    from games.warcraft_board.scenes import words

    i18n.set_language("ru")
    try:
        assert words.card("speed") == "Скорость"
        assert "«Скорость»" in i18n._("You may play Speed before moving (click it in your hand), or pass.")
        assert words.card("supplies") == "Запасы"
    finally:
        i18n.set_language("en")
    assert words.card("speed") == "Speed"


def test_the_battle_panel_counts_casualties_in_plain_russian():
    """«Защитники: Игрок 1 · потерь снять: 1» read backwards; it is «потерь к снятию: 1» now."""
    from game import i18n

    i18n.set_language("ru")
    try:
        assert i18n._("casualties to remove: {n}").format(n=1) == "потерь к снятию: 1"
    finally:
        i18n.set_language("en")


def test_the_russian_log_calls_a_step_what_the_bars_call_it():
    """The top bar and the End button say «этап «Перемещение»», the log said «шаг «Перемещение»»."""
    from game import i18n

    game = WARCRAFT.new_game(setup_of("main", 3))
    i18n.set_language("ru")
    try:
        began = WARCRAFT.narrate(game, {"type": "step", "player": 0, "step": "move"})
        ended = WARCRAFT.narrate(game, {"type": "end_step", "player": 0, "step": "move"})
    finally:
        i18n.set_language("en")
    for text in (began, ended):
        assert "этап «Перемещение»" in text and "шаг" not in text, text


def test_the_side_panel_turns_back_to_the_persons_sheet_when_they_are_to_act():
    """The person looked at a computer's sheet and went on playing; when the person was to act again (the
    next step, a reply in the computer's turn) the panel still showed that sheet, so the hand and the
    trained pieces to click were not there."""
    app, session, scene = open_play("main", 3)
    mind = WARCRAFT.make_player("easy", 5)
    person = next(s for s in range(2) if s not in session.bots)
    play_until(app, scene, lambda s: True)
    other = next(rect for rect, seat in scene.side.tabs if seat != person)
    click(app, other.center)            # looked at on the person's own turn: it stays while they act
    frame(app)
    assert scene.shown_seat() != person
    scene.submit(mind.choose(session.game))
    frame(app)
    if scene.my_turn():
        assert scene.shown_seat() != person
    away = False
    for _ in range(400):
        frame(app)
        if not scene.my_turn():
            away = True
            continue
        if away and scene.forced_choice() is None:     # a choice of theirs (a forced one plays itself)
            break
        if scene.forced_choice() is None:
            scene.submit(mind.choose(session.game))
    assert away and scene.my_turn()
    frame(app)
    assert scene.shown_seat() == person


def finished_session(scenario, turn_cap):
    setup = setup_of(scenario, 5, turn_cap=turn_cap)
    game = WARCRAFT.new_game(setup)
    bots = {}
    while not game.over:
        seat = WARCRAFT.seat_to_act(game)
        bots.setdefault(seat, WARCRAFT.make_player("random", seat))
        WARCRAFT.apply(game, bots[seat].choose(game))
    return GameSession(WARCRAFT, setup, game=game, threaded=False, speed="instant")


@pytest.mark.parametrize("scenario, table", [("elf_gate", False), ("main", True)])
def test_the_end_of_a_scenario_without_vp_shows_no_table_of_zeros(scenario, table, monkeypatch):
    """The Elf Gate stopped at its turn limit showed every seat with 0 Cities, 0 Objectives, 0 Top levels,
    0 VP cards, 0 Total VP under "won by its goal, not by VP": the seats are listed without the VP columns."""
    from games.warcraft_board.scenes.game_over import WarcraftGameOverScene

    session = finished_session(scenario, 1)
    app = new_app((1280, 800))
    scene = WarcraftGameOverScene(app, session)
    tables, seats = [], []
    real_table = scene.draw_table
    monkeypatch.setattr(scene, "draw_table", lambda *a, **k: tables.append(a[6] if len(a) > 6 else None)
                        or real_table(*a, **k))
    real_seats = scene.draw_seats
    monkeypatch.setattr(scene, "draw_seats", lambda *a: seats.append(a) or real_seats(*a))
    app.switch(scene)
    frame(app)
    vp_tables = [columns for columns in tables if columns is None]      # the game in numbers names its columns
    assert bool(vp_tables) == table and bool(seats) != table
    assert len(tables) - len(vp_tables) == 1                            # the numbers stand in either case
    shot(app.screen, f"wb-end-{scenario}")


def test_the_move_end_window_names_the_card_the_person_holds():
    """Holding only Town Portal, the person read "you may play Town Portal or Call to Arms, or pass"."""
    from games.warcraft_board.scenes import action_words

    def one_card(s):
        decision = s.decision()
        held = {"town_portal", "call_to_arms"} & s.engine.playable_cards()
        return decision is not None and decision.kind == "move_end" and len(held) == 1

    app = new_app((1280, 800))
    for seed in range(2, 20):
        session = GameSession(WARCRAFT, setup_of("main", seed), threaded=False, speed="instant")
        scene = play_scene(app, session)
        app.switch(scene)
        try:
            play_until(app, scene, one_card, most=300)
            break
        except AssertionError:
            continue
    held = ({"town_portal", "call_to_arms"} & scene.engine.playable_cards()).pop()
    other = ({"town_portal", "call_to_arms"} - {held}).pop()
    text = action_words.hint_text(scene, scene.decision())
    assert WARCRAFT_CARD_NAMES[held] in text and WARCRAFT_CARD_NAMES[other] not in text, text


WARCRAFT_CARD_NAMES = {"town_portal": "Town Portal", "call_to_arms": "Call to Arms"}


def test_the_russian_log_quotes_a_played_card_as_the_battle_panel_does():
    """The battle panel said «Бром играет карту «Меткость»», the log beside it «… играет карту Лунный серп»."""
    from game import i18n

    game = WARCRAFT.new_game(setup_of("main", 3))
    i18n.set_language("ru")
    try:
        text = WARCRAFT.narrate(game, {"type": "card_played", "player": 1, "card": "moon_glaive"})
    finally:
        i18n.set_language("en")
    assert "«Лунный серп»" in text, text


def test_the_log_tells_the_neutral_night_elves_in_the_plural_with_a_capital():
    """The Elf Gate's log began lines "the neutral Night Elves rolls 2 6, hits: 1"."""
    from game import i18n
    from games.warcraft_board.model.state import NEUTRAL

    game = WARCRAFT.new_game(setup_of("elf_gate", 3))
    space = next(iter(game.board.spaces))
    roll = {"type": "battle_roll", "player": NEUTRAL, "dice": [2, 6], "hits": 1, "kind": "melee"}
    lost = {"type": "casualty", "player": NEUTRAL, "kind": "melee", "space": space}
    assert WARCRAFT.narrate(game, roll) == "The neutral Night Elves roll 2 6, hits: 1"
    assert WARCRAFT.narrate(game, lost).startswith("The neutral Night Elves lose a ")
    i18n.set_language("ru")
    try:
        assert WARCRAFT.narrate(game, roll) == "Нейтральные Ночные Эльфы бросают 2 6, попаданий: 1"
        assert WARCRAFT.narrate(game, lost).startswith("Нейтральные Ночные Эльфы теряют фигуру")
    finally:
        i18n.set_language("en")


def test_the_battle_panels_title_is_never_cut():
    """In Russian the panel's first line was cut: «Битва: Открытая местность C · раунд 1 · фаза ближнего б…»;
    it takes a smaller type instead."""
    from game import i18n
    from games.warcraft_board.model.state import NEUTRAL
    from games.warcraft_board.scenes import battle_panel

    app, session, scene = open_play("elf_gate", 3)
    frame(app)
    game = session.game
    space = next(sid for sid, sp in game.board.spaces.items() if sp.type == "clear" and getattr(sp, "label", None))
    show = battle_panel.BattleShow(lambda: "instant")
    show.state = {"space": space, "attackers": [2], "defenders": [NEUTRAL], "round": 1, "phase": "melee",
                  "rolls": [], "removed": [], "notes": [], "over": False, "winners": []}
    drawn = []
    real_fit_line = battle_panel.fit_line
    i18n.set_language("ru")
    try:
        def spy(text, *args, **kwargs):
            found = real_fit_line(text, *args, **kwargs)
            drawn.append((text, found[1]))
            return found
        battle_panel.fit_line = spy
        title = battle_panel.battle_title(game, show.state)
        battle_panel.draw_battle_panel(app.screen, scene.layout, game, scene.view, show)
    finally:
        battle_panel.fit_line = real_fit_line
        i18n.set_language("en")
    assert "фаза ближнего боя" in title
    assert (title, title) in drawn, drawn


@pytest.mark.parametrize("scenario, scores", [("main", True), ("elf_gate", False)])
def test_a_victory_point_card_is_laid_only_where_it_scores(scenario, scores):
    """The rules let a VP card be laid in a scenario without VP, where it would only be thrown away: there
    the bar offers no "Lay a VP card" and a click on the card says why instead of laying it."""
    app, session, scene = open_play(scenario, 5)
    game = session.game
    person = next(k for k in range(len(game.seats)) if k not in session.bots)
    while WARCRAFT.seat_to_act(game) != person or game.mover != person:
        session.submit(WARCRAFT.make_player("random", 1).choose(game))
    seat = scene.seat
    assert seat == person and scene.my_turn()
    game.seats[seat].hand.append("victory_point")
    frame(app)
    assert (scene.bar.button("play_vp") is not None) == scores
    click_card(app, scene, "victory_point")
    frame(app)
    assert (game.seats[seat].vp_cards == 1) == scores
    assert ("victory_point" in game.seats[seat].hand) != scores


def test_a_numbers_header_just_too_wide_shrinks_the_whole_row_onto_one_line():
    """At 1280 x 800 "Wood harvested" alone wrapped onto two lines beside a one-line "Gold harvested": a
    label just too wide for its column now brings the whole row a size down, on one line; a label far too
    wide still wraps."""
    from game.ui.widgets import ui_scale
    from games.warcraft_board.scenes.game_over import WarcraftGameOverScene

    app = new_app((1280, 800))
    scene = WarcraftGameOverScene(app, finished_session("main", 1))
    s = ui_scale((1280, 800), most=1.3)
    width = 1280 - 4 * int(24 * s)                  # the panel's inside, as EndScreen.draw lays it out
    columns = scene.numbers_columns()
    _columns, _name_w, col_w, labels, lines, head, _row_h = scene._table_head(width, s, columns)
    widest = max(font.size(text)[0] for parts in labels for font, text in parts)
    assert lines == 1 and widest <= int(col_w) - 4
    assert head.get_height() < scene._table_head(width * 2, s, columns)[5].get_height()    # a size down
    long = columns[:-1] + [("cards", "Cards played in every window of the whole game")]
    assert scene._table_head(width, s, long)[4] == 2                                          # far too wide


def test_the_setup_deals_the_races_to_the_players_at_random():
    """The setup screen said "race dealt" for the main game for four while its first player (the person)
    was always the Humans: it now lists the races the seed deals (Rb: the races are dealt blindly), the
    clockwise circle kept; a race chosen in the game for two is listed as the player's own instead."""
    from games.warcraft_board.model.gamefile import dealt_races
    from games.warcraft_board.model.values import shipped_values

    app = new_app((1280, 800))
    setup = WarcraftSetupScene(app)
    app.switch(setup)
    frame(app)
    setup.count = 4
    firsts = set()
    for seed in range(12):
        races = setup.document(seed=seed)["races"]
        assert races == dealt_races(shipped_values(), 4, seed)
        firsts.add(races[0])
    assert len(firsts) >= 3
    setup.count = 2
    setup.races[0] = "undead"
    document = setup.document(seed=3)
    assert "races" not in document and document["players"][0]["race"] == "undead"
    setup.races[0] = "random"
    assert len(setup.document(seed=3)["races"]) == 2
