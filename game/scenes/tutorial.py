"""The guided first game: the in-game screen with a coach ("Learn to play" on the title screen).

`TutorialScene` is the in-game screen (game.scenes.play.PlayScene, which it extends: the lesson is
a real game, played with the real modes) on the lesson's scripted game (game.tutorial). Its coach
(game.tutorial.coach.Coach) is the screen's `coach`: PlayScene.submit asks it before sending an
action, so only the step's action goes through and anything else is refused with the lesson's
reason. The coach's card takes the place of the game log in the side panel, so it never covers the
map it teaches on: the step's title and text, and Next on a reading step. What the step asks to
click glows: a region, a combo card, a button of the action bar or of the expand-or-decline panel.

The menu offers Rules, Start over, Leave and Keep playing. The lesson is saved after every action
and step (the coach's progress file, not the autosave: Continue is for the player's own games), and
the title's "Continue lesson" resumes it. The last step is a closing card pointing to New game.
"""

import pygame

from game import audio
from game.i18n import _
from game.tutorial.coach import Coach, forget_progress, load_progress, new_session
from game.tutorial.lesson import STEPS

from ..ui import theme
from ..ui.dialogs import Dialog
from ..ui.fonts import fitting_font, font
from ..ui.widgets import Button, fit_text, wrap_text
from . import registry
from .play import PlayScene

GLOW = (120, 224, 255)         # what the step asks to click: a light blue, apart from the gold and orange of costs


class TutorialScene(PlayScene):
    """The lesson (see the module docstring). `fresh`: start again instead of resuming."""

    def __init__(self, app, fresh=False, threaded=True):
        resumed = None if fresh else load_progress(threaded=threaded)
        session, step = resumed if resumed else (new_session(threaded=threaded), 0)
        super().__init__(app, session)
        self.coach = Coach(session, step)
        self.next_button = Button((0, 0, 10, 10), _("Next"), hotkey=pygame.K_RETURN)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.closing_shown = False
        audio.attach(session.bus)

    # ------------------------------------------------------------------ scene hooks

    def leave(self):
        super().leave()
        if not self._coming_back:     # away on Rules, the lesson goes on listening
            self.coach.close()

    def undo_reason(self):
        return _("Undo is off during the lesson")

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                self.to_title()
            elif key == "restart":
                forget_progress()
                registry.show(self.app, "tutorial", fresh=True)
            elif key == "rules":
                self.visit("rules")
        self.dialog = Dialog(_("Menu"), _("Leave the lesson: Continue lesson on the title screen resumes it at "
                                          "this step. Start over plays it again from the beginning."),
                             [("rules", _("Rules"), False), ("restart", _("Start over"), False),
                              ("leave", _("Leave"), False), ("stay", _("Keep playing"), True)],
                             choose, width=760, default="stay")

    def show_closing(self):
        """The lesson's last card: on to a real game, or back to the title."""
        def choose(key):
            self.dialog = None
            registry.show(self.app, "setup" if key == "new" else "title")
        self.closing_shown = True
        self.dialog = Dialog(self.coach.title(), self.coach.text(),
                             [("new", _("New game"), True), ("title", _("Title screen"), False)], choose, width=620)

    # ------------------------------------------------------------------ the loop

    def handle(self, event):
        if self.dialog is None and self.pass_to is None and self.card_rect.width:
            if self.coach.reading and self.next_button.handle(event):
                self.coach.next()
                self.sync()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.card_rect.collidepoint(event.pos):
                return     # the card is not the log under it
        super().handle(event)

    def update(self, dt):
        super().update(dt)
        self.coach.update()
        if self.coach.finished and not self.closing_shown and self.dialog is None and not self.die_rolling():
            self.show_closing()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface):
        super().draw(surface)
        if self.dialog is not None or self.pass_to is not None:
            self.card_rect = pygame.Rect(0, 0, 0, 0)
            return
        self.draw_highlight(surface)
        self.draw_card(surface)
        self.draw_tooltip(surface, self.mouse, self.tooltip_text())   # over the card too

    def draw_highlight(self, surface):
        """The glow on what the step asks to click."""
        coach = self.coach
        mode = self.mode
        w = max(3, int(round(4 * self.layout.s)))
        if mode is not None and mode.covers_map:
            slot = coach.combo()
            cards = getattr(mode, "cards", [])
            if slot is not None and slot < len(cards):
                pygame.draw.rect(surface, GLOW, cards[slot].inflate(10, 10), w + 1, border_radius=14)
            return
        for r in self.highlighted_regions():
            self.draw_glow(surface, r, GLOW, 90, w)
        for rect in self.highlighted_buttons():
            pygame.draw.rect(surface, GLOW, rect.inflate(8, 8).clip(surface.get_rect()), w, border_radius=12)

    def highlighted_regions(self):
        coach = self.coach
        r = coach.region()
        if r is not None:
            return [r]
        act = coach.step.act or {}
        active = self.game.players[coach.seat].active
        if act.get("type") == "redeploy" and active is not None and self.session.is_human_turn():
            return sorted(active.regions)
        return []

    def highlighted_buttons(self):
        rects = []
        for key in self.coach.step.buttons:
            button = self.bar.button(key) or getattr(self.mode, "buttons", {}).get(key)
            if button is not None:
                rects.append(button.rect)
        return rects

    def card_area(self):
        """Where the card goes: the game log's place in the side panel (the card stands at its top: the newest
        lines of the log stay in sight below it), under a score being shown there."""
        layout = self.layout
        _players, log = self.panel.side_rects(layout)
        pad = int(8 * layout.s)
        area = log.inflate(-2 * pad, -2 * pad)
        toast = self.toasts.rect
        if self.toasts.busy() and toast.height and toast.bottom + pad < area.bottom:   # a score: the card below it
            area.height -= toast.bottom + pad - area.top
            area.top = toast.bottom + pad
        return area

    def draw_card(self, surface):
        if self.die_rolling() or self.coach.finished:
            self.card_rect = pygame.Rect(0, 0, 0, 0)
            return
        layout = self.layout
        s = layout.s
        area = self.card_area()
        pad = int(12 * s)
        with_next = self.coach.reading
        bh = max(30, int(40 * s)) if with_next else 0
        title, text = self.coach.title(), self.coach.text()
        if self.coach.step.wait and self.session.is_ai_turn():
            text += "\n" + _("{name} is playing…").format(name=self.coach.computer())
        size = layout.fs(16)
        while True:     # the largest type that fits the place
            head, body = font(size + 3, bold=True, serif=True), font(size)
            lines = [line for part in text.split("\n") for line in wrap_text(part, body, area.width - 2 * pad)]
            h = 2 * pad + head.get_linesize() + int(6 * s) + len(lines) * body.get_linesize() + (bh + pad if bh else 0)
            if h <= area.height or size <= 11:
                break
            size -= 1
        rect = pygame.Rect(area.left, area.top, area.width, min(area.height, h))
        pygame.draw.rect(surface, theme.DIALOG_SHADOW, rect.move(2, 4), border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BG, rect, border_radius=10)
        pygame.draw.rect(surface, GLOW, rect, 3, border_radius=10)
        x, y = rect.left + pad, rect.top + pad
        counter = font(layout.fs(12)).render(f"{self.coach.index + 1}/{len(STEPS)}", True, theme.TEXT_MUTED)
        surface.blit(counter, (rect.right - pad - counter.get_width(), y))
        room = rect.width - 2 * pad - counter.get_width() - int(8 * s)     # the title ends before the counter
        title_font = fitting_font(title, room, size + 3, bold=True, serif=True)
        surface.blit(title_font.render(fit_text(title, title_font, room), True, theme.TEXT), (x, y))
        y += head.get_linesize() + int(6 * s)
        for line in lines:
            if y + body.get_linesize() > rect.bottom - (bh + pad if bh else 0):
                break
            surface.blit(body.render(line, True, theme.TEXT), (x, y))
            y += body.get_linesize()
        if with_next:
            bw = max(int(110 * s), font(layout.fs(16), bold=True).size(_("Next"))[0] + 30)
            self.next_button.rect = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - bh, bw, bh)
            self.next_button.size = layout.fs(16)
            self.next_button.label = _("Next")
            self.next_button.draw(surface)
        self.card_rect = rect
