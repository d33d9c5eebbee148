"""What a new player met at a game's edges (issue 32, items 19, 24, 25, 26), each driven through the real
scenes: the score popup at the end of an Instant game shows the final turn's scoring, the Esc menu's
highlighted button (and Enter) is Keep playing, the legend tells each symbol once and what it means, the
pick screen's hover hint shows only when a card's text is cut, and the results chart's points and round
labels sit inside its frame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_driver import click, frame, key, move, new_app, shot, start_game  # noqa: E402
from test_game_over_breakdown import computer_game  # noqa: E402

from game import i18n  # noqa: E402
from game.model.board import load_map  # noqa: E402
from game.model.game import Game  # noqa: E402
from game.model.ruleset import load_ruleset  # noqa: E402
from game.resources import maps_dir, rules_dir  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.scenes.game_over import GameOverScene  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.session import Session  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.legend import legend_entries  # noqa: E402

pytestmark = pytest.mark.usefixtures("user_dir")


def new_game(ruleset, map_id, seed, kinds):
    board = load_map(os.path.join(maps_dir(), f"{map_id}.json"))
    players = [{"name": f"P{i + 1}", "kind": kind, "level": "easy"} for i, kind in enumerate(kinds)]
    return Game(load_ruleset(os.path.join(rules_dir(), ruleset)), board, players, seed)


# ---------------------------------------------------------------- 19. the score popup at an Instant game's end

@pytest.mark.parametrize("map_id,seed", [("saltwind-coast", 1), ("sundered-weald", 2)])
def test_the_score_popup_at_the_end_of_an_instant_game_is_the_final_turns(map_id, seed):
    seats = load_map(os.path.join(maps_dir(), f"{map_id}.json")).players
    game = new_game("classic", map_id, seed, ["ai"] * seats)
    app, session, scene = start_game(game, map_id, speed="instant")
    scored = []
    session.bus.subscribe(scored.append, "scored")
    at_end = None
    while isinstance(app.scene, PlayScene):
        frame(app)
        shown = scene.toasts.current()
        if shown is not None:       # never a turn behind the log: the newest score is the one shown
            assert shown[0] == scored[-1]
        if game.over and at_end is None:
            at_end = shown
            shot(app.screen, f"popup-at-the-end-{map_id}")
    final = scored[-1]
    assert at_end is not None and at_end[0] == final
    last_score_line = [text for text, _seat in session.log if " scored " in text][-1]
    assert last_score_line.startswith(f"{game.players[final['player']].name} scored {final['coins']} coins")
    assert scene.toasts.shown_total(at_end) == final["coins"]      # the figure drawn: the final turn's, whole
    assert isinstance(app.scene, GameOverScene)
