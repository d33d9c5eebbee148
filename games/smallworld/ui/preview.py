"""A still picture of a map: what `python main.py preview MAP --out FILE.png [--ids]` saves.

Works without a window: off-screen Surfaces only (set SDL_VIDEODRIVER=dummy on a
machine without a display; pygame.display is never opened here).
"""

import pygame

from game.ui import theme
from game.ui.fonts import font

from . import tokens
from .map_layer import MapLayer, symbol_icon

MAX_SIDE = 8000    # pixels: a tall map is drawn narrower rather than taller than this


def render_preview_surface(board, show_ids=False, width=1600):
    """`board` drawn `width` pixels wide (height from the map's aspect) as a Surface; the CLI saves it with
    game.ui.images.save_png. Lost-tribe regions get a lost-tribe token, mountain regions a mountain marker,
    as at the start of a game; with `show_ids`, every region's id is written in a small tag. Neither side is
    more than MAX_SIDE pixels: a map taller than wide gets a narrower picture, never a huge one."""
    if not pygame.font.get_init():
        pygame.font.init()
    map_w, map_h = board.size
    width = max(200, min(MAX_SIDE, int(width)))
    if width * map_h / map_w > MAX_SIDE:
        width = max(200, int(MAX_SIDE * map_w / map_h))
    layer = MapLayer(board)
    # leave room for the frame so the map itself is `width` wide as nearly as possible
    frame = max(4, min(18, int(round(width * map_h / map_w * 0.014))))
    height = min(MAX_SIDE, int(round((width - 2 * frame) * map_h / map_w)) + 2 * frame)
    surface = layer.surface_for((width, height)).copy()
    scale = layer.token_scale
    for i, region in enumerate(board.regions):
        center = layer.anchor_screen(i)
        if region.terrain == "mountain":
            tokens.draw_markers(surface, center, {"mountain": 1}, scale)
        if region.lost_tribe and board.is_world:     # a world's Murloc, drawn as its symbol
            murloc = symbol_icon("murloc", 2 * tokens.chip_radius(scale))
            surface.blit(murloc, murloc.get_rect(center=(int(center[0]), int(center[1]))))
        elif region.lost_tribe:
            tokens.draw_stack(surface, center, "lost_tribe", 1, None, True, scale)
        if show_ids:
            _id_tag(surface, region.id, center, scale, layer)
    return surface


def _id_tag(surface, text, center, scale, layer):
    fnt = font(max(10, int(round(11 * scale))), bold=True)
    label = fnt.render(text, True, theme.TEXT_LIGHT)
    rect = label.get_rect()
    tag = rect.inflate(6, 2)
    # where the top marker slot is: free on a fresh board (a mountain marker takes the first slot)
    dx, dy = tokens.marker_slots(scale)[2]
    tag.center = (int(center[0] + dx), int(center[1] + dy))
    tag.clamp_ip(layer.map_rect)
    box = pygame.Surface(tag.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (30, 26, 24, 200), box.get_rect(), border_radius=3)
    surface.blit(box, tag)
    surface.blit(label, label.get_rect(center=tag.center))
