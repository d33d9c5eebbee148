"""How tests/data/user-folder-before-33/ was made: run from the tree of commit 98a5136 (before issue 33),
    cd <that tree> && SMALLWORLD_USER_DIR=<a new folder> python <this file>
with that program's own code. It writes settings.json, autosave.json (an unfinished game on a map of the
player's own), saves/ (a classic and a Small World of Warcraft game) and maps/ (that map)."""
import json
import os
import sys

sys.path.insert(0, os.getcwd())
from game import saves, settings  # noqa: E402
from game.resources import user_data_dir  # noqa: E402
from games.smallworld.ai import make_player  # noqa: E402
from games.smallworld.model.board import load_map  # noqa: E402
from games.smallworld.model.game import Game  # noqa: E402
from games.smallworld.model.ruleset import load_ruleset  # noqa: E402
from games.smallworld.session import Session  # noqa: E402

user = user_data_dir()
os.makedirs(os.path.join(user, "maps"), exist_ok=True)
grid = json.load(open("tests/data/test-grid.json", encoding="utf-8"))
grid.update(id="my-grid", name="My Grid", names={"ru": "Моя сетка"})
with open(os.path.join(user, "maps", "my-grid.json"), "w", encoding="utf-8") as handle:
    json.dump(grid, handle, indent=1, ensure_ascii=False)

values = settings.load_settings()
values.update(palette="colorblind", ui_scale=1.15, sound_volume=0.3, music_volume=0.2, confirm_end_turn=False,
              language="en")
values["setup"].update(speed="fast", maps={"2": "my-grid"}, ruleset="classic",
                       seats=[{"kind": "human", "name": "Ann", "level": None},
                              {"kind": "ai", "name": "Player 2", "level": "easy"}])
assert settings.save_settings(values)


def play(ruleset, map_path, map_ref, seed, until_round, players):
    game = Game(load_ruleset(os.path.join("rules_data", ruleset)), load_map(map_path), players, seed)
    session = Session(game, map_ref, threaded=False, speed="instant")
    bots = [make_player("easy", seat) for seat in range(len(players))]
    while game.round < until_round and not game.over:
        session.submit(bots[game.current_player].choose(game))
    return session


ann_bot = [{"name": "Ann", "kind": "human"}, {"name": "Player 2", "kind": "ai", "level": "easy"}]
session = play("classic", os.path.join(user, "maps", "my-grid.json"), "my-grid", 4242, 3, ann_bot)
saver = saves.Autosaver(session)
saver.write_now()
assert saver.flush()
evening = play("classic", "maps/saltwind-coast.json", "saltwind-coast", 77, 2,
               [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"},
                {"name": "Player 3", "kind": "ai", "level": "medium"}])
saves.save_as(evening.game, "saltwind-coast", "Evening game")
world = play("azeroth", "maps/twin-tides.json", "twin-tides", 5, 2, ann_bot)
saves.save_as(world.game, "twin-tides", "Warcraft evening")
print(sorted(os.listdir(user)), sorted(os.listdir(os.path.join(user, "saves"))))
