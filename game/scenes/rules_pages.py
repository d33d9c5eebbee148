"""A game's rules told in short pages: the screen every game's Rules opens, fed by the game's pages.

A game subclasses `PagedRulesScene` and gives its pages (`rules_pages()`), its name under the heading
(`game_title()`) and how a picture of its pieces is drawn (`picture(first, second, px)`). A page is
(short title for the list, title, [block]) or (title, [block]), where a block is ("text", a paragraph
whose **marked** parts are bold: one catalog entry per paragraph, so a translation puts the bold words
where its grammar wants them) or ("pictures", [(first, second, label)]): a row of pictures, each with
its name beneath.

The page list on the left jumps to a page; Previous and Next (or the arrow keys, Page Up and Page Down)
turn them; Back (or Esc) returns to the screen that opened it. Every page is set in the largest type
(down to `min_body`) in which it fits the window without scrolling; should a page still be taller, the
mouse wheel and the up and down keys scroll it.
"""

import pygame

from game.i18n import _
from game.scenes.base import MenuScene
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.widgets import Button, draw_text


def render_runs(runs, width, size, color=theme.TEXT, line_step=1.12):
    """A paragraph of (text, bold) runs, word-wrapped to `width`, as a transparent Surface (and the
    widest line it holds)."""
    regular, bold = get_font(size), get_font(size, bold=True)
    words = []
    for text, is_bold in runs:
        fnt = bold if is_bold else regular
        pieces = text.split(" ")
        for n, word in enumerate(pieces):
            if word or n < len(pieces) - 1:
                words.append((word, fnt, n < len(pieces) - 1))
    lines, line, x = [], [], 0
    space = regular.size(" ")[0]
    widest = 0
    for word, fnt, spaced in words:
        w = fnt.size(word)[0]
        if line and x + w > width:
            lines.append(line)
            line, x = [], 0
        line.append((word, fnt, x))
        widest = max(widest, x + w)
        x += w + (space if spaced else 0)
    if line:
        lines.append(line)
    step = int(regular.get_linesize() * line_step)
    picture = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    for row, items in enumerate(lines):
        for word, fnt, x in items:
            if word:
                picture.blit(fnt.render(word, True, color), (x, row * step))
    return picture, widest


def render_paragraph(text, width, size, color=theme.TEXT, line_step=1.12):
    """A paragraph whose **marked** parts are bold, as render_runs draws it."""
    runs = [(part, k % 2 == 1) for k, part in enumerate(text.split("**"))]
    return render_runs(runs, width, size, color, line_step)


def fitting_size(texts, width, size, height):
    """The largest bold type size, at most `size`, in which every text fits `width` and `height`."""
    while size > 10:
        fnt = get_font(size, bold=True)
        if all(fnt.size(text)[0] <= width for text in texts) and fnt.get_height() <= height:
            return size
        size -= 1
    return size


class PagedRulesScene(MenuScene):
    min_body = 12                 # the smallest body type a page is set in
    picture_size = 52             # a picture's side at full scale

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

    # ------------------------------------------------------------ what a game gives

    def rules_pages(self):
        """The game's pages, as the module's notes say."""
        raise NotImplementedError

    def game_title(self):
        """The game's name beside the heading."""
        raise NotImplementedError

    def picture(self, first, second, px):
        """The picture of a ("pictures", ...) item, `px` pixels high."""
        raise NotImplementedError

    # ------------------------------------------------------------ layout

    fitting_size = staticmethod(fitting_size)

    def render_pictures(self, items, width, size, s):
        """A row of pictures, each with its name beneath (and the widest name)."""
        px = int(self.picture_size * s)
        fnt = get_font(size, bold=True)
        widest = max(fnt.size(label)[0] for _first, _second, label in items)
        cell = min(max(px + int(30 * s), widest + int(20 * s)), width // max(1, len(items)))
        picture = pygame.Surface((max(1, width), px + fnt.get_linesize() + int(6 * s)), pygame.SRCALPHA)
        left = (width - cell * len(items)) // 2
        for k, (first, second, label) in enumerate(items):
            art = self.picture(first, second, px)
            cx = left + k * cell + cell // 2
            picture.blit(art, art.get_rect(midtop=(cx, 0)))
            text = fnt.render(label, True, theme.TEXT)
            picture.blit(text, text.get_rect(midtop=(cx, px + int(3 * s))))
        return picture, min(widest, cell)

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        self.pages = [page if len(page) == 3 else (page[0], *page) for page in self.rules_pages()]
        self.page = max(0, min(self.page, len(self.pages) - 1))
        head_h = int(64 * s)
        y, bh, bfs = self.button_row(h)
        nav_w = int(min(300 * s, w * 0.24))
        top = m + head_h
        self.nav_rect = pygame.Rect(m, top, nav_w, y - int(14 * s) - top)
        room = w - 2 * m - nav_w - int(18 * s)
        width = min(room, int(1000 * s))            # lines a reader's eye can follow at full screen
        self.panel = self.titled_panel((m + nav_w + int(18 * s) + (room - width) // 2, top, width,
                                        y - int(14 * s) - top), "", padding=16)
        count = len(self.pages)
        gap = max(3, int(6 * s))
        nav_h = min(int(46 * s), (self.nav_rect.height - gap * (count - 1)) // max(1, count))
        titles = [short for short, _title, _blocks in self.pages]
        self.nav_size = fitting_size(titles, nav_w - 16, max(13, int(18 * s)), nav_h)
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

    def _build_page(self):
        s = self.s
        inner = self.panel.content_rect
        _short, title, blocks = self.pages[self.page]
        self.title = title
        self.title_font = get_font(fitting_size([title], inner.width - int(120 * s), max(18, int(28 * s)),
                                                10_000), bold=True, serif=True)
        head = self.title_font.get_linesize() + int(12 * s)
        self.view = pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)
        width = self.view.width - int(10 * s)
        size = max(self.min_body, int(19 * s))
        while True:
            self.blocks, y, self.widest = [], 0, 0
            for kind, content in blocks:
                if kind == "text":
                    picture, widest = render_paragraph(content, width, size)
                else:
                    picture, widest = self.render_pictures(content, width, max(11, size - 2), size / 19)
                self.blocks.append((picture, y))
                self.widest = max(self.widest, widest)
                y += picture.get_height() + int(size * 0.6)
            self.page_height = y - int(size * 0.6)
            if self.page_height <= self.view.height or size <= self.min_body:
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
        draw_text(surface, self.game_title(), (heading.right + int(16 * s), heading.bottom - int(8 * s)),
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
