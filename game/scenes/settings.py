"""The Settings screen: language, volumes, animation speed, player colours, interface size, and
whether ending a turn asks first. Reached from the title screen and from the in-game menu.

Every change applies at once and is remembered (game.settings): the language switches the
window's texts (game.i18n), the volumes the sound (game.audio; moving the effects' slider plays
one), the colours and the size are given to the window (settings.apply_display_settings). Back
(or Esc) returns to the screen it came from: the title, or the same game (PlayScene.enter picks
the changes up).
"""

import pygame

from game import audio, i18n
from game import settings as settings_mod
from game.i18n import N_, _
from game.ui import theme
from game.ui.fonts import font as get_font
from game.ui.menu_art import draw_heading
from game.ui.menu_widgets import Checkbox, Choice, Slider
from game.ui.widgets import Button, Tooltip, draw_seat_badge, draw_text

from .base import MenuScene

TEST_SOUND = "pick"     # what the effects' slider plays when let go
PALETTE_CHOICES = [("standard", N_("Standard")), ("colorblind", N_("Colour-blind safe"))]
PALETTE_TIP = N_("Player colours that stay apart for red–green colour blindness (blue, yellow, black, sky, "
                 "brown); every player also has an emblem of their own")
CONFIRM_LABEL = N_("Ask before ending a turn with tokens in hand or no conquest")
# (key, label, tooltip) of the rows, top to bottom
ROWS = [
    ("language", N_("Language"), N_("The language of the window; the first time, your system's")),
    ("sound_volume", N_("Sound effects"), N_("Let go of the slider to hear an effect")),
    ("music_volume", N_("Music"), N_("The music during a game")),
    ("speed", N_("Animation speed"),
     N_("How fast pieces move and computers play; new games start at this speed (the game's top bar changes it "
        "for one game)")),
    ("palette", N_("Player colours"), PALETTE_TIP),
    ("ui_scale", N_("Interface size"), N_("Bigger type and buttons; a small window keeps what fits")),
    ("confirm_end_turn", "", N_("A question before a turn ends that could still conquer")),
]


def _percent(value):
    return f"{int(round(value * 100))}%"


class SettingsScene(MenuScene):
    """The Settings screen (registry name "settings"); `back`: the scene to return to (None: the title)."""

    def __init__(self, app, back=None):
        super().__init__(app)
        self.back_scene = back
        self.settings = settings_mod.load_settings()
        self.controls = {}
        self.buttons = {}
        self.tooltip = Tooltip(size=15)
        self.mouse = (-1, -1)

    # ------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s, m = self.s, self.margin
        self.fs = max(14, int(19 * s))
        self.fs_small = max(13, int(16 * s))
        current = self.settings
        head_h = int(70 * s)
        row_h, gap = max(30, int(46 * s)), int(12 * s)
        width = min(w - 2 * m, int(940 * s))
        label_font = get_font(self.fs, bold=True)
        label_w = max(label_font.size(_(label))[0] for key, label, _tip in ROWS if label) + int(28 * s)
        panel_h = len(ROWS) * row_h + (len(ROWS) - 1) * gap
        y, bh, bfs = self.button_row(h)
        self.panel = self.titled_panel(((w - width) // 2, m + head_h, width, 0), None, padding=20)
        pad = self.panel.padding
        self.panel.rect.height = panel_h + 2 * pad
        self.panel.rect.top = max(m + head_h // 2, min(m + head_h, y - int(14 * s) - self.panel.rect.height))
        inner = self.panel.content_rect
        self.rows = {}
        self.labels = {}
        control_w = inner.width - label_w
        for i, (key, label, tip) in enumerate(ROWS):
            row = pygame.Rect(inner.left, inner.top + i * (row_h + gap), inner.width, row_h)
            self.rows[key] = (row, _(tip))
            self.labels[key] = (_(label), (row.left, row.centery))
            box = pygame.Rect(row.left + label_w, row.top, control_w, row_h)
            self.controls[key] = self._control(key, box if label else row, current)
        self.value_pos = {key: (self.rows[key][0].right, self.rows[key][0].centery)
                          for key in ("sound_volume", "music_volume")}
        self.buttons = {"back": Button((m, y, int(170 * s), bh), _("Back"), size=bfs, primary=True,
                                       tooltip=_("Back to the game (Esc)") if self.back_scene is not None
                                       else _("To the title screen (Esc)"))}

    def _control(self, key, box, current):
        s = self.s
        if key == "language":
            return Choice(box, [(code, i18n.LANGUAGE_NAMES[code]) for code in i18n.LANGUAGES], i18n.language(),
                          size=self.fs)
        if key in ("sound_volume", "music_volume"):
            number_w = get_font(self.fs, bold=True).size("100%")[0] + int(20 * s)
            return Slider(box.inflate(-number_w, 0).move(-number_w // 2, 0), current[key])
        if key == "speed":
            return Choice(box, [(v, _(label)) for v, label in settings_mod.SPEED_CHOICES], current["setup"]["speed"],
                          size=self.fs_small, tooltips={k: _(v) for k, v in settings_mod.SPEED_TIPS.items()})
        if key == "palette":
            badges_w = int(5 * 40 * s)
            self.swatch_box = pygame.Rect(box.right - badges_w, box.top, badges_w, box.height)
            return Choice(box.inflate(-badges_w - int(16 * s), 0).move(-(badges_w + int(16 * s)) // 2, 0),
                          [(v, _(label)) for v, label in PALETTE_CHOICES], current["palette"], size=self.fs_small)
        if key == "ui_scale":
            return Choice(box, [(v, _percent(v)) for v in settings_mod.UI_SCALES], current["ui_scale"],
                          size=self.fs_small)
        return Checkbox(box, _(CONFIRM_LABEL), current["confirm_end_turn"], size=self.fs)

    # ------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.go_back()
            return
        if self.buttons["back"].handle(event):
            self.go_back()
            return
        for key, control in list(self.controls.items()):
            result = control.handle(event)
            if result is not None and result is not False:
                self.change(key, result)
                return

    def change(self, key, result):
        """A control reported `result` (a Choice's value, a Slider's "changed"/"done", a Checkbox's True)."""
        control = self.controls[key]
        if key == "language":
            settings_mod.remember_language(i18n.set_language(result))   # relaid out on the next frame
        elif key in ("sound_volume", "music_volume"):
            self.change_volume(key, control.value, done=result == "done")
        elif key == "speed":
            settings_mod.remember_animation_speed(result)
        elif key == "confirm_end_turn":
            settings_mod.remember(key, control.checked)
        else:   # the look: palette, ui_scale
            settings_mod.remember(key, result)
            settings_mod.apply_display_settings()
            self.relayout()
        self.settings = settings_mod.load_settings()

    def change_volume(self, key, value, done):
        """Set a volume now; keep it once the slider is let go (and let the effects' one be heard)."""
        sound = get_audio()
        if key == "sound_volume":
            sound.set_volumes(sound=value, remember=done)
            if done:
                sound.play(TEST_SOUND)
        else:
            sound.set_volumes(music=value, remember=done)

    def go_back(self):
        self.return_to(self.back_scene)

    # ------------------------------------------------------------ drawing

    def draw(self, surface):
        w, h = self.begin_draw(surface)
        s = self.s
        draw_heading(surface, _("Settings"), self.head_pos, max(26, int(44 * s)))
        self.panel.draw(surface)
        for key, (label, pos) in self.labels.items():
            if label:
                draw_text(surface, label, pos, self.fs, theme.TEXT, bold=True, valign="middle")
            self.controls[key].draw(surface)
        for key, pos in self.value_pos.items():
            draw_text(surface, _percent(self.controls[key].value), pos, self.fs, theme.TEXT, bold=True,
                      align="right", valign="middle")
        self._draw_swatches(surface)
        for button in self.buttons.values():
            button.draw(surface)
        self._draw_tooltip(surface)

    def _draw_swatches(self, surface):
        """The five players' colours of the palette in use, as the game draws them."""
        box = self.swatch_box
        step = box.width / len(theme.PLAYER_COLORS)
        radius = int(min(step * 0.42, box.height * 0.42))
        for seat in range(len(theme.PLAYER_COLORS)):
            draw_seat_badge(surface, (int(box.left + step * (seat + 0.5)), box.centery), radius, seat, raised=True)

    def _draw_tooltip(self, surface):
        if self.mouse[0] < 0:
            return
        text = next((c.hover_tooltip() for c in self.controls.values() if isinstance(c, Choice) and c.hover_tooltip()),
                    None)
        if text is None:
            text = next((b.tooltip for b in self.buttons.values() if b.hover and b.tooltip), None)
        if text is None:
            text = next((tip for row, tip in self.rows.values() if row.collidepoint(self.mouse) and tip), None)
        if text:
            self.tooltip.size = self.fs_small
            self.tooltip.draw(surface, self.mouse, text)


def get_audio():
    """The window's sound (a function of its own: tests stand a recorder in for it)."""
    return audio.get_audio()
