"""The things on and around the board: tribes in play, players, combos, turns."""

from kernel.copying import clone_slots

from .effects import Effects

LOST_TRIBE = "lost_tribe"  # the occupant of a region holding lost-tribe tokens



class Tribe:
    """One race in play for one player, active or declined, with its power."""

    __slots__ = ("race", "id", "power", "owner", "declined", "hand", "retreating", "regions",
                 "effects", "counters", "scored_once")
    __deepcopy__ = clone_slots      # Game.copy: a fast deep copy (copying.py), each tribe stays one object

    def __init__(self, race, power, owner):
        self.race = race            # RaceDef
        self.id = race.id           # the race's id (a slot: read at every step)
        self.power = power          # PowerDef, or None once discarded in decline
        self.owner = owner
        self.declined = False
        self.hand = 0               # tokens in hand (Amazons' 4 between turns included)
        self.retreating = 0         # taken back after losses, not yet placed
        self.regions = set()        # indices of the regions this tribe holds
        self.effects = Effects.of(race.primitives + (power.primitives if power else ()))
        self.counters = {}          # primitive name -> uses over the race's life (holes placed)
        self.scored_once = False    # Wealthy pays at the end of the first turn only

    def go_into_decline(self):
        """Only the effects that work in decline stay; the power badge goes unless one of its
        effects keeps it (Spirit)."""
        self.declined = True
        kept = [p for p in self.race.primitives if p.in_decline]
        if self.power is not None and any(p.keeps_badge for p in self.power.primitives):
            kept += [p for p in self.power.primitives if p.in_decline]
        else:
            self.power = None
        self.effects = Effects.of(tuple(kept))

    def __repr__(self):
        return f"Tribe({self.race.id}, seat {self.owner}{', declined' if self.declined else ''})"


class Player:
    __slots__ = ("name", "kind", "level", "coins", "active", "declined")
    __deepcopy__ = clone_slots

    def __init__(self, name, kind, level, coins):
        self.name = name
        self.kind = kind
        self.level = level
        self.coins = coins
        self.active = None
        self.declined = []

    def tribes(self):
        return ([self.active] if self.active else []) + self.declined


class Combo:
    __slots__ = ("race", "power", "coins")
    __deepcopy__ = clone_slots

    def __init__(self, race, power, coins=0):
        self.race, self.power, self.coins = race, power, coins


class Campaign:
    """One tribe's conquests during the current turn (the active race, or declined Ghouls)."""

    __slots__ = ("readied", "started", "conquered", "over", "roll", "nonempty", "redeployed", "taken", "to_tray")
    __deepcopy__ = clone_slots

    def __init__(self):
        self.readied = False      # ready troops done
        self.started = False      # a conquest-type action happened: redeploy is due
        self.conquered = False    # a region was taken: no more abandoning
        self.over = False         # the final attempt was made
        self.roll = None          # Berserk: the roll waiting for its conquest
        self.nonempty = 0         # non-empty regions conquered this turn
        self.redeployed = False
        self.taken = []           # (region, defender RaceDef or None (natives), its owner, its pieces_in) per conquest
        self.to_tray = 0          # defenders' tokens (natives included) its conquests sent to the tray


class Turn:
    __slots__ = ("seat", "picked", "active_acted", "declined", "decline_after_turn", "attacked", "used",
                 "campaigns", "aimed")
    __deepcopy__ = clone_slots

    def __init__(self, seat):
        self.seat = seat
        self.picked = False          # a combo was picked this turn: no decline
        self.active_acted = False    # the active race has acted: declined Ghouls are done
        self.declined = False
        self.decline_after_turn = False   # the race declines after this turn's scoring (announced after the redeploy)
        self.attacked = set()        # seats whose active race was attacked this turn
        self.aimed = set()           # seats whose active race an attempt (reinforce, raid) was aimed at
        self.used = {}               # primitive name -> what it used this turn (once-a-turn abilities)
        self.campaigns = {}
