"""The map's legend: a "?" button in the map's corner opens a small panel with each symbol of this map and this
game drawn exactly as on the map, and what it means.

Only what can be met here is listed: the symbols printed on this map's regions (mountain, mine, magic,
cavern, lost tribe...), then the markers on the map now or that a race or power in the game (the combo
column, the players' races) can place. What a marker does is read from the model's MarkerKind (defence,
immunity, shield), what a printed symbol matters to from the primitives of the races and powers in the game
that name it, so a modded ruleset's legend is right without code here.
"""

import pygame

from game.i18n import _, ngettext

from . import symbols as world_symbols
from . import theme, tokens, world_pieces
from .board_view import marker_label
from .fonts import font
from .map_layer import symbol_icon
from .widgets import Button, wrap_text

PLATE_ORDER = ("mountain", "mine", "magic", "cavern", "lost_tribe")


def _sources_naming(game, word):
    """Names of the races and powers in the game whose abilities name `word` (a feature or terrain)."""
    names = []
    for part in _parts_in_play(game):
        for primitive in part.primitives:
            values = primitive.p.values()
            if any(v == word or (isinstance(v, (list, tuple, set, frozenset)) and word in v) for v in values):
                name = _(part.name)
                if name not in names:
                    names.append(name)
                break
    return names


def _parts_in_play(game):
    """The races and powers of the combo column and of the players' races (each once)."""
    seen = []
    pairs = [(c.race, c.power) for c in game.combos]
    pairs += [(t.race, t.power) for p in game.players for t in p.tribes()]
    for race, power in pairs:
        for part in (race, power):
            if part is not None and part not in seen:
                seen.append(part)
    return seen


def _plate_text(game, symbol):
    label = {"mountain": _("Mountain"), "lost_tribe": _("Lost tribe")}.get(symbol)
    if label is None:   # a classic feature, or a Warcraft world's symbol (its letter regions: "letter_S"...)
        word = _(theme.FEATURE_LABELS.get(symbol) or world_symbols.LABELS.get(symbol.split("_")[0], symbol))
        label = word[:1].upper() + word[1:]
    if symbol == "lost_tribe":
        return _("Lost tribe: its tokens hold the region from the start of the game")
    size = symbol.split("_", 1)[1] if symbol.startswith("letter_") else None
    if size in world_symbols.ISLAND_SIZES:      # what the letter means, not just "letter region"
        return _("{island}: an artifact or legendary place started here, face down").format(
            island=_(world_symbols.ISLAND_SIZES[size]))
    users = _sources_naming(game, symbol)
    if users:
        return _("{symbol}: matters to {names}").format(symbol=label, names=", ".join(users))
    return label


def _marker_text(game, name):
    label = marker_label(name)
    kind = game.ruleset.marker_kinds.get(name)
    does = []
    if kind is not None:
        if kind.immune:
            does.append(_("cannot be conquered"))
        if kind.defence:
            does.append(ngettext("+{n} token to conquer", "+{n} tokens to conquer", kind.defence).format(
                n=kind.defence))
        if kind.shields:
            does.append(_("its lone token cannot be replaced"))
    owners = [_(part.name) for part in _parts_in_play(game)
              if any(m.name == name for p in part.primitives for m in p.markers)]
    head = f"{label} ({', '.join(owners)})" if owners else label
    return f"{head}: {', '.join(does)}" if does else head


def legend_entries(game, plate_symbols):
    """[(kind, symbol, meaning)] of what this map and game can show: kind "plate" for a symbol printed by a
    region's name (`plate_symbols(region)`, the map layer's), "marker" for a marker piece, "item" for a
    world's card ((card kind, face up) as the symbol)."""
    printed = {s for region in game.board.regions for s in plate_symbols(region)}
    plates = [s for s in PLATE_ORDER if s in printed] + sorted(printed - set(PLATE_ORDER))
    markers = {name for name, values in game.markers.items() if any(values)}
    markers |= {m.name for part in _parts_in_play(game) for p in part.primitives for m in p.markers}
    ordered = [m for m in tokens.MARKER_ORDER if m in markers] + sorted(markers - set(tokens.MARKER_ORDER))
    return ([("plate", s, _plate_text(game, s)) for s in plates]
            + [("marker", m, _marker_text(game, m)) for m in ordered]
            + _item_entries(game))


def _item_entries(game):
    """A world's cards: the face-down "?" marker, an artifact and a legendary place (none on a classic map)."""
    kinds = {item.kind for item in game.ruleset.items.values()} if game.ruleset.items else set()
    if not kinds:
        return []
    out = [("item", ("place", False), _("Face-down marker: an artifact or a legendary place, turned face up "
                                        "for good by its region's first conquest"))]
    if "artifact" in kinds:
        out.append(("item", ("artifact", True), _("Artifact: used by the active race holding its region; it "
                                                  "moves into the region where it was used")))
    if kinds - {"artifact"}:
        out.append(("item", ("place", True), _("Legendary place: helps the active race holding its region; "
                                               "it never moves")))
    return out


class Legend:
    """The "?" button in the map's lower-left corner and the panel of symbols it opens and closes."""

    def __init__(self, plate_symbols):
        self.plate_symbols = plate_symbols      # region -> the symbols printed by its name (map layer)
        self.open = False
        self.button = Button((0, 0, 10, 10), "?", primary=False,
                             tooltip=_("Map symbols: what each one means"))
        self.rect = pygame.Rect(0, 0, 0, 0)     # the panel when open
        self.rows = []                          # (rect of the row's text, text) as last drawn
        self._cache = (None, None)

    def place(self, layout):
        side = max(26, int(34 * layout.s))
        area = layout.map
        self.button.rect = pygame.Rect(area.left + 10, area.bottom - 10 - side, side, side)
        self.button.size = layout.fs(18)
        self.button.tooltip = _("Close the map symbols") if self.open else _("Map symbols: what each one means")

    def handle(self, event, layout):
        """True when the event was the legend's (its button, or a click on the open panel)."""
        self.place(layout)
        if self.button.handle(event):
            self.open = not self.open
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.covers(event.pos):
            return True
        return False

    def covers(self, pos):
        return self.button.rect.collidepoint(pos) or (self.open and self.rect.collidepoint(pos))

    def tooltip_at(self, pos):
        return self.button.tooltip if self.button.rect.collidepoint(pos) else None

    def draw(self, surface, layout, game):
        self.place(layout)
        if self.open:
            key = (id(game), len(game.actions), layout.size, _("Map symbols"))
            if self._cache[0] != key:
                self._cache = (key, self._render(layout, game))
            pic, rows = self._cache[1]
            self.rect = pic.get_rect(bottomleft=(self.button.rect.left, self.button.rect.top - 6))
            surface.blit(pic, self.rect)
            self.rows = [(r.move(self.rect.topleft), text) for r, text in rows]
        self.button.draw(surface)

    def _render(self, layout, game):
        s = layout.s
        area = layout.map
        entries = legend_entries(game, self.plate_symbols)
        pad = int(10 * s)
        icon = max(18, int(26 * s))
        fnt = font(layout.fs(14))
        head = font(layout.fs(16), bold=True, serif=True)
        top = pad + head.get_linesize() + pad // 2
        room = area.height - self.button.rect.height - 30
        for columns in (1, 2):      # a busy game's list in two columns rather than cut at the bottom
            column_w = min((area.width - 20) // columns, int(360 * s))
            text_w = column_w - 2 * pad - icon - pad
            wrapped = [wrap_text(text, fnt, text_w) for _kind, _symbol, text in entries]
            heights = [max(icon, len(lines) * fnt.get_linesize()) + pad // 2 for lines in wrapped]
            split = _balanced_split(heights, columns)
            height = top + max(sum(heights[:split]), sum(heights[split:])) + pad
            if height <= room:
                break
        width, height = column_w * columns, min(height, room)
        pic = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(pic, theme.PANEL_BG, pic.get_rect(), border_radius=8)
        pygame.draw.rect(pic, theme.PANEL_BORDER, pic.get_rect(), 2, border_radius=8)
        pic.blit(head.render(_("Map symbols"), True, theme.TEXT), (pad, pad))
        rows = []
        y, left = top, 0
        for k, ((kind, symbol, text), lines, h) in enumerate(zip(entries, wrapped, heights, strict=True)):
            if k == split:
                y, left = top, column_w
            h -= pad // 2
            if y + h > height - pad // 2:
                continue
            center = (left + pad + icon // 2, y + h // 2)
            if kind == "plate":
                pic.blit(symbol_icon(symbol, icon), (center[0] - icon // 2, center[1] - icon // 2))
            elif kind == "item":
                card = world_pieces.item_card(*symbol, *world_pieces.card_size(icon / 28))
                pic.blit(card, card.get_rect(center=center))
            else:
                tokens.draw_marker(pic, symbol, center, icon * 0.42)
            ty = y + (h - len(lines) * fnt.get_linesize()) // 2
            x = left + pad + icon + pad
            for line in lines:
                pic.blit(fnt.render(line, True, theme.TEXT), (x, ty))
                ty += fnt.get_linesize()
            rows.append((pygame.Rect(x, y, text_w, h), text))
            y += h + pad // 2
        return pic, rows


def _balanced_split(heights, columns):
    """Where the second column starts: the split that makes the taller column shortest (one column: none)."""
    if columns == 1:
        return len(heights)
    return min(range(len(heights) + 1), key=lambda k: max(sum(heights[:k]), sum(heights[k:])))
