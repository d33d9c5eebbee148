"""The Wolves' rules screen: the rule book (docs/WOLVES_RULES.md) told in a few short pages.

Pages: the aim (with the pieces drawn), the table, a turn and paying, the five actions, who may stand
where (pushes, hunts), the moon and region scoring, the end. The numbers come from the game's design
values (rules_data/values.yaml: the tracks' first values, the scoring tokens, the calendar), so a tuned
file shows its own. The screen is the shell's paged rules screen (game/scenes/rules_pages.py): the page
list, Previous and Next (or the arrow keys, Page Up and Page Down), Back (or Esc) to the screen that
opened it.
"""

from game.i18n import _
from game.scenes.rules_pages import PagedRulesScene

from ..model.values import shipped_values
from ..ui import pieces as piece_art

PICTURE_PACK = "forest"          # the pack whose pieces the first page draws


# ---------------------------------------------------------------- the pages

def rules_pages(values=None):
    """[(title, [block])] where a block is ("text", paragraph with **bold** parts) or
    ("pictures", [(kind of picture, name, label)])."""
    v = values or shipped_values()
    spread, speed, howl = (v.attributes[a][0] for a in ("spread", "speed", "howl"))
    first, second = v.first_value, v.second_value
    moon = [_("{players} players: new moon on day {new}, quarter on day {quarter}, full moon on day {full} "
              "of {days}").format(players=n, **v.calendar[n]) for n in sorted(v.calendar)]
    return [
        (_("The aim"), [
            ("text", _("Each player leads a wolf pack across meadows, deserts, forests, tundra and mountains. "
                       "Packs spread out, dig dens, raise lairs, howl lone wolves into their ranks and hunt prey.")),
            ("pictures", [("piece", "alpha", _("Alpha")), ("piece", "pack", _("Pack wolf")),
                          ("piece", "den", _("Den")), ("piece", "lair", _("Lair"))]),
            ("text", _("The land is made of **region boards**, and each region is scored as the moon waxes: at the "
                       "new moon, at the quarter and at the full moon. The pack that controls a region best takes "
                       "its scoring token.")),
            ("text", _("After the full moon, **the most victory points (VP) wins**: the scoring tokens taken, the VP "
                       "tokens, and what each pack has revealed on its pack board.")),
        ]),
        (_("The table"), [
            ("text", _("Every board is a hexagon of 19 hexes. A **region board** has water in its centre, holding "
                       "its scoring token, a prey hex and two lone-wolf hexes. With 3 to 5 players the **start "
                       "board** lies in the middle, cut in two by a chasm; with 2 players there is none.")),
            ("pictures", [("token", "lone_wolf", _("Lone wolf")), ("token", "moose", _("Prey")),
                          ("token", "new", _("Scoring token"))]),
            ("text", _("Each pack has a **pack board** and six **terrain tiles**: a home tile showing its home "
                       "terrain on both faces, and five tiles with two terrains. At the start each player turns "
                       "those five all to face a or all to face b.")),
            ("text", _("**3 to 5 players:** in turn order, each puts an alpha and a pack wolf on a free hex beside "
                       "the chasm; then, in reverse order, another pair on the other side of the chasm.")),
            ("text", _("**2 players:** a third pack that nobody plays guards each region with a den or wolves. "
                       "The first player places a pair on a region, the second two pairs, the first one more; the "
                       "second player also gets a bonus action token.")),
        ]),
        (_("Your turn"), [
            ("text", _("Take **two actions**, any mix, the same one twice if you like. Each bonus action token you "
                       "discard gives one more action in your turn.")),
            ("text", _("**Paying:** an action costs 1, 2 or 3 units of the terrain of the hex it targets. A unit "
                       "is one of your tiles showing that terrain, which you turn over, or a bonus terrain token. "
                       "A tile turned over shows its other terrain to later actions.")),
            ("text", _("**Move** costs 1, **Build den**, **Upgrade to lair** and **Howl** 2, **Dominate** 3.")),
            ("text", _("After every action each pack checks for a hunt. When you have no action left the turn "
                       "ends: the moon phases reached in it are scored, and the next player plays.")),
        ]),
        (_("The five actions"), [
            ("text", _("**Move:** up to Spread wolves (at first {spread}) each walk at most Speed steps (at first "
                       "{speed}) and end on hexes of the terrain paid. Only water and the chasm block the way.")
             .format(spread=spread, speed=speed)),
            ("text", _("**Build den:** on or beside a hex of one of your alphas. Take the next den of your spread, "
                       "speed or howl track: that value rises at once.")),
            ("text", _("**Upgrade to lair:** one of your dens beside water, with your alpha on it or beside it, "
                       "one lair of yours per region board. The den goes to the moon calendar; you gain a bonus "
                       "terrain token.")),
            ("text", _("**Howl:** a lone-wolf hex within Howl range (at first {howl}) of one of your alphas. The "
                       "lone wolf goes to the calendar and your next wolf from the wolves track stands there.")
             .format(howl=howl)),
            ("text", _("**Dominate:** a foreign pack wolf or den within Howl range of one of your alphas. It goes "
                       "to the calendar and a piece of yours of the same kind takes its place.")),
        ]),
        (_("Who stands where"), [
            ("text", _("A hex holds at most **two pieces**, all colours together, and at most one den or lair. "
                       "Water, the chasm and hexes holding a token hold no piece.")),
            ("text", _("Pieces rank **den, pack wolf, alpha, lair**, low to high. A piece may join a hex holding "
                       "a single foreign piece only if it ranks higher.")),
            ("text", _("An alpha that ends its move on a lone foreign pack wolf **pushes** it to the nearest free "
                       "hex, or one holding a single piece of its own pack. So does a new lair.")),
            ("text", _("**Hunt:** when a pack has wolves on three different hexes around a prey hex, and no prey of "
                       "that species yet, it takes the top prey token there: VP and a reward on its hunt track.")),
        ]),
        (_("Moon and scoring"), [
            ("text", _("Howl, Upgrade to lair and Dominate each put something on the next day of the **moon "
                       "calendar**. When a day marked with a moon phase is reached, that phase scores at the end of "
                       "the turn.")),
            *[("text", line) for line in moon],
            ("pictures", [("token", "new", _("New moon")), ("token", "quarter", _("Quarter")),
                          ("token", "full", _("Full moon"))]),
            ("text", _("A phase scores every region whose top token shows it. **Control** on a region board: "
                       "alpha 1, pack wolf 1, den 1, lair 3. More control ranks first; equal control, more alphas.")),
            ("text", _("The first takes the scoring token ({new}, {quarter} or {full} VP); the second a VP token of "
                       "its lower value ({new2}, {quarter2} or {full2}). A tie for first: each takes the lower value "
                       "and the token is discarded.").format(new=first["new"], quarter=first["quarter"],
                                                             full=first["full"], new2=second["new"],
                                                             quarter2=second["quarter"], full2=second["full"])),
        ]),
        (_("The end"), [
            ("text", _("The game ends at the end of the turn in which the full moon was scored.")),
            ("text", _("Each player adds up the higher value of every scoring token he holds, his VP tokens, and "
                       "for each of the six areas of his pack board (spread, speed, howl, lairs, hunt, wolves) the "
                       "highest VP it has revealed.")),
            ("text", _("**Most VP wins.** Ties: most scoring tokens, then most wolves on the map, then most "
                       "alphas; still tied, the victory is shared.")),
        ]),
    ]


class WolvesRulesScene(PagedRulesScene):
    min_body = 15
    picture_size = 62

    def rules_pages(self):
        return rules_pages()

    def game_title(self):
        return _("The Wolves")

    def picture(self, kind, name, px):
        return piece_art.piece(PICTURE_PACK, name, px) if kind == "piece" else piece_art.token(name, px)
