"""The pieces a Warcraft game adds on the map, and what their tooltips say.

Markers (`game.markers[name][r]`): Wisp Walls, forts, Watch Towers, military objectives, bombs
(always shown face down) and Beasts get a small vector picture of their own here (`DRAWERS`,
used by ui.tokens for the round marker piece) and a one-line explanation (`TIPS`). Artifacts and
legendary places (`game.items`: a region's [item id, face up] pairs) are drawn as little cards
beside the region's stack: a face-down card with a question mark, or face up a gold-edged card
(an artifact: a jewel; a legendary place: an arch). Their tooltip lines name them through the
ruleset's items.yaml, so a modded item needs nothing here. Nothing in this module knows a race
or a power: what a marker does comes from its MarkerKind when no line is written for it.
"""

import pygame

from game.i18n import N_, _

from ..narrate import FACTION_LABELS

_OUTLINE = (28, 22, 18)

LABELS = {   # English, marked for the catalog: shown through game.i18n._()
    "wisp_wall": N_("Wisp Wall"), "fort": N_("Fort"), "tower": N_("Watch Tower"),
    "objective": N_("Military objective"), "bomb": N_("Bomb (face down)"), "beast": N_("Beast"),
    "champion": N_("Champion piece"),
    "crossing fee": N_("crossing fee"),     # a part of a conquest's cost (conquest.cost_breakdown), not a piece
}
TIPS = {
    "wisp_wall": N_("+1 defence; stays in decline, goes when the region is conquered or emptied"),
    "fort": N_("+1 defence; stays in decline, goes when the region is conquered or emptied"),
    "tower": N_("opponents cannot conquer this region"),
    "objective": N_("a non-Horde conqueror gains 2 coins, and so does the objectives' owner"),
    "bomb": N_("revealed at the start of its owner's turn: a live bomb empties the region"),
    "beast": N_("fights, defends and redeploys like a token; lost first when the region falls"),
    "champion": N_("holds the region alone; where it stands no token is lost, and its conqueror gets a ransom"),
    "mountain": N_("+1 defence, whoever holds the region"),
}

# A race's faction (races.yaml `faction`): its word and its colour on combo cards and in the rules.
FACTION_COLOURS = {"horde": (168, 44, 36), "alliance": (44, 84, 168), "neutral": (112, 112, 96)}


def faction_label(faction):
    return _(FACTION_LABELS.get(faction) or str(faction).replace("_", " ").capitalize())


def faction_colour(faction):
    return FACTION_COLOURS.get(faction, (112, 112, 96))


def draw_faction_badge(surface, faction, center, size):
    """A rounded pill in the faction's colour with its word (`size`: the font size); returns its Rect."""
    from game.ui.fonts import font
    label = font(size, bold=True).render(faction_label(faction), True, (250, 246, 236))
    rect = label.get_rect(center=(int(center[0]), int(center[1]))).inflate(int(size * 0.9), int(size * 0.25))
    pygame.draw.rect(surface, _OUTLINE, rect.inflate(2, 2), border_radius=rect.height // 2)
    pygame.draw.rect(surface, faction_colour(faction), rect, border_radius=rect.height // 2)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect

# ---------------------------------------------------------------- marker pictures

def _poly(surface, color, pts, width):
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, _OUTLINE, pts, max(1, int(width)))


def _draw_wisp_wall(surface, cx, cy, r):
    # a glowing wisp: a pale green flame over a ring of light
    for k, alpha in ((1.0, (150, 230, 190)), (0.7, (200, 250, 225)), (0.4, (250, 255, 250))):
        pygame.draw.circle(surface, alpha, (cx, cy + r * 0.1), r * 0.62 * k)
    flame = [(cx, cy - r * 1.0), (cx + r * 0.32, cy - r * 0.35), (cx, cy - r * 0.1), (cx - r * 0.32, cy - r * 0.35)]
    pygame.draw.polygon(surface, (120, 210, 170), flame)
    ring = (cx - r * 0.95, cy + r * 0.45, r * 1.9, r * 0.5)
    pygame.draw.ellipse(surface, (60, 140, 120), ring, max(1, int(r * 0.14)))


def _draw_fort(surface, cx, cy, r):
    # a wooden palisade: five sharpened stakes and a crossbeam
    w = r * 0.36
    for k in range(5):
        x = cx + (k - 2) * w
        top = cy - r * (0.85 if k % 2 == 0 else 0.7)
        _poly(surface, (170, 122, 72), [(x - w / 2, cy + r * 0.8), (x - w / 2, top + w * 0.5), (x, top),
                                        (x + w / 2, top + w * 0.5), (x + w / 2, cy + r * 0.8)], r * 0.1)
    pygame.draw.line(surface, (96, 64, 36), (cx - r * 0.95, cy + r * 0.1), (cx + r * 0.95, cy + r * 0.1),
                     max(2, int(r * 0.18)))


def _draw_tower(surface, cx, cy, r):
    # a slim stone watch tower with a lit window and a pointed roof
    body = [(cx - r * 0.38, cy + r * 0.9), (cx - r * 0.3, cy - r * 0.35), (cx + r * 0.3, cy - r * 0.35),
            (cx + r * 0.38, cy + r * 0.9)]
    _poly(surface, (190, 184, 172), body, r * 0.12)
    _poly(surface, (60, 90, 150), [(cx - r * 0.48, cy - r * 0.3), (cx, cy - r * 1.05), (cx + r * 0.48, cy - r * 0.3)],
          r * 0.12)
    pygame.draw.rect(surface, (250, 210, 90), (cx - r * 0.1, cy - r * 0.15, r * 0.2, r * 0.3))


def _draw_objective(surface, cx, cy, r):
    # a war banner on a pole: the prize of a conquest
    pygame.draw.line(surface, _OUTLINE, (cx - r * 0.45, cy + r * 0.95), (cx - r * 0.45, cy - r * 0.95),
                     max(2, int(r * 0.16)))
    _poly(surface, (70, 110, 190), [(cx - r * 0.4, cy - r * 0.9), (cx + r * 0.8, cy - r * 0.9),
                                    (cx + r * 0.5, cy - r * 0.45), (cx + r * 0.8, cy),
                                    (cx - r * 0.4, cy)], r * 0.1)
    pygame.draw.circle(surface, (250, 220, 110), (cx + r * 0.12, cy - r * 0.45), r * 0.2)


def _draw_bomb(surface, cx, cy, r):
    # a black round bomb with a lit fuse and a question mark: live or dud, nobody knows yet
    pygame.draw.circle(surface, (36, 34, 38), (cx, cy + r * 0.15), r * 0.72)
    pygame.draw.circle(surface, (120, 118, 128), (cx - r * 0.25, cy - r * 0.1), r * 0.16)
    pygame.draw.line(surface, (150, 110, 60), (cx + r * 0.35, cy - r * 0.4), (cx + r * 0.6, cy - r * 0.85),
                     max(2, int(r * 0.14)))
    pygame.draw.circle(surface, (250, 170, 40), (cx + r * 0.62, cy - r * 0.9), r * 0.18)
    mark = pygame.font.Font(None, max(10, int(r * 1.2))).render("?", True, (240, 236, 226))
    surface.blit(mark, mark.get_rect(center=(int(cx + r * 0.05), int(cy + r * 0.22))))


def _draw_beast(surface, cx, cy, r):
    # a paw print: a pad and four toes
    ink = (92, 60, 36)
    pygame.draw.ellipse(surface, ink, (cx - r * 0.5, cy - r * 0.05, r * 1.0, r * 0.85))
    for dx, dy in ((-0.62, -0.2), (-0.24, -0.62), (0.24, -0.62), (0.62, -0.2)):
        pygame.draw.ellipse(surface, ink, (cx + (dx - 0.17) * r, cy + (dy - 0.22) * r, r * 0.34, r * 0.44))


def _draw_champion(surface, cx, cy, r):
    # a golden crown: three points over a band
    gold, ink = (236, 190, 60), (96, 64, 20)
    points = [(cx - r * 0.7, cy + r * 0.45), (cx - r * 0.7, cy - r * 0.35), (cx - r * 0.35, cy + r * 0.05),
              (cx, cy - r * 0.6), (cx + r * 0.35, cy + r * 0.05), (cx + r * 0.7, cy - r * 0.35),
              (cx + r * 0.7, cy + r * 0.45)]
    pygame.draw.polygon(surface, gold, points)
    pygame.draw.polygon(surface, ink, points, max(1, int(r * 0.12)))


DRAWERS = {"wisp_wall": _draw_wisp_wall, "fort": _draw_fort, "tower": _draw_tower,
           "objective": _draw_objective, "bomb": _draw_bomb, "beast": _draw_beast, "champion": _draw_champion}
TINTS = {"wisp_wall": (210, 240, 226), "fort": (232, 210, 170), "tower": (200, 214, 236),
         "objective": (236, 226, 196), "bomb": (226, 96, 64), "beast": (224, 196, 150),
         "champion": (250, 236, 190)}


# ---------------------------------------------------------------- artifacts and legendary places

def card_size(scale):
    """(w, h) in pixels of an item's card on the map (never too small to tell apart at 1024x640)."""
    h = max(18.0, 28.0 * scale)
    return int(h * 0.74), int(h)


def _card(kind, face_up, w, h):
    card = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(card, (0, 0, 0, 80), body.move(2, 3), border_radius=3)
    if not face_up:
        pygame.draw.rect(card, (58, 44, 88), body, border_radius=3)
        pygame.draw.rect(card, (196, 170, 90), body, 1, border_radius=3)
        mark = pygame.font.Font(None, max(12, int(h * 0.85))).render("?", True, (236, 214, 130))
        card.blit(mark, mark.get_rect(center=body.center))
        return card
    pygame.draw.rect(card, (246, 236, 206), body, border_radius=3)
    pygame.draw.rect(card, (200, 150, 40), body, max(1, w // 9), border_radius=3)
    cx, cy = w / 2, h / 2
    if kind == "artifact":      # a faceted jewel
        pts = [(cx, cy - h * 0.3), (cx + w * 0.3, cy - h * 0.05), (cx, cy + h * 0.3), (cx - w * 0.3, cy - h * 0.05)]
        pygame.draw.polygon(card, (190, 40, 60), pts)
        pygame.draw.polygon(card, _OUTLINE, pts, 1)
        pygame.draw.line(card, (250, 190, 200), (cx - w * 0.1, cy - h * 0.12), (cx, cy - h * 0.22), 1)
    else:                       # a standing stone arch
        arch = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.56))
        arch.midbottom = (int(cx), int(cy + h * 0.3))
        pygame.draw.rect(card, (120, 110, 100), arch, border_top_left_radius=arch.width // 2,
                         border_top_right_radius=arch.width // 2)
        door = arch.inflate(-arch.width // 2, -arch.height // 3)
        door.bottom = arch.bottom
        pygame.draw.rect(card, (70, 150, 200), door, border_top_left_radius=door.width // 2,
                         border_top_right_radius=door.width // 2)
    return card


_cards = {}


def item_card(kind, face_up, w, h):
    """An item's card picture (`kind`: "artifact" or "place"), cached by its look and size."""
    key = (kind, bool(face_up), w, h)
    card = _cards.get(key)
    if card is None:
        card = _cards[key] = _card(kind, bool(face_up), w, h)
    return card


def draw_items(surface, game, r, center, scale, chip):
    """The cards of the artifacts and legendary places lying in region r, fanned just below its stack
    (`chip`: the radius of a token chip, ui.tokens.chip_radius)."""
    entries = game.items.get(r) if game.items else None
    if not entries:
        return []
    w, h = card_size(scale)
    defs = game.ruleset.items
    x = center[0] - w / 2 + (len(entries) - 1) * w * 0.3
    y = center[1] + chip * 0.7
    rects = []
    for k, (item, face_up) in enumerate(entries):
        kind = defs[item].kind if item in defs else "place"
        card = item_card(kind, face_up, w, h)
        rect = card.get_rect(topleft=(int(x - k * w * 0.6), int(y + k * h * 0.12)))
        surface.blit(card, rect)
        rects.append(rect)
    return rects


# ---------------------------------------------------------------- tooltip lines

def marker_tip(game, name):
    """One line on what a marker does: written above, else from its kind (defence, immunity)."""
    if name in TIPS:
        return _(TIPS[name])
    kind = game.ruleset.marker_kinds.get(name)
    if kind is None:
        return ""
    if kind.immune:
        return _("opponents cannot conquer this region")
    if kind.defence:
        return _("+{n} defence").format(n=kind.defence)
    return ""


def item_lines(game, r):
    """A line for each artifact or legendary place in region r: its name and ability, or that it lies
    face down until the region's first conquest."""
    defs = game.ruleset.items
    lines = []
    for item, face_up in (game.items.get(r) or ()) if game.items else ():
        if not face_up or item not in defs:
            lines.append(_("Face-down marker: an artifact or legendary place, revealed by the first conquest"))
            continue
        item_def = defs[item]
        what = _("artifact") if item_def.kind == "artifact" else _("legendary place")
        lines.append(_("{name} ({what}): {text}").format(name=_(item_def.name), what=what, text=_(item_def.text)))
    return lines


def piece_lines(game, r, markers, label):
    """The tooltip's lines for region r's world pieces: a line per marker that has an explanation
    ('Wisp Wall: +1 defence'), then its items. `markers`: {name: count} to explain; `label`: a
    marker's name for players (board_view.marker_label)."""
    lines = []
    for name, n in markers.items():
        tip = marker_tip(game, name)
        head = label(name) + (f" ×{n}" if n > 1 else "")
        lines.append(f"{head}: {tip}" if tip else head)
    return lines + item_lines(game, r)


# ---------------------------------------------------------------- Harmony (on the players panel)

def harmony_of(game, seat):
    """(giver seat, coins) of the Harmony this seat holds (it pays them before attacking the giver), or None."""
    return (getattr(game, "harmony", None) or {}).get(seat)


def draw_harmony(surface, center, radius, colour):
    """A small round Harmony token in the giver's colour: two interlocking halves, yin-yang like."""
    cx, cy = center
    pygame.draw.circle(surface, _OUTLINE, (cx, cy), radius + 1)
    pygame.draw.circle(surface, (250, 246, 236), (cx, cy), radius)
    pygame.draw.circle(surface, colour, (cx, cy), radius, draw_top_right=True, draw_bottom_right=True)
    pygame.draw.circle(surface, colour, (cx, cy - radius // 2), max(1, radius // 2))
    pygame.draw.circle(surface, (250, 246, 236), (cx, cy + radius // 2), max(1, radius // 2))


def harmony_tip(game, seat):
    giver, coins = harmony_of(game, seat)
    return _("Holds {giver}'s Harmony: pays {giver} {n} coins before attacking his races").format(
        giver=game.players[giver].name, n=coins)


# ---------------------------------------------------------------- a ruleset's own natives (the Murlocs)

_natives = {}


def draw_natives_face(surface, center, chip):
    """The natives' face (the map symbol's Murloc) over the emblem of their stack's top chip (`chip`: the
    chip's radius, ui.tokens.chip_radius)."""
    size = int(chip * 2)
    pic = _natives.get(size)
    if pic is None:
        from . import symbols
        pic = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        pygame.draw.circle(pic, (64, 132, 128), (c, c), chip * 0.74)
        symbols.draw(pic, "murloc", c, chip * 0.7)
        _natives[size] = pic
    surface.blit(pic, pic.get_rect(center=(int(round(center[0])), int(round(center[1])))))

