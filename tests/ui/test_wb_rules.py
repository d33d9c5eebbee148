"""Warcraft's rules screen: its pages cover the game turn, movement, harvest, deploy, spend, battles, cards,
victory and every scenario with its seats, board and victory; they quote the game's values; they turn by
clicks and keys; and every page fits the window at 1024x640 and 1920x1080 in English and Russian (no
scrolling, no line wider than the page, no title or page name cut). Screenshots go to /tmp/shots-wb-screens/
when WB_SHOTS is set."""

import os

import pygame
import pytest

from game import i18n
from game.ui.fonts import font as get_font
from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model.values import SCENARIOS, shipped_values
from games.warcraft_board.scenes.rules import MIN_BODY, WarcraftRulesScene, rules_pages
from tests.ui.scene_driver import click, frame, key, new_app

SMALL, LARGE = (1024, 640), (1920, 1080)


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SMALLWORLD_USER_DIR", str(tmp_path / "user"))


def speak(lang, monkeypatch):
    monkeypatch.setenv(i18n.ENV_FORCE, lang)
    i18n.set_language(lang)


def shot(surface, name):
    if os.environ.get("WB_SHOTS"):
        os.makedirs("/tmp/shots-wb-screens", exist_ok=True)
        pygame.image.save(surface, f"/tmp/shots-wb-screens/{name}.png")


def test_the_pages_cover_the_rules_and_every_scenario_and_quote_the_values():
    values = shipped_values()
    pages = rules_pages(values)
    titles = " ".join(title for _short, title, _blocks in pages)
    for topic in ("game turn", "Move", "Harvest", "Deploy", "Spend", "Battle", "cards", "Victory"):
        assert topic.lower() in titles.lower(), topic
    assert len([title for _s, title, _b in pages if title.startswith("Scenario:")]) == len(SCENARIOS)
    for _short, title, blocks in pages:
        if title.startswith("Scenario:"):
            text = " ".join(content for kind, content in blocks if kind == "text")
            for part in ("**Seats:**", "**Board:**", "**Victory:**"):
                assert part in text, (title, part)
    text = " ".join(content for _s, _t, blocks in pages for kind, content in blocks if kind == "text")
    assert f"{values.vp_goal[2]} victory points" in text and f"{values.vp_goal[4]}" in text
    assert ", ".join(str(f) for f in values.income_die) in text
    assert f"at most {values.stack_limit} of your units" in text


def test_the_title_opens_the_rules_and_they_turn_by_clicks_and_keys():
    app = new_app(SMALL)
    rules = WARCRAFT.open_screen("rules", app)
    assert isinstance(rules, WarcraftRulesScene)
    app.switch(rules)
    frame(app)
    count = len(rules.page_buttons)
    for page in range(count - 1):
        assert rules.page == page
        click(app, rules.buttons["next"].rect.center)
    assert rules.page == count - 1 and not rules.buttons["next"].enabled
    key(app, pygame.K_LEFT)
    assert rules.page == count - 2
    click(app, rules.page_buttons[2].rect.center)
    assert rules.page == 2
    click(app, rules.page_buttons[0].rect.center)
    assert rules.page == 0 and not rules.buttons["prev"].enabled


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_every_page_fits_the_window(size, lang, monkeypatch):
    speak(lang, monkeypatch)
    assert (i18n._("The game turn") != "The game turn") == (lang == "ru")
    app = new_app(size)
    rules = WarcraftRulesScene(app)
    app.switch(rules)
    frame(app)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    nav = get_font(rules.nav_size, bold=True)
    for button in rules.page_buttons:
        assert screen.contains(button.rect)
        assert nav.size(button.label)[0] <= button.rect.width - 10, button.label       # the Button cuts no name
    for button in rules.buttons.values():
        assert screen.contains(button.rect)
        assert get_font(button.size, bold=True).size(button.label)[0] <= button.rect.width - 10, button.label
    for page in range(len(rules.pages)):
        rules.turn_to(page)
        frame(app)
        assert rules.body_size >= MIN_BODY
        assert rules.page_height <= rules.view.height, (rules.title, rules.page_height, rules.view.height)
        assert rules.widest <= rules.view.width, rules.title
        assert rules.title_font.size(rules.title)[0] <= rules.panel.content_rect.width, rules.title
        assert rules.panel.rect.bottom <= rules.buttons["back"].rect.top
        shot(app.screen, f"rules-{w}-{lang}-{page + 1:02d}")
