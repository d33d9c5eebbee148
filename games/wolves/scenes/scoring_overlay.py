"""Region scoring on the play screen (§5): who won which region and why, told region by region over the
map at the animation speed, each region lit on the board while its line comes in.

The overlay listens to the engine's `region_scored` events: each becomes a `ScoredRegion` holding the
control of every colour there and the pieces it is made of (read from the board at that moment: the
pieces stay where they were, §5.5), its ranking and what each colour received. A phase's regions are
shown together; the next phase's scoring replaces them.

    overlay.add(game, event)         a region_scored event
    overlay.update(dt); overlay.draw(surface, layout)
    overlay.blocking()               a computer waits while it is being told (not at the speed "instant")
    overlay.lit_region()             the region board to light on the map now
"""

from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.ui import theme
from game.ui.fonts import fit_line, font
from game.ui.text import wrap_text
from games.wolves.ui import look, words
from games.wolves.ui import pieces as art

CONTROL = {"alpha": 1, "pack": 1, "den": 1, "lair": 3}
KINDS = ("lair", "alpha", "pack", "den")
STEP = {"slow": 1.8, "normal": 1.1, "fast": 0.55, "instant": 0.0}      # seconds a region's line takes
HOLD = {"slow": 5.0, "normal": 3.5, "fast": 1.8, "instant": 4.0}       # seconds the whole stays after the last
FADE = 0.25


@dataclass
class ScoredRegion:
    board: str
    centre: tuple           # the hex in the region's middle (its water)
    hexes: tuple            # every hex of the region board
    name: str
    phase: str
    rows: list              # [(pack, control, {kind: count}, place, award text)] best first
    summary: str


def scored_region(game, event):
    """What the overlay shows of one region_scored event, the pieces counted on the board as it stands."""
    board = event["board"]
    counts = {}
    for h in game.ground.region_land.get(board, ()):
        for pack, kind in game.pieces.get(h, ()):
            counts.setdefault(pack, {}).setdefault(kind, 0)
            counts[pack][kind] += 1
    awards = {a["pack"]: a for a in event.get("awards") or ()}
    ranking = event.get("ranking") or []
    control = event.get("control") or {}
    rows = []
    for place, group in enumerate(ranking):
        for pack in group:
            rows.append((pack, control.get(pack, 0), counts.get(pack, {}), place, _award_words(
                game, pack, awards.get(pack), place, len(group) > 1)))
    for pack, value in control.items():     # a colour with no control is not ranked (C23)
        if not any(row[0] == pack for row in rows):
            rows.append((pack, value, counts.get(pack, {}), None, ""))
    return ScoredRegion(board, game.ground.water.get(board), game.board.hexes_of(board), words.region(game, board),
                        event.get("phase"), rows, _summary(game, event))


def _award_words(game, pack, award, place, tied):
    if pack == game.virtual:
        return _("the virtual pack receives nothing")
    if award is None:
        return _("tied second: nothing") if place == 1 and tied else (_("nothing") if place else "")
    if award["award"] == "scoring_token":
        return _("takes the token: {vp} VP at the end").format(vp=award["value"])
    if place == 0:
        return _("tied first: a VP token of {vp}").format(vp=award["value"])
    return _("second: a VP token of {vp}").format(vp=award["value"])


def _summary(game, event):
    ranking = event.get("ranking") or []
    if not ranking:
        return _("Nobody is there: the token is discarded.")
    first = ranking[0]
    if len(first) > 1:
        return _("A tie for first place: the token is discarded.")
    if event.get("token") == "discarded":
        return _("The virtual pack is first: the token is discarded.")
    control = event.get("control") or {}
    if len(ranking) > 1 and control.get(first[0]) == control.get(ranking[1][0]):
        # both rows show the same control: say why one is first (§5.3: more alphas there)
        return _("{pack} are first: equal control, but more alphas in the region.").format(
            pack=words.pack_title(first[0]))
    return _("{pack} are first.").format(pack=words.pack_title(first[0]))


def piece_words(parts):
    """"lair 3 + alpha 1 + den 1": what a colour's control is made of."""
    bits = []
    for kind in KINDS:
        n = parts.get(kind, 0)
        if n:
            bits.append(f"{words.name(words.PIECES_PLURAL if n > 1 else words.PIECES, kind)} {n * CONTROL[kind]}")
    return " + ".join(bits)


class ScoringOverlay:
    def __init__(self):
        self.regions = []
        self.phase = None
        self.clock = 0.0
        self.closed = True
        self.speed = "normal"
        self.rect = None

    def add(self, game, event, speed):
        phase = event.get("phase")
        if self.closed or phase != self.phase:
            self.regions, self.phase, self.clock, self.closed = [], phase, 0.0, False
        self.speed = speed
        self.regions.append(scored_region(game, event))

    def update(self, dt):
        if self.closed:
            return
        self.clock += dt
        if self.clock > self.total():
            self.close()

    def close(self):
        self.closed = True

    def total(self):
        return FADE + STEP.get(self.speed, 1.0) * len(self.regions) + HOLD.get(self.speed, 3.0)

    def visible(self):
        return not self.closed

    def blocking(self):
        """A computer waits while the regions are being told (at the speed "instant" it never waits)."""
        return self.visible() and self.speed != "instant"

    def shown(self):
        """How many regions' lines are in, and how far the newest one has come (0 to 1)."""
        step = STEP.get(self.speed, 1.0)
        if step <= 0:
            return len(self.regions), 1.0
        t = max(0.0, self.clock - FADE)
        n = min(len(self.regions), int(t / step) + 1)
        return n, min(1.0, (t - (n - 1) * step) / (step * 0.7))

    def lit_region(self):
        if self.closed or not self.regions:
            return None
        n, _progress = self.shown()
        return self.regions[n - 1].board

    def is_animating(self):
        return self.visible()

    def handle(self, event):
        """A click or a key closes it; True when the overlay took the event."""
        if self.closed:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or \
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect is not None \
            and self.rect.collidepoint(event.pos)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface, layout, where=None):
        """Over the map, at its top or its bottom: wherever it hides fewer of the scored regions' hexes
        (`where(hex)`: a hex's place on screen)."""
        if self.closed:
            return
        s = layout.s
        area = layout.map
        pad = int(14 * s)
        width = min(area.width - 2 * pad, int(760 * s))
        title_font = font(layout.fs(22), bold=True, serif=True)
        name_font = font(layout.fs(17), bold=True)
        row_font = font(layout.fs(15))
        small = font(layout.fs(13))
        n, progress = self.shown()
        chip = int(row_font.get_linesize() * 1.15)
        text_x = chip + 6 + int(18 * s) + int(width * 0.16) + 6 + row_font.size("00")[0] + 6
        text_w = width - 2 * pad - text_x
        blocks = []
        for k, region in enumerate(self.regions[:n]):
            rows = []
            for row in region.rows:
                lines = wrap_text(_row_text(row), row_font, text_w, max_lines=2)
                rows.append((row, lines, max(chip, len(lines) * row_font.get_linesize()) + 2))
            summary = self._summary_lines(region, name_font, small, width - 2 * pad, layout)
            height = name_font.get_linesize() + len(summary[1]) * small.get_linesize() + sum(r[2] for r in rows) \
                + small.get_linesize() + int(4 * s)
            blocks.append((region, rows, height, progress if k == n - 1 else 1.0, summary))
        head_h = title_font.get_linesize() + int(10 * s)
        foot_h = small.get_linesize() + int(6 * s)
        room = area.height - 2 * pad - head_h - foot_h - 2 * pad
        while len(blocks) > 1 and sum(b[2] for b in blocks) > room:      # the newest lines stay in view
            blocks.pop(0)
        height = head_h + sum(b[2] for b in blocks) + foot_h + 2 * pad
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (area.centerx, area.top + pad)
        if where is not None:
            low = rect.copy()
            low.midbottom = (area.centerx, area.bottom - pad)
            hexes = [h for r in self.regions for h in r.hexes]
            if sum(low.collidepoint(where(h)) for h in hexes) < sum(rect.collidepoint(where(h)) for h in hexes):
                rect = low
        self.rect = rect
        fade = min(1.0, self.clock / FADE) if FADE else 1.0
        fade = min(fade, max(0.0, (self.total() - self.clock) / FADE))
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.PANEL_BG, int(246 * fade)), box.get_rect(), border_radius=10)
        pygame.draw.rect(box, (*theme.PANEL_BORDER, int(255 * fade)), box.get_rect(), 2, border_radius=10)
        surface.blit(box, rect)
        if fade < 0.6:
            return
        x, y = rect.left + pad, rect.top + pad
        moon = art.token(self.phase, title_font.get_height())
        surface.blit(moon, (x, y))
        surface.blit(title_font.render(words.name(words.PHASE_TITLES, self.phase), True, theme.TEXT),
                     (x + moon.get_width() + 8, y))
        y += head_h
        for region, rows, _height, grow, (beside, below) in blocks:
            name = words.capital(region.name)
            surface.blit(name_font.render(name, True, theme.TEXT), (x, y))
            if beside is not None:
                label = beside[0].render(beside[1], True, theme.TEXT_MUTED)
                surface.blit(label, (rect.right - pad - label.get_width(), y + 2))
            y += name_font.get_linesize()
            for line in below:
                surface.blit(small.render(line, True, theme.TEXT_MUTED), (x, y))
                y += small.get_linesize()
            top = max((row[1] for row in region.rows), default=1) or 1
            for row, lines, row_h in rows:
                self._row(surface, x, y, width - 2 * pad, chip, row, lines, top, grow, row_font, text_x, s)
                y += row_h
            y += small.get_linesize() + int(4 * s)
        label = small.render(_("Click to close"), True, theme.TEXT_MUTED)
        surface.blit(label, (rect.centerx - label.get_width() // 2, rect.bottom - pad - label.get_height()))

    @staticmethod
    def _summary_lines(region, name_font, small, width, layout):
        """Where a region's summary goes: (font, text) beside its name when it fits there whole, else the
        lines it takes under the name (a long one, in Russian at 1024x640, was cut with "…")."""
        room = width - name_font.size(words.capital(region.name))[0] - 12
        fnt, summary = fit_line(region.summary, room, layout.fs(15), smallest=max(10, layout.fs(12)))
        if summary == region.summary:
            return (fnt, summary), []
        return None, wrap_text(region.summary, small, width, max_lines=3)

    def _row(self, surface, x, y, width, chip, row, lines, top, grow, fnt, text_x, s):
        pack, control, _parts, place, _award = row
        left = x
        surface.blit(art.piece(pack, "alpha", chip), (x, y))
        x += chip + 6
        place_text = {0: "1", 1: "2"}.get(place, "·") if place is not None else "–"
        label = fnt.render(place_text, True, theme.TEXT)
        surface.blit(label, (x, y + (chip - label.get_height()) // 2))
        x += int(18 * s)
        bar_w = int(width * 0.16)
        full = max(2, int(bar_w * control / top * grow))
        bar = pygame.Rect(x, y + chip // 4, full, chip // 2)
        pygame.draw.rect(surface, look.pack_color(pack), bar, border_radius=3)
        pygame.draw.rect(surface, look.PIECE_EDGE, bar, 1, border_radius=3)
        number = fnt.render(str(control), True, theme.TEXT)
        surface.blit(number, (x + bar_w + 6, y + (chip - number.get_height()) // 2))
        ty = y + (chip - fnt.get_height()) // 2 if len(lines) == 1 else y
        for line in lines:
            surface.blit(fnt.render(line, True, theme.TEXT), (left + text_x, ty))
            ty += fnt.get_linesize()


def _row_text(row):
    _pack, _control, parts, _place, award = row
    text = piece_words(parts)
    if award:
        text = f"{text} → {award}" if text else award
    return text


def overlay_text(region):
    """The lines of one region in words (for tests and the log's reader)."""
    lines = [f"{region.name}: {region.summary}"]
    for pack, control, parts, _place, award in region.rows:
        lines.append(ngettext("{pack}: {n} control point", "{pack}: {n} control points", control).format(
            pack=words.pack_title(pack), n=control) + (f" ({piece_words(parts)})" if parts else "")
            + (f" → {award}" if award else ""))
    return "\n".join(lines)


__all__ = ["ScoringOverlay", "overlay_text", "piece_words", "scored_region"]
