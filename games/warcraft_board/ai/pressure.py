"""When the economy is spent, press: once the Mines and Forests run dry nothing but battles can change
the position, and two cautious seats would face each other forever (a game without a turn cap never
ends). The pressure rises from 0 (half the sources still pay) to 1 (all spent); the planners then
value hostile Cities more, far goals nearly as much as near ones, fear danger less and attack on
slimmer odds.

Nordrassil's Undead press from the start (`respawning`); Necromancer March's Undead (`marching`)
value the far Human City nearly as much as a near goal and strike it together (`strike_odds`).
Pressure by spent sources: only the main game and Prisoners: the other scenarios have goals that move
the game on by themselves, and some start with most sources depleted. The Elf Gate's goal did not:
there the pressure rises with the game turn (`gate_clock`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .goals import RESOURCE

PRESSED_SCENARIOS = ("main", "prisoners")
GATE_CALM = 5              # Elf Gate: game turns before the pressure starts to rise ...
GATE_RAMP = 8              # ... and the turns it takes to reach 1
AGGRESSION_GAIN = 2.0      # hostile Cities' weight at full pressure: 1 + this, times the level's
DANGER_CUT = 0.6           # share of the danger penalty dropped at full pressure
ODDS_CUT = 0.15            # the attack threshold falls by this much at full pressure
GATE_ODDS_CUT = 0.3        # ... in the Elf Gate, whose stand-off of three armies only battles break
RESPAWN_ODDS = 0.35        # Nordrassil's Undead: the least win chance an attack needs
FAR_DECAY = 0.85           # a target's value per step at full pressure: far goals matter too
STRIKE_LAST = 0.6          # Necromancer March's Undead: the City's odds a strike needs moving last ...
STRIKE_FIRST = 0.8         # ... and moving first (the Humans answer before the sack check)


def pressure(game: Any) -> float:
    """0 .. 1: how spent the map's Mines and Forests are (a partial depletion counts half); in the Elf
    Gate, how long the game has run (see `gate_clock`)."""
    if game.scenario == "elf_gate":
        return gate_clock(game)
    if game.scenario not in PRESSED_SCENARIOS:
        return 0.0
    spent = total = 0.0
    for space, info in game.board.spaces.items():
        if info.type not in RESOURCE:
            continue
        total += 1
        if space in game.never_deplete:
            continue
        state = game.depletion.get(space)
        spent += 1.0 if state == "full" else 0.5 if state == "partial" else 0.0
    if not total:
        return 0.0
    return max(0.0, min(1.0, (spent / total - 0.5) / 0.5))


def pressed(game: Any, seat: int, params: Any) -> Any:
    """The Move parameters under the map's pressure (unchanged while the sources still pay); in
    Nordrassil the Undead's, whose dead come back (see `respawning`)."""
    if respawning(game, seat):
        return replace(params, attack_odds=RESPAWN_ODDS, danger=0.0)
    if besieged(game, seat):
        params = replace(params, guard_city=True)
    if marching(game, seat):        # the City five moves away still draws them from the sites
        params = replace(params, decay=max(params.decay, FAR_DECAY))
    p = pressure(game)
    if p <= 0.0:
        return params
    return replace(params, aggression=params.aggression * (1.0 + AGGRESSION_GAIN * p),
                   danger=params.danger * (1.0 - DANGER_CUT * p),
                   attack_odds=params.attack_odds - _odds_cut(game) * p,
                   decay=params.decay + (max(params.decay, FAR_DECAY) - params.decay) * p)


def _odds_cut(game: Any) -> float:
    return GATE_ODDS_CUT if game.scenario == "elf_gate" else ODDS_CUT


def besieged(game: Any, seat: int) -> bool:
    """Necromancer March's Humans: their City is the Undead's one way to win (two sacks end the game),
    so it keeps a garrison against whatever can strike it next turn, flyers from afar included."""
    return game.scenario == "necromancer_march" and game.seats[seat].race == "humans"


def respawning(game: Any, seat: int) -> bool:
    """Nordrassil's Undead: every unit killed returns at once near their City or Outposts, while each
    allied loss is for good and the Night Elf deck runs out on a clock: they attack on poor odds and
    never fear being struck."""
    return game.scenario == "nordrassil" and game.seats[seat].race == "undead"


def marching(game: Any, seat: int) -> bool:
    """Necromancer March's Undead: the Human City is their one way to win (two sacks), and units spent on
    it one or two at a time only feed the garrison, so they gather beside it and strike together."""
    return game.scenario == "necromancer_march" and game.seats[seat].race == "undead"


def strike_odds(game: Any, seat: int) -> float:
    """The least chance a marching seat's strike on the City needs: a City taken by the seat moving last
    in this Move step is sacked before anyone can answer; one taken moving first must survive the
    Humans' Move step."""
    last = game.order_from(game.first_player)[-1] == seat
    return STRIKE_LAST if last else STRIKE_FIRST


def gate_clock(game: Any) -> float:
    """The Elf Gate's pressure: its sources never run dry (the Mines and Forests beside the Cities never
    deplete, the others start spent), so without it the armies grew to the piece limits and stood in
    stacks of three beside D, where each bars every rival's win (C37), and a third of the medium games
    stood still till the turn cap with each seat on some 90 gold, none attacking on 0.6 odds. After
    GATE_CALM game turns the pressure rises by turn, to 1 after GATE_RAMP more: the seats then take
    on the neutrals and each other's stacks on slimmer odds (medium from 0.3)."""
    return max(0.0, min(1.0, (game.turn - GATE_CALM) / GATE_RAMP))
