"""Warcraft: The Board Game's rules screen: the rules told in short pages, in the program's own words.

Pages: the aim (the races and the pieces drawn), the game turn, movement, harvest and deploy, spend, the
battle (two pages), the cards, victory, then each scenario with its seats, its board and its victory. The
numbers come from the game's values (rules_data/values.yaml: costs, moves, the stack limit, the income die,
the VP goals, the scenarios' forces), so a tuned file shows its own.

The screen is the shell's paged rules screen (game/scenes/rules_pages.py); Back returns to the screen
that opened it (the title, the play screen's menu, the lesson's menu). Every page is set in the largest
type (down to MIN_BODY) in which it fits the window.
"""

from game.i18n import _
from game.scenes.rules_pages import PagedRulesScene

from ..model.values import shipped_values
from ..ui.pieces import piece_picture
from . import words

MIN_BODY = 12                   # the smallest body type a page is set in
PICTURE_RACE = "orcs"           # whose pieces the first page draws


def _cost(cost):
    return words.cost_text(cost)


# ---------------------------------------------------------------- the pages

def rules_pages(values=None):
    """[(short title for the list, title, [block])] where a block is ("text", paragraph with **bold**
    parts) or ("pictures", [(race, kind, label)])."""
    v = values or shipped_values()
    goal2, goal4 = v.vp_goal.get(2, 15), v.vp_goal.get(4, 30)
    limit = v.stack_limit
    faces = ", ".join(str(f) for f in v.income_die)
    unit = {kind: _cost(v.unit_cost[kind]) for kind in v.unit_cost}
    scen = v.scenarios
    elf = scen["elf_gate"]["neutral"]
    return [
        (_("The aim"), _("The aim of the game"), [
            ("text", _("Two to four players lead the races of Azeroth: the **Human Alliance**, the **Orcish Horde**, "
                       "the **Night Elf Sentinels** and the **Undead Scourge**. Each sends workers to gold mines and "
                       "forests, raises buildings, trains and upgrades units and fights dice battles over the map.")),
            ("pictures", [(PICTURE_RACE, "melee", _("Melee")), (PICTURE_RACE, "ranged", _("Ranged")),
                          (PICTURE_RACE, "flying", _("Flying")), (PICTURE_RACE, "worker", _("Worker"))]),
            ("text", _("**Units** are melee, ranged and flying pieces; a **worker** is not a unit. Every unit type "
                       "has a level: its **Strength (S)** is how high a die may show and still hit.")),
            ("text", _("In the main game two players race to **{goal2} victory points (VP)**, two teams of two "
                       "to **{goal4}**: Humans and Night Elves against Orcs and Undead. Taking an enemy City "
                       "twice eliminates its owner. The scenarios have goals of their own.").format(
                goal2=goal2, goal4=goal4)),
        ]),
        (_("Game turn"), _("The game turn"), [
            ("text", _("A game turn has four steps: **Move, Harvest, Deploy, Spend**. Every player takes the Move "
                       "step in turn, starting with the first player; then every player takes the Harvest step, "
                       "and so on.")),
            ("text", _("After the last Spend step the next player to the left becomes first player and a new game "
                       "turn begins.")),
            ("text", _("**The end of your turn** is the end of your Spend step: that is when victory points are "
                       "counted and scenario goals checked.")),
            ("text", _("Each player starts with {gold} gold and {wood} wood, {melee} melee units and {workers} "
                       "workers in his City, every unit type at level 1, and {hand} secret cards.").format(
                gold=v.start_gold, wood=v.start_wood, melee=v.start_city.get("melee", 0),
                workers=v.start_city.get("worker", 0), hand=v.hand_size)),
        ]),
        (_("Move"), _("The Move step"), [
            ("text", _("Move each of your pieces **at most once**, along adjacent spaces: melee and ranged units "
                       "{melee} space, flying units and workers {flying} spaces. Only flying units enter "
                       "**Mountains**; melee and ranged units never cross a **wall**.").format(
                melee=v.moves["melee"], flying=v.moves["flying"])),
            ("text", _("A piece that enters a space holding an enemy unit, worker or Outpost **stops there**. A "
                       "worker may enter it only where one of your units already stands.")),
            ("text", _("**Stack limit:** a space holds at most {n} of your units and {n} of your workers at the "
                       "end of a move; pieces may pass through.").format(n=limit)),
            ("text", _("After the moves, players may play cards of the end of movement. Then every space holding "
                       "your units and enemy units hosts a **battle**, in the order you choose. Last, workers and "
                       "Outposts sharing a space with enemy units are removed.")),
        ]),
        (_("Harvest, Deploy"), _("Harvest and Deploy"), [
            ("text", _("**Harvest:** for each Gold Mine or Forest holding your workers, roll the income die once "
                       "per worker (faces {faces}) and take that much gold or wood. A {three} is still taken but "
                       "depletes the space: partially, then fully. A fully depleted space yields nothing.").format(
                faces=faces, three=v.depleting_face)),
            ("text", _("**Deploy:** put pieces that finished training on your City or your finished Outposts, "
                       "within the stack limit. Complete buildings begun earlier (their worker returns to the "
                       "City) and Outposts (their worker stays).")),
            ("text", _("An **Outpost** is a second place to deploy: build it with a worker standing in a space "
                       "that is not a City, a Mountain or marked otherwise. You have {n}.").format(n=v.outposts)),
        ]),
        (_("Spend"), _("The Spend step"), [
            ("text", _("Choose **one** option, or none:")),
            ("text", _("**Train:** one piece at each finished building that trains nothing: melee at a Barracks "
                       "({melee}), ranged at a Range ({ranged}), flying at an Aerie ({flying}), a worker at the "
                       "Workshop ({worker}).").format(melee=unit["melee"], ranged=unit["ranged"],
                                                      flying=unit["flying"], worker=unit["worker"])),
            ("text", _("**Build:** building tiles ({cost} each and a worker from your City) and Outposts ({outpost} "
                       "and a worker in the space). They count once completed in a Deploy step.").format(
                cost=_cost(v.building_cost), outpost=_cost(v.outpost_cost))),
            ("text", _("**Upgrade:** raise any unit types one level each ({cost} per type). From level n a type "
                       "needs n completed buildings of its kind. A type at its **top level** gives 1 VP.").format(
                cost=_cost(v.upgrade_cost))),
            ("text", _("Your City shows a Barracks and the Workshop from the start.")),
        ]),
        (_("Battle I"), _("Battle: who fights"), [
            ("text", _("The space of the battle is the **battle space**; the spaces next to it are its **flanks**. "
                       "Every player with a unit on the battle space fights with all his units there and on the "
                       "flanks; flank units never move.")),
            ("text", _("The mover and his partner attack; the others defend. Workers never fight.")),
            ("text", _("Each player taking part draws 1 card. Then the battle is fought in **rounds**; each round "
                       "has three **phases**: ranged units attack, then flying units, then melee units.")),
            ("text", _("Before a round, a phase or a wave of dice, and after the dice, there are **card windows**: "
                       "the defenders, then the attackers, may each play one card that fits that moment.")),
        ]),
        (_("Battle II"), _("Battle: dice and casualties"), [
            ("text", _("In a phase each player rolls **one die per unit** of that type; a die showing **S or less "
                       "hits**. Each hit is one casualty for the other side.")),
            ("text", _("The defenders remove their casualties first, then the attackers, one unit at a time; the "
                       "side's leader picks each one. Flying units are not casualties of the melee phase.")),
            ("text", _("The battle **ends** after a phase when only one side has units on the battle space, or "
                       "none. That side wins; each winner with a unit on the battle space **draws 1 card**.")),
            ("text", _("Some unit types have an **ability** from a level: Heal, Unstoppable Strike, Bloodlust, "
                       "Slow Poison, Raise Dead. The side panel names the ones your units have.")),
        ]),
        (_("Cards"), _("Experience cards"), [
            ("text", _("Each race has its own deck: Victory Point cards, the common cards Speed, Supplies and Town "
                       "Portal, and four cards of its race. You start with {hand} and draw more in battles. Your "
                       "hand is secret.").format(hand=v.hand_size)),
            ("text", _("A card is played only at the moment it names: Speed at the start of your Move step, "
                       "Supplies at the start of your Spend step, Town Portal when movement ends, battle cards in "
                       "their windows. A battle card needs one of your units in the battle.")),
            ("text", _("A **Victory Point** card may be laid in any of your steps: +1 VP for the rest of the game. "
                       "Cards in hand score nothing.")),
            ("text", _("An empty deck is made again from the discards.")),
        ]),
        (_("Victory"), _("Victory and elimination"), [
            ("text", _("**Your VP:** Victory Point cards laid, 1 per unit type at its top level, and every City "
                       "({city} VP) and Objective (1 or 2 VP) where you have a unit.").format(city=v.city_vp)),
            ("text", _("With two players, {goal2} VP at the end of your turn wins at once; with four, a team's "
                       "{goal4} VP, counting each space once.").format(goal2=goal2, goal4=goal4)),
            ("text", _("**Sack:** after the Move steps, a City holding an enemy unit is marked. A City marked a "
                       "second time eliminates its owner and his partner: their pieces leave the map. The last "
                       "player or team standing wins.")),
            ("text", _("Partners share spaces, join each other's battles and may give each other gold and wood.")),
        ]),
        (_("Main game"), _("Scenario: the main game"), [
            ("text", _("**Seats:** two players, races drawn at random or chosen; or four players, all four races, "
                       "Humans and Night Elves (Alliance) against Orcs and Undead (Horde).")),
            ("text", _("**Board:** Two Kingdoms for two players: the Cities at either end, mines, forests, "
                       "mountains and Objectives of 1 and 2 VP between them. For four players a larger board, "
                       "the Alliance Cities in the south and the Horde's in the north.")),
            ("text", _("**Victory:** {goal2} VP (two players) or {goal4} VP for a team, at the end of a turn; or "
                       "the last one standing after sacks.").format(goal2=goal2, goal4=goal4)),
        ]),
        (_("Elf Gate"), _("Scenario: the Elf Gate"), [
            ("text", _("**Seats:** three players: Humans, Orcs and Undead, each with its City; the first player "
                       "is drawn.")),
            ("text", _("**Board:** the Gate (D) in the middle; A, B and C on the roads to it. Neutral Night Elves "
                       "guard them, at level {level}: 1 melee and 2 ranged units on each of A, B and C, 3 flying "
                       "units on D. They never move and fight whoever comes; the next player to the left rolls "
                       "their dice. Only mines and forests beside a City yield at first, and those never "
                       "deplete.").format(level=elf.get("level", 2))),
            ("text", _("**Victory:** at the end of your turn, hold D with a unit while no space next to D holds "
                       "3 units hostile to you; or be the last player left.")),
        ]),
        (_("Necromancer March"), _("Scenario: the Necromancer March"), [
            ("text", _("**Seats:** Humans against Undead. The Undead have no City, resources or buildings: only "
                       "two Necromancers, on A and B. The Undead play first.")),
            ("text", _("**Board:** the Human City at one end, sites A to E on the way. A Necromancer moves like a "
                       "worker. In the Harvest step one on A, B or C raises a free melee, ranged or flying unit "
                       "there; in the Spend step one on D or E upgrades a unit type for free. A site holding a "
                       "Human unit at a cleanup is destroyed.")),
            ("text", _("**Victory:** the Undead win by taking the Human City twice; the Humans win when both "
                       "Necromancers are dead or sites A, B and C are destroyed.")),
        ]),
        (_("Prisoners"), _("Scenario: Prisoners"), [
            ("text", _("**Seats:** Orcs against Night Elves, each with its City; the first player is drawn.")),
            ("text", _("**Board:** Thrall, the Orcs' prisoner, on A near the Night Elf City; Tyrande, the Night "
                       "Elves' prisoner, on B near the Orc City. Walls close two sides of each: melee and ranged "
                       "units never cross them, flyers and workers do. A unit starting on its own prisoner's "
                       "space may take the prisoner along.")),
            ("text", _("**Victory:** at a cleanup, have your prisoner in your City with no enemy unit there; or "
                       "take the enemy City twice.")),
        ]),
        (_("Nordrassil"), _("Scenario: Nordrassil, the World Tree"), [
            ("text", _("**Seats:** Humans, Orcs and Night Elves together against the Undead. Nobody has resources "
                       "or workers; every unit type starts at its top level. The Night Elves play first.")),
            ("text", _("**Board:** the World Tree on A; the allies' Outposts (B, C, D), which count as their "
                       "Cities; the Undead City at the far end with Outposts on E and F. A killed Undead unit "
                       "comes back at once on the nearest Undead Outpost or City.")),
            ("text", _("**Victory:** the Undead win with a unit on D at a cleanup, or on A at the end of their "
                       "turn. The allies win when the Night Elves' deck runs out: they draw a card at the end of "
                       "every game turn. Taking all enemy Cities also wins.")),
        ]),
    ]


class WarcraftRulesScene(PagedRulesScene):
    min_body = MIN_BODY
    picture_size = 52

    def rules_pages(self):
        return rules_pages()

    def game_title(self):
        return "Warcraft: The Board Game"

    def picture(self, race, kind, px):
        return piece_picture(race, kind, px)
