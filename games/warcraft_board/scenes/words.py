"""Warcraft: The Board Game's words in the window: races, steps, piece kinds, buildings, cards, abilities
and scenarios, each through _() so the window speaks the player's language."""

from game.i18n import N_, NP_, _, pgettext

RACE_NAMES = {"humans": N_("Human Alliance"), "orcs": N_("Orcish Horde"), "night_elves": N_("Night Elf Sentinels"),
              "undead": N_("Undead Scourge")}
RACE_SHORT = {"humans": N_("Humans"), "orcs": N_("Orcs"), "night_elves": N_("Night Elves"), "undead": N_("Undead")}
STEP_NAMES = {"move": N_("Move"), "harvest": N_("Harvest"), "deploy": N_("Deploy"), "spend": N_("Spend")}
KIND_NAMES = {"melee": N_("melee"), "ranged": N_("ranged"), "flying": N_("flying"), "worker": N_("worker"),
              "necromancer": N_("Necromancer"), "prisoner": N_("prisoner")}
KIND_PLURALS = {"melee": N_("Melee"), "ranged": N_("Ranged"), "flying": N_("Flying")}
BUILDING_NAMES = {"barracks": N_("Barracks"), "range": N_("Range"), "aerie": N_("Aerie"), "workshop": N_("Workshop")}
SPACE_TYPES = {"city": N_("City"), "forest": N_("Forest"), "goldmine": N_("Gold Mine"), "mountain": N_("Mountain"),
               "objective": N_("Objective"), "clear": N_("Clear land")}
ABILITIES = {"unstoppable_strike": N_("Unstoppable Strike"), "heal": N_("Heal"), "slow_poison": N_("Slow Poison"),
             "bloodlust": N_("Bloodlust"), "raise_dead": N_("Raise Dead")}
CARDS = {
    "speed": NP_("card", "Speed"), "supplies": N_("Supplies"), "town_portal": N_("Town Portal"),
    "victory_point": N_("Victory Point"), "call_to_arms": N_("Call to Arms"), "dispel_magic": N_("Dispel Magic"),
    "invisibility": N_("Invisibility"), "polymorph": N_("Polymorph"), "devour": N_("Devour"),
    "ensnare": N_("Ensnare"), "envenomed_spears": N_("Envenomed Spears"), "pillage": N_("Pillage"),
    "faerie_fire": N_("Faerie Fire"), "marksmanship": N_("Marksmanship"), "moon_glaive": N_("Moon Glaive"),
    "rejuvenation": N_("Rejuvenation"), "cripple": N_("Cripple"), "curse": N_("Curse"),
    "call_to_build": N_("Call to Build"), "web": N_("Web"),
}
CARD_TEXTS = {
    "speed": N_("Start of your Move step: your pieces in a named space may move up to 3 spaces."),
    "supplies": N_("Start of your Spend step: take 2 gold or 2 wood."),
    "town_portal": N_("End of any Move step: all your units in one space go to your City or a finished Outpost."),
    "victory_point": N_("In one of your own steps: lay it face up for 1 VP for the rest of the game."),
    "call_to_arms": N_("End of a hostile Move step: your workers in a space an enemy unit entered fight as "
                       "melee units."),
    "dispel_magic": N_("Battle: cancel a card an opponent just played."),
    "invisibility": N_("Battle, after a wave's rolls: your side removes 1 casualty fewer."),
    "polymorph": N_("Battle, start of a round: one enemy unit rolls no die this round."),
    "devour": N_("Battle, start of a round: set aside one enemy melee or ranged unit."),
    "ensnare": N_("Battle, start of a melee phase: enemy flyers may be melee casualties."),
    "envenomed_spears": N_("Battle, before your rolls: reroll each of your missing dice once."),
    "pillage": N_("Battle, after an opponent removes a casualty: he pays you its training cost."),
    "faerie_fire": N_("Battle, before a phase's rolls: every die this phase counts 1 lower."),
    "marksmanship": N_("Battle: you choose the casualty your side just inflicted."),
    "moon_glaive": N_("Battle, after your rolls: one more die for each of your hits."),
    "rejuvenation": N_("Start of your Harvest step: remove the depletion token from a Forest."),
    "cripple": N_("Start of a hostile Move step: hostile pieces in a named space move 1 less."),
    "curse": N_("Battle, after an opposing wave's rolls: each 1–3 on a die per hit prevents a casualty."),
    "call_to_build": N_("When you Build: one building tile starts without a worker."),
    "web": N_("Battle, start of a melee phase: enemy flyers may be melee casualties."),
}
SCENARIOS = {"main": N_("The main game"), "elf_gate": N_("The Elf Gate"),
             "necromancer_march": N_("Necromancer March"), "prisoners": N_("Prisoners"),
             "nordrassil": N_("Nordrassil, the World Tree")}
SCENARIO_TEXTS = {
    "main": N_("2 or 4 players (teams at 4): 15 VP wins, 30 for a team, or take the enemy City twice."),
    "elf_gate": N_("3 players, Humans, Orcs and Undead: hold the Elf Gate guarded by neutral Night Elves."),
    "necromancer_march": N_("2 players: the Humans stop two Necromancers raising the dead at five sites."),
    "prisoners": N_("2 players, Orcs against Night Elves: bring your captured hero home past the walls."),
    "nordrassil": N_("4 players: Humans, Orcs and Night Elves defend the World Tree against the Undead."),
}
PHASES = {"ranged": N_("ranged phase"), "flying": N_("flying phase"), "melee": N_("melee phase")}


def t(table, key):
    """A word of one of the tables above in the window's language (an unknown id as it is)."""
    text = table.get(key)
    return _(text) if text else str(key).replace("_", " ")


def race(race_id):
    return t(RACE_NAMES, race_id)


def race_short(race_id):
    return t(RACE_SHORT, race_id) if race_id else _("Neutral Night Elves")


# Cards whose English name is another text's too, told apart in the catalog (the card Speed is not the
# window's animation speed: «Скорость», not «Темп»)
CARD_CONTEXTS = {"speed": "card"}


def card(card_id):
    if card_id in CARD_CONTEXTS:
        return pgettext(CARD_CONTEXTS[card_id], CARDS[card_id])
    return t(CARDS, card_id)


def step(step_id):
    return t(STEP_NAMES, step_id)


def kind(kind_id):
    return t(KIND_NAMES, kind_id)


def building(kind_id):
    return t(BUILDING_NAMES, kind_id)


def cost_text(cost):
    """"2 gold + 2 wood" (a part at 0 left out)."""
    parts = []
    if cost.get("gold"):
        parts.append(_("{n} gold").format(n=cost["gold"]))
    if cost.get("wood"):
        parts.append(_("{n} wood").format(n=cost["wood"]))
    return " + ".join(parts) if parts else _("free")
