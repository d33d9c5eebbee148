"""What Warcraft: The Board Game's benches share: a game set up as `simulate` sets it up, the sides
of each scenario, and one game played by computer seats with each decision timed.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# (label, scenario, seats, sides): a side is the seats that win together (teams; seat order follows the
# races' order humans, orcs, night_elves, undead, so main_4p's Alliance is seats 0 and 2)
SCENARIOS = (
    ("main2", "main", 2, ((0,), (1,))),
    ("main4", "main", 4, ((0, 2), (1, 3))),
    ("elf_gate", "elf_gate", 3, ((0,), (1,), (2,))),
    ("necromancer_march", "necromancer_march", 2, ((0,), (1,))),
    ("prisoners", "prisoners", 2, ((0,), (1,))),
    ("nordrassil", "nordrassil", 4, ((0, 1, 2), (3,))),
)
BY_LABEL = {label: (scenario, seats, sides) for label, scenario, seats, sides in SCENARIOS}


def new_game(scenario: str, levels: list[str], seed: int, turn_cap: int | None,
             races: tuple[str, ...] | None = None) -> Any:
    """A game of computer seats as `simulate --scenario` sets it up (its map: the scenario's shipped one;
    `races`: each seat's race, else drawn as simulate draws them). Raises LookupError when the
    scenario's map is not shipped (yet)."""
    from games.warcraft_board.definition import WARCRAFT
    from games.warcraft_board.model.gamefile import parse_game_file

    document = {"format": WARCRAFT.game_format, "version": WARCRAFT.version, "scenario": scenario, "seed": seed,
                "options": {"turn_cap": turn_cap},
                "players": [{"name": f"{level.capitalize()} {i + 1}", "kind": "ai", "level": level}
                            for i, level in enumerate(levels)]}
    if races is not None:
        document["races"] = list(races)
    setup, problems = parse_game_file(document, "bench", ROOT, WARCRAFT.ai_levels)
    errors = [p for p in problems if not p.warning]
    if setup is None or errors:
        raise LookupError("; ".join(str(p) for p in errors) or "refused")
    return WARCRAFT.new_game(setup)


def play(game: Any, levels: list[str], seed: int) -> dict:
    """Play to the end (or the game's turn cap); winners and each seat's decision times (ms of this
    thread's processor time, so other programs on the machine do not count)."""
    from games.warcraft_board.definition import WARCRAFT

    bots = [WARCRAFT.make_player(level, seed * 7919 + i) for i, level in enumerate(levels)]
    times: list[list[float]] = [[] for _ in levels]
    while not game.over:
        seat = WARCRAFT.seat_to_act(game)
        t0 = time.thread_time()
        action = bots[seat].choose(game)
        times[seat].append((time.thread_time() - t0) * 1000)
        WARCRAFT.apply(game, action)
    return {"winners": list(game.winners), "turns": game.turn, "times": times, "actions": len(game.actions)}


def playable(labels: list[str], seed: int, turn_cap: int | None) -> tuple[list[str], dict[str, str]]:
    """(the labels whose scenario can be set up, {label: why not} of the others: a map not shipped); an
    unknown label stops the bench."""
    found, skipped = [], {}
    for label in labels:
        if label not in BY_LABEL:
            raise SystemExit(f"error: --scenario: unknown {label!r}; use {', '.join(BY_LABEL)} or all")
        scenario, seats, _ = BY_LABEL[label]
        try:
            new_game(scenario, ["random"] * seats, seed, turn_cap)
        except LookupError as exc:
            skipped[label] = str(exc)
            continue
        found.append(label)
    return found, skipped
