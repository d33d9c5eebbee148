"""One pack's board on screen (§1.4 of the rules): its terrain tiles (each showing its face up, its back
face in its corner), the bonus tokens it holds, the six areas in taking order (left to right) with
what still covers each cell and what the emptied cells reveal, and what it has won so far.

    panel = PackBoardPanel()
    panel.draw(surface, rect, game, seat, s, marks)      # marks: PanelMarks, what the play screen lights
    panel.hit(pos)          ("tile", i) | ("bonus_terrain",) | ("area", area) | None
    panel.tooltip(pos)      the words for what is under the mouse

The picture is drawn once for each state of the board (`key`: the game, its action count, the seat,
the marks, the size, the language, the colours) and blitted on every other frame.
"""

from dataclasses import dataclass, field

import pygame

from game.i18n import _, generation, ngettext
from game.ui import theme
from game.ui.fonts import fit_line, font

from . import icons, look, words
from . import pieces as art

AREAS = ("spread", "speed", "howl", "lairs", "hunt", "wolves")
ATTRIBUTES = ("spread", "speed", "howl")
PAPER = theme.PANEL_BG
CELL_COVERED = (226, 214, 186)
CELL_OPEN = (252, 248, 236)
INK = theme.TEXT
MUTED = theme.TEXT_MUTED
PAY = look.LIT
CHOSEN = (255, 255, 255)


@dataclass(frozen=True)
class PanelMarks:
    """What the play screen lights on the board of the seat putting an action together."""
    pay_terrain: str | None = None          # the terrain being paid: tiles showing it are lit
    pay_tiles: frozenset = frozenset()      # the tiles chosen to flip
    pay_bonus: int = 0                      # bonus terrain tokens chosen
    areas: frozenset = frozenset()          # attribute areas a den may come from now
    area: str | None = None                 # the one chosen
    extra: tuple = field(default=())        # anything else the key must hold

    def key(self):
        return (self.pay_terrain, tuple(sorted(self.pay_tiles)), self.pay_bonus, tuple(sorted(self.areas)),
                self.area, self.extra)


class PackBoardPanel:
    def __init__(self):
        self._picture = None
        self._key = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.spots = []             # [(local Rect, hit)] of the last picture
        self.tips = []              # [(local Rect, text)]

    # ------------------------------------------------------------------ on screen

    def draw(self, surface, rect, game, seat, s, marks=PanelMarks()):
        rect = pygame.Rect(rect)
        key = (id(game), len(game.actions), seat, rect.size, round(s, 3), marks.key(), generation(),
               look.colorblind())
        if key != self._key or self._picture is None:
            self._key = key
            self._picture = self._render(rect.size, game, seat, s, marks)
        self.rect = rect
        surface.blit(self._picture, rect)

    def hit(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for spot, what in self.spots:
            if spot.collidepoint(local):
                return what
        return None

    def tooltip(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for spot, text in self.tips:
            if spot.collidepoint(local):
                return text
        return None

    def tile_rect(self, tile):
        """Where tile `tile` is on screen (for tests and the pointer)."""
        for spot, what in self.spots:
            if what == ("tile", tile):
                return spot.move(self.rect.topleft)
        return None

    def spot_rect(self, what):
        for spot, found in self.spots:
            if found == what:
                return spot.move(self.rect.topleft)
        return None

    # ------------------------------------------------------------------ the picture

    def _render(self, size, game, seat, s, marks):
        w, h = size
        picture = pygame.Surface(size)
        picture.fill(PAPER)
        pygame.draw.rect(picture, theme.PANEL_BORDER, picture.get_rect(), 2, border_radius=6)
        self.spots, self.tips = [], []
        board = game.boards[seat]
        values = game.values
        pad = max(5, int(8 * s))
        pack = board.pack
        # the header: who, and the score if the game ended now
        head = font(max(12, int(16 * s)), bold=True, serif=True)
        score = board.score(values)
        vp = _("{n} VP").format(n=score["total"])
        vp_label = head.render(vp, True, INK)
        picture.blit(vp_label, (w - pad - vp_label.get_width(), pad))
        name = game.players[seat]["name"]
        title = _("{name} — {pack}").format(name=name, pack=words.pack(pack))
        fnt, shown = fit_line(title, w - 3 * pad - vp_label.get_width() - int(24 * s), max(12, int(16 * s)),
                              bold=True, serif=True)
        chip = int(22 * s)
        picture.blit(art.piece(pack, "alpha", chip), (pad, pad + (head.get_linesize() - chip) // 2))
        picture.blit(fnt.render(shown, True, INK), (pad + chip + 4, pad))
        self.tips.append((pygame.Rect(w - pad - vp_label.get_width(), pad, vp_label.get_width(), head.get_linesize()),
                          _score_words(score)))
        y = pad + head.get_linesize() + max(2, int(3 * s))
        y = self._tiles(picture, game, board, seat, pad, y, w, s, marks)
        y = self._areas(picture, game, board, pad, y, w, h, s, marks)
        self._held(picture, game, board, pad, y, w, h, s, marks)
        return picture

    def _tiles(self, picture, game, board, seat, pad, y, w, s, marks):
        values = game.values
        small = font(max(10, int(12 * s)))
        room = w - 2 * pad
        step = room / 6.0
        radius = max(8, min(int(step / 1.95), int(26 * s)))
        tw, th = icons.tile(board.up(values, 0), board.down(values, 0), radius).get_size()
        label_h = small.get_linesize()
        for t in range(6):
            up, down = board.up(values, t), board.down(values, t)
            picture_t = icons.tile(up, down, radius, board.pack if t == 0 else None)
            x = pad + int(step * t + (step - tw) / 2)
            spot = pygame.Rect(x, y, tw, th + label_h)
            lit = marks.pay_terrain is not None and up == marks.pay_terrain
            chosen = t in marks.pay_tiles
            if lit or chosen:
                back = pygame.Rect(x - 2, y - 2, tw + 4, th + label_h + 2)
                pygame.draw.rect(picture, CHOSEN if chosen else theme.mix(PAPER, PAY, 0.55), back, border_radius=5)
                pygame.draw.rect(picture, look.PIECE_EDGE if chosen else theme.darker(PAY, 0.3), back,
                                 2 if chosen else 1, border_radius=5)
            picture.blit(picture_t, (x, y))
            if chosen and t:            # it will flip: a curved arrow on its corner
                _flip_mark(picture, (x + int(radius * 0.28), y + int(radius * 0.3)), max(6, int(radius * 0.42)))
            label = words.terrain(up)
            fnt, shown = fit_line(label, int(step) - 2, max(10, int(12 * s)), smallest=9)
            text = fnt.render(shown, True, INK)
            picture.blit(text, (x + (tw - text.get_width()) // 2, y + th))
            self.spots.append((spot, ("tile", t)))
            if t == 0:
                tip = _("Home tile: {terrain} on both faces. Paying with it changes nothing.").format(
                    terrain=words.terrain(up))
            else:
                tip = _("Tile {n}: shows {up}; its back is {down}. Paying with it flips it.").format(
                    n=t, up=words.terrain(up), down=words.terrain(down))
            if lit and not chosen:
                tip += "\n" + _("Click to pay with it.")
            elif chosen:
                tip += "\n" + _("Chosen to pay: click to pay without it.")
            self.tips.append((spot, tip))
        return y + th + label_h + max(3, int(5 * s))

    def _areas(self, picture, game, board, pad, y, w, h, s, marks):
        values = game.values
        label_font = font(max(11, int(14 * s)), bold=True)
        vp_font = font(max(10, int(13 * s)), bold=True)
        vp_w = vp_font.size(_("{n} VP").format(n=12))[0] + 4
        label_w = min(int(w * 0.25), max(label_font.size(words.area(a))[0] for a in AREAS) + 6)
        gap = max(2, int(3 * s))
        room = w - 2 * pad - label_w - vp_w - 6
        footer = max(18, int(24 * s))
        rows_room = h - y - pad - footer
        cell = max(14, min(int(54 * s), room // 8 - gap, rows_room // 6 - gap))
        number = font(max(10, int(cell * 0.5)), bold=True)
        tiny = font(max(9, int(cell * 0.3)))
        score = board.score(values)
        for area in AREAS:
            row = pygame.Rect(pad, y, w - 2 * pad, cell)
            choosable = area in marks.areas
            if choosable or area == marks.area:
                band = row.inflate(4, 2)
                pygame.draw.rect(picture, CHOSEN if area == marks.area else theme.mix(PAPER, PAY, 0.5), band,
                                 border_radius=4)
                pygame.draw.rect(picture, look.PIECE_EDGE, band, 2 if area == marks.area else 1, border_radius=4)
            fnt, shown = fit_line(words.area(area), label_w - 4, max(11, int(14 * s)), bold=True, smallest=9)
            label = fnt.render(shown, True, INK)
            picture.blit(label, (pad + 2, y + (cell - label.get_height()) // 2))
            x = pad + label_w
            for cell_state in _cells(game, board, area):
                box = pygame.Rect(x, y, cell, cell)
                self._cell(picture, box, board.pack, cell_state, number, tiny, game)
                x += cell + gap
            vp = vp_font.render(_("{n} VP").format(n=score[area]), True, INK if score[area] else MUTED)
            picture.blit(vp, (w - pad - vp.get_width(), y + (cell - vp.get_height()) // 2))
            self.spots.append((row, ("area", area)))
            self.tips.append((row, _area_words(game, board, area, score[area])))
            y += cell + gap
        return y

    def _cell(self, picture, box, pack, state, number, tiny, game):
        kind, shown, current, reward = state
        if kind == "covered":
            pygame.draw.rect(picture, CELL_COVERED, box, border_radius=3)
            pygame.draw.rect(picture, theme.mix(CELL_COVERED, INK, 0.35), box, 1, border_radius=3)
            px = int(box.width * 0.92)
            piece = art.piece(pack, shown, px)
            picture.blit(piece, (box.centerx - px // 2, box.centery - px // 2))
            if reward:
                r = max(7, box.width // 3)
                icon = icons.bonus_terrain(r) if reward == "bonus_terrain" else icons.bonus_action(r)
                picture.blit(icon, (box.right - r + 2, box.top - 2))
            return
        if kind == "prey":
            pygame.draw.rect(picture, CELL_OPEN, box, border_radius=3)
            picture.blit(art.token(shown, box.width), box.topleft)
        else:
            pygame.draw.rect(picture, CELL_OPEN if kind == "open" else theme.mix(PAPER, CELL_OPEN, 0.4), box,
                             border_radius=3)
            color = INK if kind == "open" else theme.mix(MUTED, PAPER, 0.35)
            text = number.render(str(shown), True, color)
            picture.blit(text, (box.centerx - text.get_width() // 2, box.centery - text.get_height() // 2))
        edge = look.pack_color(pack) if current else theme.mix(CELL_OPEN, INK, 0.3)
        pygame.draw.rect(picture, look.PIECE_EDGE if current else edge, box, 1, border_radius=3)
        if current:
            pygame.draw.rect(picture, look.pack_color(pack), box.inflate(-2, -2), max(2, box.width // 10),
                             border_radius=3)

    def _held(self, picture, game, board, pad, y, w, h, s, marks):
        """The bonus tokens held, the scoring tokens won (their 1st-place VP count at the end), the VP tokens."""
        values = game.values
        count = font(max(11, int(14 * s)), bold=True)
        px = max(14, int(20 * s))
        y = max(y, h - pad - px - 2)
        x = pad
        for token, picture_fn in (("bonus_terrain", icons.bonus_terrain), ("bonus_action", icons.bonus_action)):
            held = getattr(board, token)
            shown = f"×{held}"
            if token == "bonus_terrain" and marks.pay_bonus:
                shown = f"{marks.pay_bonus}/{held}"
            label = count.render(shown, True, INK if held else MUTED)
            spot = pygame.Rect(x - 2, y - 2, px + label.get_width() + 8, px + 4)
            if token == "bonus_terrain" and marks.pay_terrain is not None and held:
                chosen = marks.pay_bonus > 0
                pygame.draw.rect(picture, CHOSEN if chosen else theme.mix(PAPER, PAY, 0.55), spot, border_radius=5)
                pygame.draw.rect(picture, look.PIECE_EDGE, spot, 2 if chosen else 1, border_radius=5)
            token_picture = picture_fn(px)
            if not held:
                token_picture = token_picture.copy()
                token_picture.set_alpha(90)
            picture.blit(token_picture, (x, y))
            picture.blit(label, (x + px + 3, y + (px - label.get_height()) // 2))
            self.spots.append((spot, (token,)))
            if token == "bonus_terrain":
                tip = ngettext("{n} bonus terrain token: each pays one tile of any terrain.",
                               "{n} bonus terrain tokens: each pays one tile of any terrain.", held).format(n=held)
                if marks.pay_terrain is not None and held:
                    tip += "\n" + _("Click to pay with one more (or none).")
            else:
                tip = ngettext("{n} bonus action token: discard it for one more action this turn.",
                               "{n} bonus action tokens: discard one for one more action this turn.",
                               held).format(n=held)
            self.tips.append((spot, tip))
            x = spot.right + int(8 * s)
        small = max(12, int(16 * s))
        start = x
        for kind in board.scoring_tokens:
            picture.blit(art.token(kind, small), (x, y + (px - small) // 2))
            x += small + 1
        if board.scoring_tokens:
            x += 4
        vp_tokens = " + ".join(str(v) for v in board.vp_tokens)
        text = _("VP tokens: {tokens}").format(tokens=vp_tokens) if board.vp_tokens else ""
        if text:
            fnt2, shown = fit_line(text, w - pad - x, max(10, int(13 * s)), smallest=9)
            label = fnt2.render(shown, True, MUTED)
            picture.blit(label, (x, y + (px - label.get_height()) // 2))
            x += label.get_width()
        if x > start:
            self.tips.append((pygame.Rect(start, y, x - start, px), _(
                "Won so far: scoring tokens as first in a region ({first} VP at the end) and VP tokens as second "
                "or tied first ({second} VP).").format(first=sum(values.first_value[k] for k in board.scoring_tokens),
                                                       second=sum(board.vp_tokens))))


def _flip_mark(surface, center, r):
    """A small white disc with a dark turning arrow: this tile is flipped by the payment."""
    import math
    cx, cy = center
    pygame.draw.circle(surface, look.PIECE_EDGE, center, r + 1)
    pygame.draw.circle(surface, (255, 255, 255), center, r)
    arc = [(cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55)
           for a in (math.radians(d) for d in range(-200, 61, 20))]
    pygame.draw.lines(surface, look.PIECE_EDGE, False, arc, max(2, r // 4))
    end = arc[-1]
    tip = r * 0.4
    x, y = end
    head = [(x + tip, y - tip * 0.2), (x - tip * 0.5, y - tip), (x - tip * 0.3, y + tip * 0.6)]
    pygame.draw.polygon(surface, look.PIECE_EDGE, head)


def _cells(game, board, area):
    """[(kind, shown, current, reward)] of an area's cells in taking order: kind "covered" (shown: the piece
    kind still on it), "open" (shown: its value or VP), "prey" (shown: the species hunted), "empty" (a hunt
    cell not filled yet, shown: its VP); `current`: the cell whose number counts now; `reward`: the token
    emptying a covered cell gives."""
    values = game.values
    out = []
    if area in ATTRIBUTES:
        taken = board.dens[area]
        for i, value in enumerate(values.attributes[area]):
            if i == 0 or i <= taken:
                out.append(("open", value, i == taken, None))
            else:
                out.append(("covered", "den", False, values.row_rewards.get(i + 1)))
        return out
    if area == "lairs":
        for i, vp in enumerate(values.lair_vp):
            taken = i < board.lairs
            out.append(("open", vp, i == board.lairs - 1, None) if taken else ("covered", "lair", False, None))
        return out
    if area == "hunt":
        vps = values.hunt_vp[board.side]
        for i, vp in enumerate(vps):
            if i < len(board.hunt):
                out.append(("prey", board.hunt[i], i == len(board.hunt) - 1, None))
            else:
                out.append(("empty", vp, False, None))
        return out
    emptied = [i for i, present in enumerate(board.wolves) if not present]
    best = max(emptied, default=None)
    for i, present in enumerate(board.wolves):
        if present:
            out.append(("covered", values.wolf_cells[i], False, None))
        else:
            out.append(("open", values.wolves_vp[i], i == best, None))
    return out


def _score_words(score):
    return _("If the game ended now: regions {regions}, VP tokens {tokens}, Spread {spread}, Speed {speed}, "
             "Howl {howl}, lairs {lairs}, hunt {hunt}, wolves {wolves}: {total} VP.").format(
        regions=score["regions"], tokens=score["vp_tokens"], spread=score["spread"], speed=score["speed"],
        howl=score["howl"], lairs=score["lairs"], hunt=score["hunt"], wolves=score["wolves"], total=score["total"])


def _area_words(game, board, area, vp):
    text = words.name(words.AREA_HELP, area)
    if area in ATTRIBUTES:
        value = board.attribute(game.values, area)
        text += " " + _("Now {value}.").format(value=value)
        taken = board.dens[area]
        if taken < 4:
            text += " " + _("The next den taken from here raises it to {value}.").format(
                value=game.values.attributes[area][taken + 1])
        else:
            text += " " + _("No den is left here.")
    return text + " " + _("It scores {n} VP now.").format(n=vp)
