"""The setup's first choice on the play screen (§3.1.7): how the seat's five dual tiles lie, all face `a`
up or all face `b` up, shown as the two rows of tiles the seat would have; a click on a row chooses it.

    panel = OrientPanel()
    panel.draw(surface, layout, game, seat)     over the map
    panel.face_at(pos)                           "a", "b" or None
"""

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.dialogs import draw_modal_panel
from game.ui.fonts import font
from game.ui.widgets import draw_text, wrap_text
from games.wolves.ui import icons, look, pieces, words

FACES = ("a", "b")


class OrientPanel:
    def __init__(self):
        self.rows = {}
        self.rect = None
        self.hover = None

    def face_at(self, pos):
        for face, rect in self.rows.items():
            if rect.collidepoint(pos):
                return face
        return None

    def draw(self, surface, layout, game, seat):
        s = layout.s
        area = layout.map
        values = game.values
        board = game.boards[seat]
        pad = int(18 * s)
        width = min(area.width - 2 * int(10 * s), int(700 * s))
        text_font = font(layout.fs(16))
        name = game.players[seat]["name"]
        text = _("{name}, your five dual tiles lie all with face a up or all with face b up: choose a row. "
                 "The home tile shows {home} on both faces. Each tile's back face shows in its corner.").format(
            name=name, home=words.terrain(board.pack))
        lines = wrap_text(text, text_font, width - 2 * pad)
        radius = max(12, min(int(30 * s), int((width - 2 * pad - int(110 * s)) / 6 / 1.95)))
        tile_h = icons.tile("meadow", "forest", radius).get_height()
        label_h = font(layout.fs(13)).get_linesize()
        row_h = tile_h + label_h + int(16 * s)
        title_h = font(layout.fs(22), bold=True).get_linesize()
        height = pad + title_h + len(lines) * text_font.get_linesize() + int(12 * s) + 2 * (row_h + int(10 * s)) + pad
        rect = pygame.Rect(0, 0, width, min(height, area.height - 10))
        rect.center = area.center
        self.rect = draw_modal_panel(surface, layout, rect)
        x, y = rect.left + pad, rect.top + pad
        chip = int(title_h * 0.9)
        surface.blit(pieces.piece(board.pack, "alpha", chip), (x, y))
        draw_text(surface, _("Lay out your tiles"), (x + chip + 8, y), layout.fs(22), bold=True, serif=True)
        y += title_h
        for line in lines:
            surface.blit(text_font.render(line, True, theme.TEXT), (x, y))
            y += text_font.get_linesize()
        y += int(12 * s)
        self.rows = {}
        mouse = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        label_font = font(layout.fs(17), bold=True)
        small = font(layout.fs(13))
        for face in FACES:
            row = pygame.Rect(rect.left + pad // 2, y, rect.width - pad, row_h)
            hover = row.collidepoint(mouse) or self.hover == face
            fill = theme.mix(theme.PANEL_BG, look.LIT, 0.45 if hover else 0.12)
            pygame.draw.rect(surface, fill, row, border_radius=8)
            pygame.draw.rect(surface, look.PIECE_EDGE if hover else theme.PANEL_BORDER, row, 2, border_radius=8)
            label = label_font.render(_("Face {face}").format(face=face), True, theme.TEXT)
            surface.blit(label, (row.left + int(10 * s), row.centery - label.get_height() // 2))
            index = FACES.index(face)
            tx = row.left + int(110 * s)
            step = (row.right - tx - int(8 * s)) / 6.0
            for t in range(6):
                a, b = values.tile_faces(board.pack)[t]
                up, down = (a, b) if index == 0 or t == 0 else (b, a)
                picture = icons.tile(up, down, radius, board.pack if t == 0 else None)
                px = tx + int(step * t + (step - picture.get_width()) / 2)
                surface.blit(picture, (px, row.top + int(6 * s)))
                name_label = small.render(words.terrain(up), True, theme.TEXT)
                surface.blit(name_label, (px + (picture.get_width() - name_label.get_width()) // 2,
                                          row.top + int(6 * s) + tile_h))
            self.rows[face] = row
            y += row_h + int(10 * s)
