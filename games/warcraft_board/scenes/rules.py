"""Warcraft: The Board Game's rules screen: the rules told in short pages, in the program's own words.

Pages: the aim (the races and the pieces drawn), the game turn, movement, harvest and deploy, spend, the
battle (two pages), the cards, victory, then each scenario with its seats, its board and its victory. The
numbers come from the game's values (rules_data/values.yaml: costs, moves, the stack limit, the income die,
the VP goals, the scenarios' forces), so a tuned file shows its own.

The page list on the left jumps to a page; Previous and Next (or the arrow keys, Page Up and Page Down)
turn them; Back (or Esc) returns to the screen that opened it (the title, the play screen's menu, the
lesson's menu). Every page is set in the largest type (down to MIN_BODY) in which it fits the window
without scrolling; should a page still be taller, the mouse wheel scrolls it.
"""

import pygame

from game.i18n import _
from game.scenes.base import MenuScene
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.widgets import Button, draw_text

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


# ---------------------------------------------------------------- drawing a page

def render_paragraph(text, width, size, color=theme.TEXT):
    """A paragraph whose **marked** parts are bold, word-wrapped to `width`, as a transparent Surface (and
    the widest line it holds)."""
    regular, bold = get_font(size), get_font(size, bold=True)
    parts = []
    for k, part in enumerate(text.split("**")):
        fnt = bold if k % 2 else regular
        pieces = part.split(" ")
        for n, word in enumerate(pieces):
            if word or n < len(pieces) - 1:
                parts.append((word, fnt, n < len(pieces) - 1))
    lines, line, x = [], [], 0
    space = regular.size(" ")[0]
    widest = 0
    for word, fnt, spaced in parts:
        w = fnt.size(word)[0]
        if line and x + w > width:
            lines.append(line)
            line, x = [], 0
        line.append((word, fnt, x))
        widest = max(widest, x + w)
        x += w + (space if spaced else 0)
    if line:
        lines.append(line)
    step = int(regular.get_linesize() * 1.12)
    picture = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    for row, items in enumerate(lines):
        for word, fnt, x in items:
            if word:
                picture.blit(fnt.render(word, True, color), (x, row * step))
    return picture, widest


def render_pictures(items, width, size, s):
    """A row of pieces, each with its name beneath (and the widest name)."""
    px = int(52 * s)
    fnt = get_font(size, bold=True)
    widest = max(fnt.size(label)[0] for _race, _kind, label in items)
    cell = min(max(px + int(30 * s), widest + int(20 * s)), width // max(1, len(items)))
    picture = pygame.Surface((max(1, width), px + fnt.get_linesize() + int(6 * s)), pygame.SRCALPHA)
    left = (width - cell * len(items)) // 2
    for k, (race, kind, label) in enumerate(items):
        art = piece_picture(race, kind, px)
        cx = left + k * cell + cell // 2
        picture.blit(art, art.get_rect(midtop=(cx, 0)))
        text = fnt.render(label, True, theme.TEXT)
        picture.blit(text, text.get_rect(midtop=(cx, px + int(3 * s))))
    return picture, min(widest, cell)


class WarcraftRulesScene(MenuScene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back_to = back
        self.page = 0
        self.scroll = 0
        self.pages = []
        self.blocks = []           # [(surface, y)] of the page shown
        self.widest = 0            # the widest line of the page shown
        self.body_size = 0
        self.mouse = (-1, -1)

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        self.pages = rules_pages()
        self.page = max(0, min(self.page, len(self.pages) - 1))
        head_h = int(64 * s)
        y, bh, bfs = self.button_row(h)
        nav_w = int(min(300 * s, w * 0.24))
        top = m + head_h
        self.nav_rect = pygame.Rect(m, top, nav_w, y - int(14 * s) - top)
        room = w - 2 * m - nav_w - int(18 * s)
        width = min(room, int(1000 * s))
        self.panel = self.titled_panel((m + nav_w + int(18 * s) + (room - width) // 2, top, width,
                                        y - int(14 * s) - top), "", padding=16)
        count = len(self.pages)
        gap = max(3, int(6 * s))
        nav_h = min(int(46 * s), (self.nav_rect.height - gap * (count - 1)) // max(1, count))
        titles = [short for short, _title, _blocks in self.pages]
        self.nav_size = self.fitting_size(titles, nav_w - 16, max(13, int(18 * s)), nav_h)
        self.page_buttons = [Button((self.nav_rect.left, self.nav_rect.top + k * (nav_h + gap), nav_w, nav_h),
                                    title, size=self.nav_size, primary=False)
                             for k, title in enumerate(titles)]
        labels = (_("‹ Previous"), _("Next ›"))
        bw = max(int(190 * s), *(get_font(bfs, bold=True).size(label)[0] + int(30 * s) for label in labels))
        self.buttons = {
            "back": Button((m, y, int(150 * s), bh), _("Back"), size=bfs, primary=False, tooltip=_("Back (Esc)")),
            "prev": Button((w - m - 2 * bw - int(14 * s), y, bw, bh), _("‹ Previous"), size=bfs, primary=False),
            "next": Button((w - m - bw, y, bw, bh), _("Next ›"), size=bfs),
        }
        self._build_page()

    @staticmethod
    def fitting_size(texts, width, size, height):
        """The largest bold type size, at most `size`, in which every text fits `width` and `height`."""
        while size > 10:
            fnt = get_font(size, bold=True)
            if all(fnt.size(text)[0] <= width for text in texts) and fnt.get_height() <= height:
                return size
            size -= 1
        return size

    def _build_page(self):
        s = self.s
        inner = self.panel.content_rect
        _short, title, blocks = self.pages[self.page]
        self.title = title
        self.title_font = get_font(self.fitting_size([title], inner.width - int(120 * s), max(18, int(28 * s)),
                                                     10_000), bold=True, serif=True)
        head = self.title_font.get_linesize() + int(12 * s)
        self.view = pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)
        width = self.view.width - int(10 * s)
        size = max(MIN_BODY, int(19 * s))
        while True:
            self.blocks, y, self.widest = [], 0, 0
            for kind, content in blocks:
                if kind == "text":
                    picture, widest = render_paragraph(content, width, size)
                else:
                    picture, widest = render_pictures(content, width, max(11, size - 2), size / 19)
                self.blocks.append((picture, y))
                self.widest = max(self.widest, widest)
                y += picture.get_height() + int(size * 0.6)
            self.page_height = y - int(size * 0.6)
            if self.page_height <= self.view.height or size <= MIN_BODY:
                break
            size -= 1
        self.body_size = size
        self.scroll = 0
        self.buttons["prev"].enabled = self.page > 0
        self.buttons["next"].enabled = self.page < len(self.pages) - 1

    @property
    def max_scroll(self):
        return max(0, self.page_height - self.view.height)

    def turn_to(self, page):
        if 0 <= page < len(self.pages) and page != self.page:
            self.page = page
            self._build_page()

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.go_back()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn_to(self.page + 1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn_to(self.page - 1)
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                step = int(40 * self.s) * (1 if event.key == pygame.K_DOWN else -1)
                self.scroll = max(0, min(self.max_scroll, self.scroll + step))
            return
        if event.type == pygame.MOUSEWHEEL and self.view.collidepoint(self.mouse):
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * int(40 * self.s)))
            return
        for k, button in enumerate(self.page_buttons):
            if button.handle(event):
                self.turn_to(k)
                return
        for key, button in self.buttons.items():
            if button.handle(event):
                if key == "back":
                    self.go_back()
                else:
                    self.turn_to(self.page + (1 if key == "next" else -1))
                return

    def go_back(self):
        self.return_to(self.back_to)

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        self.begin_draw(surface)
        s = self.s
        heading = draw_heading(surface, _("How to play"), self.head_pos, max(24, int(40 * s)))
        draw_text(surface, "Warcraft: The Board Game", (heading.right + int(16 * s), heading.bottom - int(8 * s)),
                  max(15, int(22 * s)), (236, 220, 186), serif=True, bold=True, valign="bottom")
        for k, button in enumerate(self.page_buttons):
            button.primary = k == self.page
            button.draw(surface)
        self.panel.draw(surface)
        inner = self.panel.content_rect
        draw_text(surface, self.title, (inner.left, inner.top), font=self.title_font, color=theme.TEXT)
        draw_text(surface, _("page {n} of {total}").format(n=self.page + 1, total=len(self.pages)),
                  (inner.right, inner.top + int(6 * s)), max(12, int(15 * s)), theme.TEXT_MUTED, align="right")
        line_y = inner.top + self.title_font.get_linesize() + int(4 * s)
        pygame.draw.line(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.6), (inner.left, line_y),
                         (inner.right, line_y), 2)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        for picture, y in self.blocks:
            top = self.view.top + y - self.scroll
            if top < self.view.bottom and top + picture.get_height() > self.view.top:
                surface.blit(picture, (self.view.left, top))
        surface.set_clip(clip)
        if self.scroll < self.max_scroll:
            draw_text(surface, _("more below: scroll ▾"), (self.view.right, self.view.bottom), max(12, int(14 * s)),
                      theme.TEXT_MUTED, align="right", valign="bottom")
        for button in self.buttons.values():
            button.draw(surface)
