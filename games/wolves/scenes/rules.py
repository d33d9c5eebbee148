"""The Wolves' rules screen: the rule book (docs/WOLVES_RULES.md) told in a few short pages.

Pages: the aim (with the pieces drawn), the table, a turn and paying, the five actions, who may stand
where (pushes, hunts), the moon and region scoring, the end. The numbers come from the game's design
values (rules_data/values.yaml: the tracks' first values, the scoring tokens, the calendar), so a tuned
file shows its own. The page list on the left jumps to a page; Previous and Next (or the arrow keys,
Page Up and Page Down) turn them; a page taller than the window scrolls with the mouse wheel. Back (or
Esc) returns to the screen that opened it.
"""

import pygame

from game.i18n import _
from game.scenes.base import MenuScene
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.widgets import Button, draw_text

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


# ---------------------------------------------------------------- drawing a page

def render_paragraph(text, width, size, color=theme.TEXT):
    """A paragraph whose **marked** parts are bold, word-wrapped to `width`, as a transparent Surface."""
    regular, bold = get_font(size), get_font(size, bold=True)
    words = []
    for k, part in enumerate(text.split("**")):
        fnt = bold if k % 2 else regular
        pieces = part.split(" ")
        for n, word in enumerate(pieces):
            if word or n < len(pieces) - 1:
                words.append((word, fnt, n < len(pieces) - 1))
    lines, line, x = [], [], 0
    space = regular.size(" ")[0]
    for word, fnt, spaced in words:
        w = fnt.size(word)[0]
        if line and x + w > width:
            lines.append(line)
            line, x = [], 0
        line.append((word, fnt, x))
        x += w + (space if spaced else 0)
    if line:
        lines.append(line)
    step = int(regular.get_linesize() * 1.15)
    picture = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    for row, items in enumerate(lines):
        for word, fnt, x in items:
            if word:
                picture.blit(fnt.render(word, True, color), (x, row * step))
    return picture


def render_pictures(items, width, size, s):
    """A row of pieces or tokens, each with its name beneath."""
    px = int(62 * s)
    fnt = get_font(size, bold=True)
    cell = max(px + int(30 * s), max(fnt.size(label)[0] for _kind, _name, label in items) + int(20 * s))
    cell = min(cell, width // max(1, len(items)))
    picture = pygame.Surface((max(1, width), px + fnt.get_linesize() + int(8 * s)), pygame.SRCALPHA)
    left = (width - cell * len(items)) // 2
    for k, (kind, name, label) in enumerate(items):
        art = piece_art.piece(PICTURE_PACK, name, px) if kind == "piece" else piece_art.token(name, px)
        cx = left + k * cell + cell // 2
        picture.blit(art, art.get_rect(midtop=(cx, 0)))
        text = fnt.render(label, True, theme.TEXT)
        picture.blit(text, text.get_rect(midtop=(cx, px + int(4 * s))))
    return picture


class WolvesRulesScene(MenuScene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back_to = back
        self.page = 0
        self.scroll = 0
        self.pages = []
        self.blocks = []           # [(surface, y)] of the page shown
        self.mouse = (-1, -1)

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        self.pages = rules_pages()
        self.page = max(0, min(self.page, len(self.pages) - 1))
        head_h = int(70 * s)
        y, bh, bfs = self.button_row(h)
        nav_w = int(min(300 * s, w * 0.26))
        top = m + head_h
        self.nav_rect = pygame.Rect(m, top, nav_w, y - int(16 * s) - top)
        room = w - 2 * m - nav_w - int(20 * s)
        width = min(room, int(980 * s))            # lines a reader's eye can follow at full screen
        self.panel = self.titled_panel((m + nav_w + int(20 * s) + (room - width) // 2, top, width,
                                        y - int(16 * s) - top), "", padding=18)
        nav_h = min(int(48 * s), (self.nav_rect.height - int(10 * s) * len(self.pages)) // max(1, len(self.pages)))
        self.page_buttons = [Button((self.nav_rect.left, self.nav_rect.top + k * (nav_h + int(10 * s)),
                                     nav_w, nav_h), title, size=max(14, int(18 * s)), primary=False)
                             for k, (title, _blocks) in enumerate(self.pages)]
        labels = (_("‹ Previous"), _("Next ›"))
        bw = max(int(190 * s), *(get_font(bfs, bold=True).size(label)[0] + int(30 * s) for label in labels))
        self.buttons = {
            "back": Button((m, y, int(150 * s), bh), _("Back"), size=bfs, primary=False, tooltip=_("Back (Esc)")),
            "prev": Button((w - m - 2 * bw - int(14 * s), y, bw, bh), _("‹ Previous"), size=bfs, primary=False),
            "next": Button((w - m - bw, y, bw, bh), _("Next ›"), size=bfs),
        }
        self.button_y = y
        self._build_page()

    def _build_page(self):
        s = self.s
        inner = self.panel.content_rect
        width = inner.width - int(14 * s)
        body = max(15, int(19 * s))
        title, blocks = self.pages[self.page]
        self.title = title
        self.blocks, y = [], 0
        for kind, content in blocks:
            picture = (render_paragraph(content, width, body) if kind == "text"
                       else render_pictures(content, width, max(13, int(16 * s)), s))
            self.blocks.append((picture, y))
            y += picture.get_height() + int(12 * s)
        self.page_height = y
        self.view = pygame.Rect(inner.left, inner.top + int(52 * s), inner.width, inner.height - int(52 * s))
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
        heading = draw_heading(surface, _("How to play"), self.head_pos, max(26, int(44 * s)))
        draw_text(surface, _("The Wolves"), (heading.right + int(16 * s), heading.bottom - int(8 * s)),
                  max(16, int(24 * s)), (236, 220, 186), serif=True, bold=True, valign="bottom")
        for k, button in enumerate(self.page_buttons):
            button.primary = k == self.page
            button.draw(surface)
        self.panel.draw(surface)
        inner = self.panel.content_rect
        title_font = get_font(max(20, int(30 * s)), bold=True, serif=True)
        draw_text(surface, self.title, (inner.left, inner.top), font=title_font, color=theme.TEXT)
        draw_text(surface, _("page {n} of {total}").format(n=self.page + 1, total=len(self.pages)),
                  (inner.right, inner.top + int(8 * s)), max(13, int(15 * s)), theme.TEXT_MUTED, align="right")
        line_y = inner.top + title_font.get_linesize() + int(4 * s)
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
