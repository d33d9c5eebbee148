"""The map's legend: a "?" button in the map's corner opens a small panel with each symbol of this map and this
game drawn exactly as on the map, and what it means.

Only what can be met here is listed, each once: the symbols printed on this map's regions (mountain, mine,
magic, cavern, lost tribe...), then the markers on the map now or that a race or power in the game (the combo
column, the players' races) can place; a symbol that is also a marker (the mountain: the badge by the name
and the token on the region) is one row. A printed symbol says what it does by itself, then each race, power
or card of the ruleset that names it, with its own rule text (magic: Wizards' +1 coin); a marker says what it
does from the model's MarkerKind (defence, immunity, shield). All of it is read from the ruleset, so a modded
ruleset's legend is right without code here.
"""

import pygame

from game.i18n import _, ngettext
from game.ui import theme
from game.ui.fonts import font
from game.ui.widgets import Button, wrap_text

from . import symbols as world_symbols
from . import tokens, world_pieces
from .board_view import marker_label
from .map_layer import symbol_icon

PLATE_ORDER = ("mountain", "mine", "magic", "cavern", "lost_tribe")
NATIVES = ("lost_tribe", "murloc")      # the plate of a region whose natives hold it from the start


def _names(value, word):
    return value == word or (isinstance(value, (list, tuple, set, frozenset)) and word in value)


def _ruleset_parts(game):
    """Every race, power and card the ruleset deals (each can come up in this game), in file order."""
    ruleset = game.ruleset
    return ([ruleset.races[r] for r in ruleset.deck_races] + [ruleset.powers[p] for p in ruleset.deck_powers]
            + [ruleset.items[i] for i in ruleset.deck_items])


def _users(game, word):
    """'Name: its rule text' of each race, power and card of the ruleset whose abilities name `word`
    (a feature or terrain): what the symbol means to whoever holds it."""
    return [_("{name}: {text}").format(name=_(part.name), text=_(part.text)) for part in _ruleset_parts(game)
            if any(_names(v, word) for primitive in part.primitives for v in primitive.p.values())]


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


def _plate_label(symbol):
    label = {"mountain": _("Mountain"), "lost_tribe": _("Lost tribe")}.get(symbol)
    if label is None:   # a classic feature, or a Warcraft world's symbol (its letter regions: "letter_S"...)
        word = _(theme.FEATURE_LABELS.get(symbol) or world_symbols.LABELS.get(symbol.split("_")[0], symbol))
        label = word[:1].upper() + word[1:]
    return label


def _plate_text(game, symbol):
    """What a printed symbol means: its own effect (a marker of the same name's, the natives', an entry
    region's), else that it has none; then, a line each, the abilities of the ruleset that use it."""
    label = _plate_label(symbol)
    if symbol == "lost_tribe":
        head = _("Lost tribe: its tokens hold the region from the start of the game")
    elif symbol in NATIVES:
        head = _("{natives}: holds the region from the start of the game").format(natives=label)
    elif symbol.startswith("letter_") and symbol[len("letter_"):] in world_symbols.ISLAND_SIZES:
        return _("{island}: an artifact or legendary place started here, face down").format(   # what the letter means
            island=_(world_symbols.ISLAND_SIZES[symbol[len("letter_"):]]))
    elif symbol == "entry" and game.ruleset.entry == "entry_regions":
        fee = game.ruleset.crossing_fee
        head = _("{symbol}: where a race enters the map (its first conquest), on any island; it may conquer "
                 "any of them later").format(symbol=label)
        if fee:
            head += ngettext(", +{n} token (crossing fee) if none of its regions is next to it",
                             ", +{n} tokens (crossing fee) if none of its regions is next to it", fee).format(n=fee)
    elif symbol in game.ruleset.marker_kinds:         # the mountain: its token's effect
        head = _marker_text(game, symbol)
    else:
        head = _("{symbol}: no effect of its own").format(symbol=label)
    return "\n".join([head] + _users(game, symbol))


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
        swappers = [_(part.name) for part in _ruleset_parts(game)
                    if any(p.name == "sorcery" for p in part.primitives)]   # sorcery is what a shield stops
        if kind.shields and swappers:
            does.append(_("a lone token in its region cannot be swapped ({names})").format(names=", ".join(swappers)))
    owners = [_(part.name) for part in _parts_in_play(game)
              if any(m.name == name for p in part.primitives for m in p.markers)]
    head = f"{label} ({', '.join(owners)})" if owners else label
    return f"{head}: {'; '.join(does)}" if does else head


def legend_entries(game, plate_symbols):
    """[(kind, symbol, meaning)] of what this map and game can show, each symbol once: kind "plate" for a
    symbol printed by a region's name (`plate_symbols(region)`, the map layer's; a marker of the same name,
    the mountain token, is told there), "marker" for a marker piece, "item" for a world's card ((card kind,
    face up) as the symbol)."""
    printed = {s for region in game.board.regions for s in plate_symbols(region)}
    plates = [s for s in PLATE_ORDER if s in printed] + sorted(printed - set(PLATE_ORDER))
    markers = {name for name, values in game.markers.items() if any(values)}
    markers |= {m.name for part in _parts_in_play(game) for p in part.primitives for m in p.markers}
    markers -= printed
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
            # the first paragraph says what the symbol is; the next ones (the abilities using it) are muted
            wrapped = [[(line, i > 0) for i, paragraph in enumerate(text.split("\n"))
                        for line in wrap_text(paragraph, fnt, text_w)] for _kind, _symbol, text in entries]
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
            center = (left + pad + icon // 2, y + min(h, max(icon, 2 * fnt.get_linesize())) // 2)   # by its first lines
            if kind == "plate" and symbol in game.ruleset.marker_kinds:
                # the mountain: the token on the region, and the badge by the region's name on its corner
                tokens.draw_marker(pic, symbol, (center[0] - icon // 8, center[1] - icon // 8), icon * 0.38)
                badge = symbol_icon(symbol, icon * 5 // 8)
                pic.blit(badge, badge.get_rect(center=(center[0] + icon // 4, center[1] + icon // 4)))
            elif kind == "plate":
                pic.blit(symbol_icon(symbol, icon), (center[0] - icon // 2, center[1] - icon // 2))
            elif kind == "item":
                card = world_pieces.item_card(*symbol, *world_pieces.card_size(icon / 28))
                pic.blit(card, card.get_rect(center=center))
            else:
                tokens.draw_marker(pic, symbol, center, icon * 0.42)
            ty = y + (h - len(lines) * fnt.get_linesize()) // 2
            x = left + pad + icon + pad
            for line, muted in lines:
                pic.blit(fnt.render(line, True, theme.TEXT_MUTED if muted else theme.TEXT), (x, ty))
                ty += fnt.get_linesize()
            rows.append((pygame.Rect(x, y, text_w, h), text))
            y += h + pad // 2
        return pic, rows


def _balanced_split(heights, columns):
    """Where the second column starts: the split that makes the taller column shortest (one column: none)."""
    if columns == 1:
        return len(heights)
    return min(range(len(heights) + 1), key=lambda k: max(sum(heights[:k]), sum(heights[k:])))
