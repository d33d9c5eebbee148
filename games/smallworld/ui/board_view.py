"""The board with its tokens, as the in-game screen and the replay viewer both show it.

`BoardView(board)` owns the cached `MapLayer` and the geometry of one screen
rectangle (region outlines and token anchors relative to it); while the window is
being resized the map is the last render scaled, and it is rendered again once the
size settles (ui.settle). `picture(game, key)` is the static map with every stack
and marker of a game painted on it, cached by the caller's key so a frame costs one
blit; `glow(r, ...)` is a cached tinted outline of a region for hover and highlights.
What stands where comes from the model only (`stack_of`, `region_markers`), so a
replayed state looks exactly like the same state in play; `region_text` is what a
region's tooltip says about it.
"""

import pygame

from game.i18n import _, generation, ngettext
from game.ui import theme
from game.ui.settle import Settling
from game.ui.text import combo_name, effect_text, region_summary

from ..model import LOST_TRIBE
from ..narrate import tokens as tokens_word
from . import tokens, world_pieces
from .map_layer import MapLayer, region_picture


def region_markers(game, r):
    """{marker name: count} of the markers in region r."""
    return {name: values[r] for name, values in game.markers.items() if values[r]}


def stack_of(game, r):
    """(race_id, count, owner, declined) of what stands in region r, or None."""
    occ = game.occupant[r]
    n = game.tokens[r]
    if occ is None or n <= 0:
        return None
    if occ is LOST_TRIBE:
        return ("lost_tribe", n, None, True)
    return (occ.id, n, occ.owner, occ.declined)


def region_text(game, r, extra=None):
    """What region r's tooltip says: its name, terrain and features; who stands there (the holder's race and
    power, "Bob's Flying Orcs", or "Bob's declined Orcs") and the markers the first line does not already
    name; `extra` (what the player can do there now); then what the holder can do: an active race's and its
    power's abilities, or for a declined race only what still works in decline (so hovering an opponent's
    stack teaches it, and never tells a declined race's lost abilities)."""
    summary = region_summary(game, r)
    lines = [summary]
    abilities = []
    stack = stack_of(game, r)
    if stack is not None:
        race, n, owner, declined = stack
        if race == "lost_tribe":
            who = _("Lost tribe") if game.ruleset.natives_id == race else _(game.ruleset.natives_name)
        else:
            tribe = game.occupant[r]
            holder = game.players[owner].name
            combo = combo_name(tribe.race, tribe.power)
            who = (_("{who}'s declined {race}") if declined else _("{who}'s {combo}")).format(
                who=holder, race=combo, combo=combo)
            abilities = holder_abilities(tribe)
        lines.append(ngettext("{who}: {n} token", "{who}: {n} tokens", n).format(who=who, n=n))
    said = summary.split(" — ", 1)[-1].lower()
    shown = {k: v for k, v in region_markers(game, r).items()
             if v > 1 or marker_label(k).lower() not in said}     # a mountain region's mountain is said once
    if game.board.is_world:    # a Warcraft world's pieces: one line each, with what it does (ui.world_pieces)
        lines += world_pieces.piece_lines(game, r, region_markers(game, r), marker_label)
        shown = {}
    markers = [f"{marker_label(k)}{f' ×{v}' if v > 1 else ''}" for k, v in shown.items()]
    if markers:
        lines.append(", ".join(markers))
    if extra:
        lines.append(extra)
    if abilities:
        lines += [""] + abilities
    return "\n".join(lines)


def marker_label(name):
    """A marker's name for players ('Troll lair'); a marker of a newer ruleset without one in ui.tokens gets
    its id in words ('wisp_wall': 'Wisp wall')."""
    return _(tokens.MARKER_LABELS.get(name) or name.replace("_", " ").capitalize())


def holder_abilities(tribe):
    """Lines on what a tribe on the map can do: 'Race: text' and 'Power: text' while active; in decline
    only the effects that still work (or that none does)."""
    if not tribe.declined:
        lines = [f"{_(tribe.race.name)}: {_(tribe.race.text)}"]
        if tribe.power is not None:
            lines.append(f"{_(tribe.power.name)}: {_(tribe.power.text)}")
        return lines
    still = [effect_text(p) for p in tribe.effects.all]
    if not still:
        return [_("In decline: its abilities no longer work; each region still scores.")]
    return [_("In decline, still works: {what}").format(what="; ".join(still))]


def cost_words(breakdown):
    """'Cost: 2 + 1 mountain + 1 token = 4' from the model's cost_breakdown, in the window's language."""
    parts = [str(breakdown.base)]
    for name, n in breakdown.defence:
        what = tokens_word(abs(n)) if name == "tokens" else _("{n} {what}").format(
            n=abs(n), what=marker_label(name).lower())
        parts.append(f"{'+' if n >= 0 else '−'} {what}")
    for source, n in breakdown.changes:
        parts.append(f"{'+' if n >= 0 else '−'} " + _("{n} {what}").format(n=abs(n), what=_(source)))
    return _("Cost: {sum} = {total}").format(sum=" ".join(parts), total=breakdown.total)


def paint_tokens(surf, game, anchors, scale, overrides=None):
    """Every region's markers and token stack onto surf (anchors in surf's pixels).

    overrides: {region: (race_id, count, owner, declined, markers)} drawn instead of the model's.
    """
    theme.learn_races(game.ruleset)
    overrides = overrides or {}
    for r in range(len(game.board)):
        if r in overrides:
            race, n, owner, declined, markers = overrides[r]
        else:
            stack = stack_of(game, r)
            race, n, owner, declined = stack if stack else (None, 0, None, False)
            markers = region_markers(game, r)
        at = anchors[r]
        if markers:
            tokens.draw_markers(surf, at, markers, scale)
        if race is not None and n > 0:
            tokens.draw_stack(surf, at, race, n, owner, declined, scale)
        elif r not in overrides and isinstance(getattr(game.occupant[r], "owner", None), int):
            tokens.draw_owner_badge(surf, at, game.occupant[r].owner, scale)     # held with no token (a Champion)
            if race == "lost_tribe" and game.ruleset.natives_id != race:    # a world's natives: Murlocs
                world_pieces.draw_natives_face(surf, at, tokens.chip_radius(scale))
        world_pieces.draw_items(surf, game, r, at, scale, tokens.chip_radius(scale))


class BoardView:
    """A board laid out in one screen rectangle: map picture, hit-testing, tokens, glows."""

    def __init__(self, board):
        self.board = board
        self.layer = MapLayer(board)
        self.area = None
        self.map_surface = None
        self.rough = False          # map_surface is the last render scaled (the window is being resized)
        self._language = None       # the i18n generation map_surface was placed in
        self.polys = []             # region outlines in area pixels
        self.anchors = []           # token anchors in area pixels
        self._picture = (None, None)
        self._glow = {}
        self._settling = Settling()

    def place(self, area):
        """Lay the map out in `area` (a screen Rect); True when anything changed.

        Call it every frame: while the area's size keeps changing the map is the last render
        scaled (`rough`), and once the size has settled (settle.SETTLE_SECONDS) it is rendered
        at full quality for that size.
        """
        area = pygame.Rect(area)
        moving = self._settling.moving(area.size)
        if self.area == area and self.map_surface is not None and not (self.rough and not moving) \
                and self._language == generation():     # a new language: the region names drawn again
            return False
        self.area = area
        self._language = generation()
        if moving and self.layer.rendered_size not in (None, area.size):
            self.map_surface = self.layer.rough_surface_for(area.size)
            self.rough = True
        else:
            self.map_surface = self.layer.surface_for(area.size)
            self.rough = False
        self.layer.origin = area.topleft
        ox, oy = area.topleft
        n = len(self.board)
        self.polys = [[(x - ox, y - oy) for x, y in self.layer.region_outline(i)] for i in range(n)]
        self.anchors = [(lambda p: (p[0] - ox, p[1] - oy))(self.layer.anchor_screen(i)) for i in range(n)]
        self._picture = (None, None)
        self._glow = {}
        return True

    @property
    def token_scale(self):
        return self.layer.token_scale

    def anchor_screen(self, r):
        return self.layer.anchor_screen(r)

    def region_at(self, pos):
        if self.area is None or not self.area.collidepoint(pos):
            return None
        return self.layer.region_at(pos)

    def invalidate(self):
        """Forget the token picture (the game it showed has changed or been replaced)."""
        self._picture = (None, None)

    def picture(self, game, key, under=None, overrides=None, over=None):
        """The map with game's tokens, cached by `key`; `under`/`over` paint before/after the tokens."""
        full_key = (self.area.size if self.area else None, key)
        cached_key, surf = self._picture
        if cached_key == full_key and surf is not None:
            return surf
        surf = self.map_surface.copy()
        if under is not None:
            under(surf)
            if not self.rough:      # the names stay readable over the outlines and tints painted under
                self.layer.paint_plates(surf)
        paint_tokens(surf, game, self.anchors, self.token_scale, overrides)
        if over is not None:
            over(surf)
        self._picture = (full_key, surf)
        return surf

    def glow(self, r, color, alpha=70, width=3):
        """A cached tint-and-outline picture of region r: (surface, topleft in screen pixels)."""
        key = (r, color, alpha, width)
        pic = self._glow.get(key)
        if pic is None:
            layer, (left, top) = region_picture(self.polys[r], color, alpha, width)
            ox, oy = self.area.topleft
            pic = (layer, (left + ox, top + oy))
            if len(self._glow) > 400:
                self._glow.clear()
            self._glow[key] = pic
        return pic

    def draw_glow(self, surface, r, color, alpha=70, width=3):
        pic, pos = self.glow(r, color, alpha, width)
        surface.blit(pic, pos)
