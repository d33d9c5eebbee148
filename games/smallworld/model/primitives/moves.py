"""Primitives that add actions of their own: sorcery, the dragon, Berserk's roll, peace."""

from ..effects import MarkerKind, Primitive
from ..errors import IllegalAction


def region_mode(label, tooltip, hint, region_tip, cost=1):
    """The `action_ui` of an action aimed at a region: a mode of the conquest screen."""
    return {"label": label, "target": "region", "cost": cost, "tooltip": tooltip, "hint": hint,
            "region_tip": region_tip}


class Sorcery(Primitive):
    """Once per opponent per turn, replace that opponent's lone active token in a region the
    race can reach with a token from the tray (not under a shielding marker)."""

    name = "sorcery"
    text = "once per opponent per turn, replace his lone active token with one of yours from the tray"
    actions = ("sorcery",)
    ai_pick_value = 6.0
    action_ui = {"sorcery": region_mode(
        "Sorcery…", "Replace an opponent's lone active token next to you with one of yours from the tray",
        "Click a purple region: its lone active enemy token is replaced by one of yours. Esc to stop.",
        "Click to replace the lone enemy token with one of yours")}

    def reason(self, game, tribe, r):
        """Why the race cannot replace the token in r now (None if it can)."""
        occupant = game.occupant[r]
        if occupant.__class__ is not tribe.__class__ or occupant.declined or occupant.owner == tribe.owner:
            return "sorcery only replaces an opponent's active token"
        if game.tokens[r] != 1:
            return "sorcery needs the token to be alone in its region"
        shield = game.shield_reason(r)
        if shield:
            return shield
        if occupant.owner in game.turn.used.get(self.name, ()):
            return f"you already cast sorcery on {game.players[occupant.owner].name} this turn"
        if game.tray[tribe.id] < 1:
            return f"no {tribe.race.name} are left in the tray"
        if not tribe.regions:
            return "sorcery needs one of your regions next to the target"
        return game.reach_reason(tribe, r)

    def target_reason(self, game, tribe, kind, r):
        return self.reason(game, tribe, r)

    def perform(self, game, tribe, action, events):
        r = game.region_index(action.get("region"))
        camp = game.open_campaign(tribe, False)
        if game.ready_count(tribe, camp) < 1:
            raise IllegalAction("sorcery needs at least 1 token in hand")
        reason = self.reason(game, tribe, r)
        if reason:
            raise IllegalAction(reason)
        game.ready_troops(tribe, camp, False)
        game.turn.used.setdefault(self.name, set()).add(game.occupant[r].owner)
        game.tray[tribe.id] -= 1
        tribe.hand += 1  # the token from the tray takes the region like a paid one
        camp.roll = None
        game.take_region(tribe, r, 1, camp, events, "sorcery", replaced=True)

    def legal(self, game, tribe, camp, options):
        if options is None or game.tray[tribe.id] < 1 or not tribe.regions:
            return []       # `reason` refuses every region
        occupant, tokens, owner = game.occupant, game.tokens, tribe.owner
        # `reason` is asked only where its first tests pass: an opponent's lone active token
        return [{"type": "sorcery", "region": game.region_id(r)} for r in options
                if occupant[r].__class__ is tribe.__class__ and tokens[r] == 1 and not occupant[r].declined
                and occupant[r].owner != owner and self.reason(game, tribe, r) is None]


class Dragon(Primitive):
    """Once per turn conquer a reachable region with 1 token whatever its defence; the dragon
    goes there and makes it immune until it moves. Gone in decline."""

    name = "dragon"
    text = "once per turn conquer a region with 1 token whatever its defence; the dragon guards it"
    actions = ("dragon",)
    markers = (MarkerKind("dragon", immune="immune: the dragon guards it", leaves_on_decline=True),)
    ai_pick_value = 6.0
    action_ui = {"dragon": region_mode(
        "Dragon…", "Conquer one region with a single token whatever its defence; the dragon makes it immune",
        "Click a purple region: the dragon conquers it with 1 token. Esc to stop.",
        "Click to send the dragon: conquest with 1 token, then immune")}

    def perform(self, game, tribe, action, events):
        r, camp, available = game.conquest_target(tribe, False, action)
        if game.turn.used.get(self.name):
            raise IllegalAction("the dragon already attacked this turn")
        game.ready_troops(tribe, camp, False)
        camp.roll = None
        dragons = game.markers["dragon"]
        for old in tribe.regions:
            if dragons[old]:
                game.set_marker("dragon", old, 0)
        game.turn.used[self.name] = 1
        game.take_region(tribe, r, 1, camp, events, "dragon")
        game.set_marker("dragon", r, 1)

    def legal(self, game, tribe, camp, options):
        if options is None or game.turn.used.get(self.name):
            return []
        return [{"type": "dragon", "region": game.region_id(r)} for r, option in options.items()
                if option.cost is not None]


class RollBeforeConquest(Primitive):
    """The die may be rolled before each conquest; the next conquest costs the roll less."""

    name = "roll_before_conquest"
    text = "roll the die before each conquest and pay its cost minus the roll (minimum 1)"
    actions = ("roll",)
    reads_options = False
    ai_pick_value = 4.0
    action_ui = {"roll": {"label": "Roll the die", "target": None,
                          "tooltip": "Roll first: your next conquest then costs the roll less (minimum 1)"}}

    def perform(self, game, tribe, action, events):
        camp = game.open_campaign(tribe, False)
        if camp.roll is not None:
            raise IllegalAction("you already rolled: conquer a region first")
        if game.ready_count(tribe, camp) < 1:
            raise IllegalAction("you have no tokens in hand to conquer with")
        game.ready_troops(tribe, camp, False)
        camp.roll = game.roll_die()
        events.append({"type": "rolled", "player": tribe.owner, "race": tribe.id, "face": camp.roll,
                       "region": None, "before_conquest": True})

    def legal(self, game, tribe, camp, options):
        if options is None or (camp is not None and camp.roll is not None):
            return []
        return [{"type": "roll"}]


class Peace(Primitive):
    """After its redeployment the race names an opponent whose active race it did not attack
    this turn: until its player's next turn that active race may not attack it."""

    name = "peace"
    text = "make peace with an opponent you did not attack: his active race may not attack you"
    actions = ("ally",)
    reads_options = False
    ai_pick_value = 3.0
    action_ui = {"ally": {"label": "Make peace", "target": "seat",
                          "tooltip": "Name an opponent you did not attack: his active race may not attack "
                                     "you until your next turn"}}

    def perform(self, game, tribe, action, events):
        seat = tribe.owner
        camp = game.turn.campaigns.get(tribe)
        if camp is None or not camp.redeployed:
            raise IllegalAction("make peace after your redeployment")
        if game.turn.used.get(self.name) is not None:
            raise IllegalAction("you already made peace this turn")
        target = action.get("target")
        if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < len(game.players) \
                or target == seat:
            raise IllegalAction(f"seat {target!r} is not an opponent")
        if target in game.turn.attacked:
            raise IllegalAction(f"you attacked {game.players[target].name}'s active race this turn")
        game.turn.used[self.name] = target
        events.append({"type": "allied", "player": seat, "target": target})

    def legal(self, game, tribe, camp, options):
        if camp is None or not camp.redeployed or game.turn.used.get(self.name) is not None:
            return []
        return [{"type": "ally", "target": t} for t in range(len(game.players))
                if t != tribe.owner and t not in game.turn.attacked]

    def protects(self, game, tribe, attacker, r):
        for maker, bound, protected in game.peace:
            if protected is tribe and bound == attacker.owner:
                return f"peace: {game.players[maker].name} made peace with you until their next turn"
        return None

    def on_turn_end(self, game, tribe, events):
        ally = game.turn.used.get(self.name)
        if ally is not None:
            game.peace.append((tribe.owner, ally, tribe))

    def on_turn_start(self, game, tribe):
        game.peace = [p for p in game.peace if p[2] is not tribe]

    def on_decline(self, game, tribe, events):
        game.peace = [p for p in game.peace if p[2] is not tribe]
