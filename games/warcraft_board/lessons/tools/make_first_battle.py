"""Writes games/warcraft_board/lessons/first_battle.json, the game file of Warcraft's lesson (deterministic).

The lesson's game: the main game for two on the shipped map, the learner's Orcish Horde (seat 0) against a
computer's Human Alliance (seat 1), every random outcome written down. Three game turns are played here,
by a script, before the lesson begins: each side sends a worker to the Mine and one to the Forest beside
its City and marches its three melee units towards the middle, the Orcs to the 2-VP Objective o4, the
Humans to the 2-VP Objective o5 beside it; nobody spends. The lesson opens at the start of game turn 4,
the Orcs to move first.

What the lesson then plays is fixed too: the income die never shows a 3 (no depletion to explain yet); the
Orc deck's top cards are the hand (Envenomed Spears and two Victory Point cards), then Speed (the battle's
start draw) and Devour (the winner's draw); the combat dice make the first round of the battle the whole
battle: the Orcs roll 1, 5, 2 and the Spears reroll the 5 into a 2 (three hits), the Humans roll 6, 2, 4
(one hit).

    .venv/bin/python -m games.warcraft_board.lessons.tools.make_first_battle
"""

import os

from games.warcraft_board.definition import WARCRAFT
from games.warcraft_board.model import game as rules
from games.warcraft_board.model.values import shipped_values
from kernel import envelope
from kernel.files import write_json

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(HERE, "first_battle.json")

LEARNER, COMPUTER = 0, 1
ORC_TOP = ["envenomed_spears", "victory_point", "victory_point", "speed", "devour"]
HUMAN_TOP = ["speed", "supplies", "victory_point", "victory_point"]
INCOME = [2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 1, 2, 2, 2, 1, 1, 2, 1, 2, 2]
DICE = [1, 5, 2, 2, 6, 2, 4]

# game turn -> seat -> moves (kind, from, to), each piece moving one step
MARCH = {
    1: {LEARNER: [("melee", "c1", "cl4")] * 3 + [("worker", "c1", "m4"), ("worker", "c1", "f2")],
        COMPUTER: [("melee", "c2", "cl5")] * 3 + [("worker", "c2", "m3"), ("worker", "c2", "f5")]},
    2: {LEARNER: [("melee", "cl4", "f3")] * 3, COMPUTER: [("melee", "cl5", "f4")] * 3},
    3: {LEARNER: [("melee", "f3", "o4")] * 3, COMPUTER: [("melee", "f4", "o5")] * 3},
}
TURNS_BEFORE = 3


def ordered_deck(top, race):
    deck = shipped_values().deck(race)
    for card in top:
        deck.remove(card)
    return list(top) + deck


def document(actions=()):
    return envelope.wrap(WARCRAFT.id, WARCRAFT.version, {
        "scenario": "main", "map": "main_2p", "seed": 2003,
        "players": [{"name": "Apprentice", "kind": "human", "race": "orcs"},
                    {"name": "Brom", "kind": "ai", "level": "random", "race": "humans"}],
        "races": ["orcs", "humans"], "first_player": COMPUTER,
        "dice": list(DICE), "income": list(INCOME),
        "decks": {"0": [ordered_deck(ORC_TOP, "orcs")], "1": [ordered_deck(HUMAN_TOP, "humans")]},
        "actions": list(actions)})


def scripted_action(game):
    decision = rules.decision(game)
    seat = decision.seat
    legal = rules.legal_actions(game)
    if decision.kind in ("move:start", "move:free") and seat == game.mover:
        march = MARCH.get(game.turn, {}).get(seat, [])
        if len(game.moved) < len(march):           # the step's next move (each piece moves once)
            kind, start, end = march[len(game.moved)]
            ids = sorted(p.id for p in game.pieces.values() if p.owner == seat and p.kind == kind
                         and p.where == "map" and p.space == start and p.id not in game.moved)
            return {"type": "move", "player": seat, "piece": ids[0], "path": [end]}
    if game.step == "harvest":
        for action in legal:
            if action.type == "harvest" and not action.outpost:
                return action
    for kind in ("pass", "end_step"):
        for action in legal:
            if action.type == kind:
                return action
    raise SystemExit(f"the script has no answer to {decision}")


def main():
    setup, problems = WARCRAFT.parse_setup(document(), "lesson")
    if setup is None or problems:
        raise SystemExit(problems)
    game = WARCRAFT.new_game(setup)
    while game.turn <= TURNS_BEFORE:
        WARCRAFT.apply(game, scripted_action(game))
    assert rules.decision(game).seat == LEARNER and game.step == "move"
    write_json(TARGET, document(WARCRAFT.document(game)["actions"]))
    print(f"wrote {TARGET}: {len(game.actions)} actions before the lesson")


if __name__ == "__main__":
    main()
