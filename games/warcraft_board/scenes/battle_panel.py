"""The battle in progress, over the top of the map: where, the round and phase, each side's seats, and
every die of the wave shown against its roller's Strength for the phase (a hit lit, a miss grey; a natural
1 under Unstoppable Strike marked ×2), the casualties each side still owes."""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.fonts import font
from game.ui.text import fit_text
from games.warcraft_board.ui import look

from . import action_words, words

HIT = (250, 244, 226)
MISS = (120, 112, 104)


def draw_battle_panel(surface, layout, game, view):
    battle = game.battle
    if battle is None:
        return None
    s = layout.s
    area = layout.map
    width = min(area.width - 20, int(560 * s))
    small = font(layout.fs(13))
    bold = font(layout.fs(15), bold=True)
    die = max(18, int(26 * s))
    sides = [side for side in ("defenders", "attackers") if battle.sides.get(side)]
    height = bold.get_linesize() + len(sides) * (die + small.get_linesize() + 6) + 12
    rect = pygame.Rect(area.centerx - width // 2, area.top + 8, width, height)
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (30, 24, 20, 225), box.get_rect(), border_radius=8)
    surface.blit(box, rect)
    pygame.draw.rect(surface, look.BATTLE, rect, 2, border_radius=8)
    title = _("Battle in {space}").format(space=action_words.space_name(game, battle.space))
    if battle.round:
        title += " · " + _("round {n}").format(n=battle.round)
    if battle.phase:
        title += " · " + words.t(words.PHASES, battle.phase)
    surface.blit(bold.render(fit_text(title, bold, width - 16), True, theme.BAR_TEXT), (rect.left + 8, rect.top + 4))
    y = rect.top + 6 + bold.get_linesize()
    for side in sides:
        seats = battle.sides.get(side, [])
        names = ", ".join(action_words.seat_name(game, seat) for seat in seats)
        label = (_("Attackers: {names}") if side == "attackers" else _("Defenders: {names}")).format(names=names)
        owed = (battle.owed or {}).get(side)
        if owed:
            label += " · " + _("casualties to remove: {n}").format(n=owed)
        surface.blit(small.render(fit_text(label, small, width - 16), True, (236, 224, 200)), (rect.left + 8, y))
        y += small.get_linesize()
        x = rect.left + 8
        for d in battle.dice:
            if d.seat not in seats:
                continue
            strength = game.strength(d.seat, battle.phase) if battle.phase else None
            x = _draw_die(surface, (x, y), die, d, strength, game) + 4
            if x > rect.right - die:
                break
        if not any(d.seat in seats for d in battle.dice):
            surface.blit(small.render(_("no dice this wave"), True, MISS), (x, y + (die - small.get_height()) // 2))
        y += die + 6
    return rect


def _draw_die(surface, pos, size, d, strength, game):
    x, y = pos
    r = pygame.Rect(x, y, size, size)
    color = look.race_color(game.race_of(d.seat)) if d.seat >= 0 else look.NEUTRAL_COLOR
    face = HIT if d.hit else MISS
    pygame.draw.rect(surface, face, r, border_radius=max(3, size // 6))
    pygame.draw.rect(surface, color, r, 3, border_radius=max(3, size // 6))
    ink = theme.TEXT if d.hit else (230, 226, 220)
    fnt = font(max(10, int(size * 0.6)), bold=True)
    text = fnt.render(str(d.face), True, ink)
    surface.blit(text, (r.centerx - text.get_width() // 2, r.centery - text.get_height() // 2))
    right = r.right
    small = font(max(9, int(size * 0.38)), bold=True)
    if strength is not None:
        tag = small.render(f"≤{strength}", True, (236, 224, 200))
        surface.blit(tag, (right + 1, r.top))
        right += tag.get_width() + 1
    if d.casualties and d.casualties > 1:
        tag = small.render("×2", True, look.LIT)
        surface.blit(tag, (r.right + 1, r.bottom - tag.get_height()))
    return right
