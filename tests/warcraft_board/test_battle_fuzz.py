"""Random battles with random decisions: every battle ends, every offered action is accepted, and no
units of two hostile sides are left on the battle space."""

from __future__ import annotations

import os
import random

from battle_helpers import add_neutrals, begin, make_game, place

from games.warcraft_board.model.battle import apply_battle_action, legal_battle_actions
from games.warcraft_board.model.battle_cards import BATTLE_CARDS
from games.warcraft_board.model.state import NEUTRAL

# bench/fuzz_files.py runs more battles through FUZZ_EXAMPLES; the suite runs 300
BATTLES = max(300, int(os.environ.get("FUZZ_EXAMPLES", "0")))
FLANKS = ("f1", "f2", "f3", "f4", "f5", "m", "w")
SETUPS = [
    (["humans", "orcs"], None),
    (["night_elves", "undead"], None),
    (["orcs", "night_elves"], None),
    (["humans", "undead"], None),
    (["humans", "orcs", "night_elves", "undead"], ["alliance", "horde", "alliance", "horde"]),
    (["humans", "orcs", "undead"], None),          # Elf Gate's races, no teams, with neutrals
]


def random_battle(seed: int):
    rng = random.Random(seed)
    races, teams = SETUPS[seed % len(SETUPS)]
    mover = rng.randrange(len(races))
    game = make_game(races, mover=mover, teams=teams, seed=seed)
    for seat, race in enumerate(races):
        track = game.values.tracks[race]
        game.seats[seat].levels = {kind: rng.randint(1, track[kind].top) for kind in track}
        cards = sorted(BATTLE_CARDS & set(game.values.race_cards[race])) or ["speed"]
        game.seats[seat].hand = [rng.choice(cards) for _ in range(rng.randint(0, 4))]
        game.seats[seat].gold, game.seats[seat].wood = rng.randint(0, 6), rng.randint(0, 6)
    neutrals = len(races) == 3 and rng.random() < 0.6
    # without teams only one player (or the neutrals) defends: two hostile players never share a space
    # outside a battle (C8's pinned spaces aside)
    defender = None if neutrals else rng.choice([s for s in range(len(races)) if s != mover])
    for seat in range(len(races)):
        on_space = seat == mover or (teams and rng.random() < 0.7) or seat == defender
        if on_space:
            kinds = ["melee", "ranged", "flying"]
            for _ in range(rng.randint(1 if seat == mover else 0, 3)):
                place(game, seat, rng.choice(kinds), "b")
        for _ in range(rng.randint(0, 3)):
            kind = rng.choice(["melee", "ranged", "flying"])
            space = rng.choice(FLANKS)
            if space == "m" and kind != "flying":
                continue
            place(game, seat, kind, space)
    if neutrals:
        add_neutrals(game, "b", "ranged", rng.randint(1, 2))
        add_neutrals(game, "f1", "flying", rng.randint(0, 3))
    hostile_on_b = any(game.hostile(p.owner, mover) for p in game.units_in("b"))
    if not hostile_on_b:
        place(game, (mover + 1) % len(races), "melee", "b")
    return game, rng


def test_random_battles_always_end_cleanly():
    for seed in range(BATTLES):
        game, rng = random_battle(seed)
        begin(game)
        steps = 0
        while game.battle is not None:
            actions = legal_battle_actions(game)
            assert actions, f"seed {seed}: a pending battle offers no action"
            apply_battle_action(game, rng.choice(actions))
            steps += 1
            assert steps < 3000, f"seed {seed}: the battle does not end"
        owners = {p.owner for p in game.units_in("b")}
        sides = {game.friendly(owner, game.mover) for owner in owners}
        assert len(sides) <= 1, f"seed {seed}: {owners}"
        for piece in game.pieces.values():
            assert piece.where in ("map", "reserve", "gone", "respawn", "training")
            if piece.owner == NEUTRAL and piece.where != "map":
                assert piece.where == "gone"
        for seat in game.seats:
            assert seat.gold >= 0 and seat.wood >= 0
