"""The rules screen: how to play, then every race and special power of the ruleset.

A scrollable page (mouse wheel, scroll bar, arrow/page keys) with a contents
column that jumps to each section. The numbers (starting coins, rounds, the
die) and the race and power texts come from the ruleset's YAML, so a modded
ruleset shows its own. Back (or Esc) returns to the scene that opened it.
"""

import pygame

from game.i18n import _, ngettext
from game.scenes.base import MenuScene
from game.scenes.rules_pages import render_runs
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.widgets import Button, Panel, draw_text

from ..ui import world_pieces
from ..ui.race_chip import draw_race_chip
from .start import StartError, load_classic_ruleset

# ---------------------------------------------------------------- the text

CLASSIC_DIE = (0, 0, 0, 1, 2, 3)

def _rounds_text(ruleset):
    if ruleset is None:
        return _("8 to 10 rounds")
    try:
        counts = [ruleset.rounds_for(n) for n in range(2, 6)]
    except (KeyError, TypeError):
        return _("8 to 10 rounds")
    parts = [ngettext("{n} round with 2 players", "{n} rounds with 2 players", counts[0]).format(n=counts[0])]
    parts += [_("{n} with {players}").format(n=c, players=n) for n, c in zip(range(3, 6), counts[1:])]
    return ", ".join(parts[:-1]) + _(" and ") + parts[-1]


def _die_text(ruleset):
    faces = list(ruleset.die if ruleset is not None else CLASSIC_DIE)
    blanks = faces.count(0)
    others = [str(f) for f in faces if f]
    if not others:
        return _("blank faces")
    return ngettext("{n} blank face and ", "{n} blank faces and ", blanks).format(n=blanks) + ", ".join(others)


def _rich(text):
    """A paragraph from a text whose **marked** parts are bold (one catalog entry per paragraph, so a
    translation may put the bold words where its grammar wants them)."""
    return [(part, k % 2 == 1) for k, part in enumerate(text.split("**")) if part]


def _is_world(ruleset):
    """Whether the ruleset is played on a world of islands (the Warcraft rules), from its data."""
    return ruleset is not None and ruleset.entry == "entry_regions"


def _cost_and_targets(ruleset):
    """The Conquering section's cost and where-to paragraphs: a world's entry regions, crossing fee and
    natives replace the classic border rule and race markers."""
    B, T = True, False
    if not _is_world(ruleset):
        return [
            [(_("Cost: "), B), (_("a region costs 2 tokens, plus 1 for each token in it (lost tribe or any race), "
                                  "for a mountain, a fortress, a troll lair or an encampment. "
                                  "Abilities may lower it, never below 1."), T)],
            [(_("Where: "), B), (_("a race's first conquest must be a border region (touching the edge of the map "
                                   "or a sea on the edge); after that, regions next to ones it holds. "
                                   "Seas and lakes cannot be conquered."), T)],
        ]
    fee = ruleset.crossing_fee
    # the crossing fee and the entry regions are told here only ("A world of islands" tells the map)
    return [
        [(_("Cost: "), B), (ngettext("a region costs 2 tokens, plus 1 for each piece in it ({natives}, any race, "
                                     "a Beast, the Champion), for a mountain, a fort or a Wisp Wall, plus the "
                                     "crossing fee of {n} token on an entry region next to none of the race's "
                                     "regions. Abilities may lower it, never below 1.",
                                     "a region costs 2 tokens, plus 1 for each piece in it ({natives}, any race, "
                                     "a Beast, the Champion), for a mountain, a fort or a Wisp Wall, plus the "
                                     "crossing fee of {n} tokens on an entry region next to none of the race's "
                                     "regions. Abilities may lower it, never below 1.",
                                     fee).format(n=fee, natives=_(ruleset.natives_name)), T)],
        [(_("Where: "), B), (_("a race's first conquest is an entry region (the anchor symbol) on any island; "
                               "after that, a region next to one it holds, or any entry region. Seas and lakes "
                               "cannot be conquered unless an ability says so."), T)],
    ]


def rules_sections(ruleset):
    """The how-to-play text as (section title, [paragraph]) where a paragraph is [(text, bold)]."""
    coins = ruleset.starting_coins if ruleset is not None else 5       # without the rules data: the classic game's
    combos = ruleset.visible_combos if ruleset is not None else 6
    B, T = True, False
    return [
        (_("The aim"), [
            [(_("Each player leads a succession of fantasy peoples across a map too small for all of them. "), T),
             (_("Every region you hold earns coins at the end of your turn; "), T),
             (_("whoever has the most coins after the last round wins."), B)],
            [(_("Everyone starts with {coins} coins. The game lasts {rounds}. "
                "Coins are kept hidden until the end (unless the table agreed to show them).").format(
                    coins=coins, rounds=_rounds_text(ruleset)), T)],
        ]),
        (_("Your turn"), [
            _rich(_("**Your first turn,** and the turn after a decline: **pick** a race with its special power "
                    "from the {combos} combos on show. The top one is free; each combo further down costs 1 coin, "
                    "laid on every combo you skip. Coins lying on the combo you take are yours. You get as many "
                    "tokens as the race's banner and the power's badge show together.").format(combos=combos)),
            _rich(_("Then **conquer** regions, **redeploy** your tokens and **score**.")),
            [(_("Later turns: "), B), (_("either expand (take back all but one token from each of your regions, "
                                         "optionally abandon some, conquer more, redeploy, score) or go into "
                                         "decline."), T)],
        ]),
        (_("Conquering"), [
            *_cost_and_targets(ruleset),
            [(_("Losses: "), B), (_("the defender loses 1 token to the box and takes the others back to place in "
                                    "his remaining regions at the end of your turn."), T),
             *([(_(" A declined race loses every token of the region."), T)]
               if ruleset is not None and ruleset.declined_lose_all else [])],
            [(_("The final attempt: "), B), (_("when you are 1 to 3 tokens short of a region, you may name it and "
                                               "roll the reinforcement die ({die}). "
                                               "If your tokens plus the roll reach the cost, it is yours. "
                                               "Either way, your conquests end.").format(die=_die_text(ruleset)), T)],
            [(_("Redeploy: "), B), (_("move your tokens freely between your regions; each keeps at least one."), T)],
        ]),
        *world_sections(ruleset),
        (_("Decline"), [
            [(_("Instead of expanding, you may put your race into decline: "), T),
             (_("flip its banner, discard its power, leave one token in each of its regions. "), T),
             (_("You score this turn but conquer nothing; next turn you pick a new race."), B)],
            [(_("A player keeps only one declined race: an older one leaves the map when another declines. "
                "Declined regions still score 1 coin each, and can be attacked like any other.")
              if _is_world(ruleset) else
              _("A player keeps only one declined race: an older one leaves the map when another declines "
                "(the Spirit power is the exception). Declined regions still score 1 coin each, and can be "
                "attacked like any other."), T)],
        ]),
        (_("Scoring"), [
            [(_("At the end of your turn: "), B), (_("1 coin for every region held by your races, active and "
                                                     "declined, plus the bonuses of your active race and power, of "
                                                     "the artifacts and places it controls and of the factions.")
                                                   if _is_world(ruleset) else
                                                   _("1 coin for every region held by your races, active and "
                                                     "declined, plus the bonuses of your active race and power."),
                                                   T)],
            [(_("At the end of the game: "), B), (_("the most coins wins. On a tie, the player with the most race "
                                                    "tokens on the map wins; still tied, the victory is shared."), T)],
        ]),
        (_("Computer players"), [
            [(_("Random: "), B), (_("any legal move, for learning the rules."), T)],
            [(_("Easy: "), B), (_("picks the combo with the most tokens, takes the cheapest regions, "
                                  "declines only when its race can take nothing."), T)],
            [(_("Medium: "), B), (_("rates combos by their numbers and the map, takes the region worth most "
                                    "per token one at a time, guards its most exposed regions."), T)],
            [(_("Hard: "), B), (_("plans each turn as a chain of conquests, rates combos by planning their "
                                  "first turn, times its decline on the rounds left and hurts the leader."), T)],
            [(_("Expert: "), B), (_("plays like Hard, but at its big choices (its combo, a close decline, "
                                    "where to attack, how to redeploy) it plays the next turns forward each "
                                    "way on a few possible futures (hidden combos, dice) and keeps what did "
                                    "best. It thinks a little longer."), T)],
        ]),
    ]


def world_sections(ruleset):
    """What a ruleset played on a world of islands changes (the islands, natives, mountains, factions,
    artifacts and legendary places; entry regions and the crossing fee are Conquering's), from its data;
    none for a classic ruleset."""
    if ruleset is None or ruleset.entry != "entry_regions":
        return []
    B, T = True, False
    natives = _(ruleset.natives_name)
    out = [(_("A world of islands"), [
        [(_("The map: "), B), (_("one island per player. Regions are adjacent only on their own island."), T)],
        [(_("{natives}: ").format(natives=natives), B),
         (_("natives on the regions with their symbol, 1 token each; they belong to nobody and defend "
            "like a declined race."), T)],
        [(_("Mountains: "), B), (_("a mountain token on every mountain region: +1 defence, whoever holds it."), T)],
    ])]
    if ruleset.factions:
        names = ", ".join(world_pieces.faction_label(f) for f in ruleset.factions)
        out.append((_("Factions"), [
            [(_("Every race belongs to a faction ({names}). ").format(names=names), T),
             (ngettext("At scoring, your active race gains {n} coin for each race of the opposing faction it "
                       "conquered a region from this turn",
                       "At scoring, your active race gains {n} coins for each race of the opposing faction it "
                       "conquered a region from this turn", ruleset.faction_bonus).format(n=ruleset.faction_bonus),
              B), (_(" (active and declined races count apart). Neutral races give and get none."), T)],
        ]))
    if ruleset.items:
        out.append((_("Artifacts and places"), [
            [(_("Each island's letter region holds a face-down marker: an artifact or a legendary place. "), T),
             (_("The region's first conquest turns it face up for good."), B)],
            [(_("You control a marker while your active race occupies its region. Artifacts move into the region "
                "where they were used; legendary places never move."), T)],
        ]))
    return out


# ---------------------------------------------------------------- rich text

def render_rich(paragraph, width, size, color=theme.TEXT):
    """A paragraph of (text, bold) runs, word-wrapped to `width`, as a transparent Surface."""
    return render_runs(paragraph, width, size, color, line_step=1.18)[0]


class RulesScene(MenuScene):
    def __init__(self, app, back=None, ruleset=None):
        super().__init__(app)
        self.back_scene = back
        self.ruleset, self.error = ruleset, None
        if self.ruleset is None:
            try:
                self.ruleset = load_classic_ruleset()
            except StartError as exc:
                self.error = str(exc)
        self.scroll = 0.0
        self.target = 0.0
        self.dragging = None
        self.blocks = []
        self.anchors = []

    # ------------------------------------------------------------ content

    def _build(self, width):
        """Render every block for this text width: [(surface, gap_before)], section anchors."""
        if self.ruleset is not None:
            theme.learn_races(self.ruleset)      # its races' chips in its own looks
        s = self.s
        self.text_width = width
        body = max(15, int(18 * s))
        blocks, anchors = [], []
        y = 0

        def add(surface, gap):
            nonlocal y
            y += gap
            blocks.append((surface, y))
            y += surface.get_height()

        def heading(text):
            fnt = get_font(max(20, int(30 * s)), bold=True, serif=True)
            pic = pygame.Surface((width, fnt.get_linesize() + int(10 * s)), pygame.SRCALPHA)
            pic.blit(fnt.render(text, True, theme.TEXT), (0, 0))
            pygame.draw.line(pic, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.6),
                             (0, pic.get_height() - 3), (width, pic.get_height() - 3), 2)
            anchors.append((text, y + (int(34 * s) if blocks else 0)))
            add(pic, int(34 * s) if blocks else 0)

        for title, paragraphs in rules_sections(self.ruleset):
            heading(title)
            for k, para in enumerate(paragraphs):
                add(render_rich(para, width, body), int(14 * s) if k else int(12 * s))
        if self.ruleset is None:
            heading(_("Races and powers"))
            add(render_rich([(self.error or _("The ruleset could not be read."), True)], width, body, theme.DANGER),
                int(12 * s))
        else:
            columns = 2 if width >= int(860 * s) else 1
            heading(_("Races ({n})").format(n=len(self.ruleset.races)))
            self._grid(add, [self._race_card(r, width, columns) for r in self.ruleset.races.values()], columns)
            heading(_("Special powers ({n})").format(n=len(self.ruleset.powers)))
            self._grid(add, [self._power_card(p, width, columns) for p in self.ruleset.powers.values()], columns)
            if self.ruleset.items:
                heading(_("Artifacts and legendary places ({n})").format(n=len(self.ruleset.items)))
                self._grid(add, [self._item_card(i, width, columns) for i in self.ruleset.items.values()], columns)
        self.blocks, self.anchors, self.content_h = blocks, anchors, y + int(30 * s)

    def _grid(self, add, cards, columns):
        """Lay cards out `columns` to a row, every card of a row as tall as the tallest."""
        s = self.s
        gap = int(18 * s)
        width = self.text_width
        for i in range(0, len(cards), columns):
            row = cards[i:i + columns]
            h = max(make(0).get_height() for make in row)
            pic = pygame.Surface((width, h), pygame.SRCALPHA)
            for k, make in enumerate(row):
                card = make(h)
                pic.blit(card, (k * (card.get_width() + gap), 0))
            add(pic, int(14 * s))

    def _card(self, width, columns, title, subtitle, text, draw_badge, min_h=0):
        s = self.s
        gap = int(18 * s)
        cw = (width - gap * (columns - 1)) // columns
        badge = int(26 * s)
        pad = int(12 * s)
        text_x = pad + 2 * badge + int(14 * s)
        title_font = get_font(max(16, int(20 * s)), bold=True, serif=True)
        sub_font = get_font(max(13, int(15 * s)))
        body = render_rich([(_(text) if text else _("(no description)"), False)], cw - text_x - pad,
                           max(14, int(16 * s)))
        h = max(min_h, 2 * badge + 2 * pad, pad + title_font.get_linesize() + int(4 * s) + body.get_height() + pad)
        card = pygame.Surface((cw, h), pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.mix(theme.PANEL_BG, (255, 255, 255), 0.35), 255), card.get_rect(),
                         border_radius=8)
        pygame.draw.rect(card, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.45), card.get_rect(), 1,
                         border_radius=8)
        draw_badge(card, (pad + badge, pad + badge), badge)
        card.blit(title_font.render(title, True, theme.TEXT), (text_x, pad - int(2 * s)))
        sub = sub_font.render(subtitle, True, theme.TEXT_MUTED)
        card.blit(sub, (cw - pad - sub.get_width(), pad + (title_font.get_linesize() - sub.get_height()) // 2))
        card.blit(body, (text_x, pad + title_font.get_linesize() + int(2 * s)))
        return card

    def _race_card(self, race, width, columns):
        def badge(surface, center, r):
            draw_race_chip(surface, center, r, race.id, raised=True)
        subtitle = ngettext("{n} token", "{n} tokens", race.banner).format(n=race.banner)
        if race.faction:       # a Warcraft race: its faction beside its tokens
            subtitle = f"{world_pieces.faction_label(race.faction)} · {subtitle}"
        return lambda min_h: self._card(width, columns, _(race.name), subtitle, race.text, badge, min_h)

    def _item_card(self, item, width, columns):
        def badge(surface, center, r):
            w, h = world_pieces.card_size(r / 14)
            pic = world_pieces.item_card(item.kind, True, w, h)
            surface.blit(pic, pic.get_rect(center=center))
        kind = _("artifact") if item.kind == "artifact" else _("legendary place")
        return lambda min_h: self._card(width, columns, _(item.name), kind, item.text, badge, min_h)

    def _power_card(self, power, width, columns):
        def badge(surface, center, r):
            cx, cy = center
            pygame.draw.circle(surface, (30, 24, 20), (cx, cy), r + 2)
            pygame.draw.circle(surface, theme.FRAME_LIGHT, (cx, cy), r)
            pygame.draw.circle(surface, theme.lighter(theme.FRAME_LIGHT, 0.3), (cx, cy), r - 3, 2)
            fnt = get_font(max(14, int(r * 0.85)), bold=True, serif=True)
            label = fnt.render(f"+{power.bonus}", True, theme.BUTTON_TEXT)
            surface.blit(label, label.get_rect(center=(cx, cy + 1)))
        return lambda min_h: self._card(width, columns, _(power.name),
                                        "+" + ngettext("{n} token", "{n} tokens", power.bonus).format(n=power.bonus),
                                        power.text, badge, min_h)

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        head_h = int(62 * s)
        self.back_button = Button((w - m - int(160 * s), int(m * 0.6), int(160 * s), int(48 * s)), _("Back"),
                                  size=max(15, int(19 * s)), primary=False, hotkey=pygame.K_BACKSPACE)
        nav_w = int(min(230 * s, w * 0.2))
        self.nav_rect = pygame.Rect(m, m + head_h, nav_w, h - 2 * m - head_h)
        page_left = self.nav_rect.right + int(20 * s)
        self.page = Panel((page_left, m + head_h, w - m - page_left, h - 2 * m - head_h), padding=int(22 * s))
        self.view = self.page.rect.inflate(-int(44 * s), -int(28 * s))
        self.view.width -= int(22 * s)   # room for the scroll bar
        text_w = min(self.view.width, int(1100 * s))
        self.text_left = self.view.left + (self.view.width - text_w) // 2
        self._build(text_w)
        bar_x = self.page.rect.right - int(20 * s)
        self.track = pygame.Rect(bar_x, self.view.top, int(10 * s), self.view.height)
        self.nav_buttons = []
        bh = int(44 * s)
        for k, (title, _top) in enumerate(self.anchors):
            rect = pygame.Rect(self.nav_rect.left, self.nav_rect.top + k * (bh + int(8 * s)), nav_w, bh)
            label = title.split(" (")[0]
            self.nav_buttons.append((Button(rect, label, size=max(14, int(17 * s)), primary=False), k))
        self._clamp()

    @property
    def max_scroll(self):
        return max(0, self.content_h - self.view.height)

    def _clamp(self):
        self.target = max(0.0, min(float(self.max_scroll), self.target))
        self.scroll = max(0.0, min(float(self.max_scroll), self.scroll))

    def _thumb(self):
        if self.content_h <= self.view.height:
            return None
        h = max(int(40 * self.s), int(self.track.height * self.view.height / self.content_h))
        y = self.track.top + int((self.track.height - h) * (self.scroll / max(1, self.max_scroll)))
        return pygame.Rect(self.track.left, y, self.track.width, h)

    # ------------------------------------------------------------ input

    def go_back(self):
        self.return_to(self.back_scene)

    def scroll_by(self, dy):
        self.target += dy
        self._clamp()

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if self.back_button.handle(event):
            self.go_back()
            return
        for button, k in self.nav_buttons:
            if button.handle(event):
                self.target = float(self.anchors[k][1])
                self._clamp()
                return
        line = int(60 * self.s)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line * 1.5)
        elif event.type == pygame.KEYDOWN:
            page = self.view.height * 0.9
            keys = {pygame.K_ESCAPE: None, pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                    pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key == pygame.K_ESCAPE:
                self.go_back()
            elif event.key == pygame.K_HOME:
                self.target = 0.0
            elif event.key == pygame.K_END:
                self.target = float(self.max_scroll)
            elif event.key in keys:
                self.scroll_by(keys[event.key])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self._thumb()
            if thumb is not None and thumb.collidepoint(event.pos):
                self.dragging = (event.pos[1], self.scroll)
            elif thumb is not None and self.track.inflate(10, 0).collidepoint(event.pos):
                self.scroll_by(self.view.height * (1 if event.pos[1] > thumb.centery else -1) * 0.9)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            thumb = self._thumb()
            if thumb is not None:
                y0, s0 = self.dragging
                room = max(1, self.track.height - thumb.height)
                self.target = s0 + (event.pos[1] - y0) * self.max_scroll / room
                self._clamp()
                self.scroll = self.target

    def update(self, dt):
        # ease towards the target so the wheel scrolls smoothly
        diff = self.target - self.scroll
        if abs(diff) < 0.5:
            self.scroll = self.target
        else:
            self.scroll += diff * min(1.0, dt * 14)

    def is_animating(self):
        return self.scroll != self.target      # easing towards where the wheel sent it

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        self.begin_draw(surface)
        s = self.s
        draw_heading(surface, _("How to play"), self.head_pos, max(26, int(44 * s)))
        self.back_button.draw(surface)
        current = 0
        for k, (_title, y) in enumerate(self.anchors):
            if self.scroll + 4 >= y:
                current = k
        for button, k in self.nav_buttons:
            button.draw(surface)
            if k == current:
                mark = button.rect.inflate(-6, -10)
                pygame.draw.rect(surface, theme.GOOD, (mark.left - 10, mark.top, 5, mark.height), border_radius=2)
        if self.nav_buttons:
            tip_y = self.nav_buttons[-1][0].rect.bottom + int(20 * s)
            draw_text(surface, _("Mouse wheel, arrow keys or the bar on the right to scroll"),
                      (self.nav_rect.left, tip_y), max(13, int(14 * s)), (214, 200, 176),
                      max_width=self.nav_rect.width)
        self.page.draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(int(20 * s), int(6 * s)))
        top = int(round(self.scroll))
        for pic, y in self.blocks:
            sy = self.view.top + y - top
            if sy + pic.get_height() < self.view.top - 10 or sy > self.view.bottom + 10:
                continue
            surface.blit(pic, (self.text_left, sy))
        surface.set_clip(clip)
        # soft fades where the text runs under the edges
        if self.scroll > 1:
            self._fade(surface, self.view.top - int(6 * s), down=True)
        if self.scroll < self.max_scroll - 1:
            self._fade(surface, self.view.bottom + int(6 * s), down=False)
        thumb = self._thumb()
        if thumb is not None:
            pygame.draw.rect(surface, theme.mix(theme.PANEL_BG, theme.PANEL_BORDER, 0.25), self.track,
                             border_radius=self.track.width // 2)
            pygame.draw.rect(surface, theme.BUTTON_BG if self.dragging else theme.FRAME_LIGHT, thumb,
                             border_radius=self.track.width // 2)

    def _fade(self, surface, y, down):
        h = int(26 * self.s)
        band = pygame.Surface((self.view.width + int(20 * self.s), h), pygame.SRCALPHA)
        for k in range(h):
            a = int(255 * (1 - k / h)) if down else int(255 * (k / h))
            pygame.draw.line(band, (*theme.PANEL_BG, a), (0, k), (band.get_width(), k))
        surface.blit(band, (self.view.left - int(10 * self.s), y if down else y - h))
