"""Warcraft's New game screen: the scenario (the main game or one of the four scenarios, each with its seat
count and races), the seats (a person or a computer and its level; in the main game for two a race or a
random one) and Start.

Start writes the game file's document (`warcraft_board-game`), reads it with WARCRAFT.parse_setup (a
refusal is a message here) and opens a GameSession of it through game.scenes.opening.open_game: autosaved
after every action, shown by the definition's play scene.
"""

import pygame

from game.i18n import _
from game.scenes.base import MenuScene
from game.scenes.opening import computer_name, default_level, level_name, new_seed, open_game
from game.ui import theme
from game.ui.fonts import font
from game.ui.menu_widgets import Choice
from game.ui.text import fit_text, wrap_text
from game.ui.widgets import Button
from games.warcraft_board.model.gamefile import dealt_races
from games.warcraft_board.model.values import shipped_values
from games.warcraft_board.ui.pieces import piece_picture
from kernel import envelope

from . import words

SCENARIO_ORDER = ("main", "elf_gate", "necromancer_march", "prisoners", "nordrassil")
SCENARIO_SEATS = {"main": (2, 4), "elf_gate": (3,), "necromancer_march": (2,), "prisoners": (2,),
                  "nordrassil": (4,)}
SCENARIO_RACES = {"elf_gate": ("humans", "orcs", "undead"), "necromancer_march": ("humans", "undead"),
                  "prisoners": ("orcs", "night_elves"), "nordrassil": ("humans", "orcs", "night_elves", "undead")}
RACE_CHOICES = ("random", "humans", "orcs", "night_elves", "undead")
# The turn limit (rules E11, the game file's options.turn_cap), in game turns; 0: none, the board game's own
# ending only (two careful players may then play on for ever once the Mines and Forests are spent).
TURN_CAPS = (0, 20, 30, 50)


class WarcraftSetupScene(MenuScene):
    def __init__(self, app, back=None):
        super().__init__(app)
        self.back = back
        self.scenario = "main"
        self.count = 2
        self.kinds = ["human", "ai", "ai", "ai"]
        self.levels = [None, None, None, None]
        self.races = ["random"] * 4
        self.turn_cap = 0
        self.note = None
        self.widgets = {}
        self.buttons = {}

    # ------------------------------------------------------------------ the setup

    def level_choices(self):
        from ..definition import WARCRAFT

        return tuple(WARCRAFT.ai_levels or ("random",))

    def seat_race(self, seat):
        """The race a seat plays as the screen shows it (None: drawn or dealt at random)."""
        fixed = SCENARIO_RACES.get(self.scenario)
        if fixed:
            return fixed[seat]
        if self.count == 2 and self.races[seat] != "random":
            return self.races[seat]
        return None

    def seat_name(self, seat):
        if self.kinds[seat] == "ai":
            return computer_name(seat)
        people = [k for k in range(self.count) if self.kinds[k] != "ai"]
        return _("Player {n}").format(n=people.index(seat) + 1) if seat in people else _("Player")

    def document(self, seed=None):
        players = []
        for seat in range(self.count):
            entry = {"name": self.seat_name(seat), "kind": self.kinds[seat]}
            if self.kinds[seat] == "ai":
                entry["level"] = self.levels[seat] or default_level(self.level_choices())
            if self.scenario == "main" and self.count == 2 and self.races[seat] != "random":
                entry["race"] = self.races[seat]
            players.append(entry)
        from ..definition import WARCRAFT

        body = {"scenario": self.scenario, "seed": new_seed() if seed is None else seed, "players": players}
        if self.scenario == "main" and not any("race" in entry for entry in players):
            # Rb: the races are dealt to the players blindly, so a person is not always the Humans
            body["races"] = dealt_races(shipped_values(), self.count, body["seed"])
        if self.turn_cap:
            body["options"] = {"turn_cap": self.turn_cap}
        return envelope.wrap(WARCRAFT.id, WARCRAFT.version, body)

    def start(self):
        from game.game_session import GameSession
        from game.settings import saved_animation_speed

        from ..definition import WARCRAFT

        if self.scenario == "main" and self.count == 2:
            chosen = [r for r in self.races[:2] if r != "random"]
            if len(chosen) == 2 and chosen[0] == chosen[1]:
                self.note = _("Two players cannot lead the same race.")
                return None
        setup, problems = WARCRAFT.parse_setup(self.document(), _("the new game"))
        errors = [p for p in problems if not p.warning]
        if setup is None or errors:
            self.note = "; ".join(f"{p.where}: {p.what}" for p in errors[:2]) or _("The game refused its setup.")
            return None
        # the pace the player last chose (the play screen's Speed button keeps it in the settings)
        session = GameSession(WARCRAFT, setup, speed=saved_animation_speed())
        open_game(self.app, session)
        return session

    # ------------------------------------------------------------------ layout

    def lay_out(self, w, h):
        s = self.s
        m = self.margin
        size = max(13, int(16 * s))
        row_h = max(30, int(42 * s))
        self.fonts = (font(max(20, int(34 * s)), bold=True, serif=True), font(size), font(size, bold=True))
        top = m + self.fonts[0].get_linesize() + int(10 * s)
        self.panel = pygame.Rect(m, top, w - 2 * m, h - top - m - int(70 * s))
        inner = self.panel.inflate(-int(36 * s), -int(30 * s))
        label_w = int(inner.width * 0.2)
        x = inner.left + label_w
        y = inner.top
        self.widgets = {}
        scen = [(key, words.t(words.SCENARIOS, key)) for key in SCENARIO_ORDER]
        self.widgets["scenario"] = Choice((x, y, inner.right - x, row_h), scen, self.scenario, size=size,
                                          condensed=True)
        self.rows = {"scenario": y}
        y += row_h + int(6 * s)
        self.text_top = y
        y += int(self.fonts[1].get_linesize() * 2.2)
        counts = SCENARIO_SEATS[self.scenario]
        self.widgets["count"] = Choice((x, y, int(200 * s), row_h),
                                       [(n, str(n)) for n in counts], self.count, size=size)
        self.rows["count"] = y
        y += row_h + int(14 * s)
        self.seat_rows = []
        levels = self.level_choices()
        for seat in range(self.count):
            row = pygame.Rect(inner.left, y, inner.width, row_h)
            kind_w = int(inner.width * 0.26)
            kx = inner.left + label_w
            kinds = [("human", _("Person")), ("ai", _("Computer"))]
            self.widgets[f"kind{seat}"] = Choice((kx, y, kind_w, row_h), kinds, self.kinds[seat], size=size,
                                                 condensed=True)
            rx = kx + kind_w + int(12 * s)
            if self.kinds[seat] == "ai":
                level = self.levels[seat] or default_level(levels)
                self.widgets[f"level{seat}"] = Choice((rx, y, int(inner.width * 0.24), row_h),
                                                      [(v, level_name(v)) for v in levels], level, size=size,
                                                      condensed=True)
            rx2 = rx + int(inner.width * 0.24) + int(12 * s)
            if self.scenario == "main" and self.count == 2:
                options = [(r, _("Random") if r == "random" else words.race_short(r)) for r in RACE_CHOICES]
                self.widgets[f"race{seat}"] = Choice((rx2, y, inner.right - rx2, row_h), options, self.races[seat],
                                                     size=size, condensed=True)
            self.seat_rows.append((seat, row, rx2))
            y += row_h + int(8 * s)
        y += int(6 * s)
        caps = [(n, str(n) if n else _("None")) for n in TURN_CAPS]
        self.widgets["cap"] = Choice((x, y, int(320 * s), row_h), caps, self.turn_cap, size=size)
        self.rows["cap"] = y
        bh, by, bsize = self.button_row(h)[1], self.button_row(h)[0], self.button_row(h)[2]
        specs = [("start", _("Start"), True), ("back", _("Back"), False)]
        x = w - m
        self.buttons = {}
        for key, label, primary in specs:
            bw = font(bsize, bold=True).size(label)[0] + int(50 * s)
            self.buttons[key] = Button((x - bw, by, bw, bh), label, size=bsize, primary=primary)
            x -= bw + int(12 * s)

    # ------------------------------------------------------------------ input

    def handle(self, event):
        self._layout(self.app.screen.get_size())
        for key, button in self.buttons.items():
            if button.handle(event):
                if key == "start":
                    self.start()
                else:
                    self.return_to(self.back)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.return_to(self.back)
            return
        for key, widget in list(self.widgets.items()):
            value = widget.handle(event)
            if value is None:
                continue
            self.note = None
            if key == "scenario":
                self.scenario = value
                self.count = SCENARIO_SEATS[value][0]
            elif key == "count":
                self.count = value
            elif key.startswith("kind"):
                self.kinds[int(key[4:])] = value
            elif key.startswith("level"):
                self.levels[int(key[5:])] = value
            elif key.startswith("race"):
                self.races[int(key[4:])] = value
            elif key == "cap":
                self.turn_cap = value
            self.relayout()
            return

    # ------------------------------------------------------------------ drawing

    def draw(self, surface):
        w, h = self.begin_draw(surface)
        s = self.s
        title, body, bold = self.fonts
        surface.blit(title.render(_("New game: Warcraft"), True, theme.TEXT_LIGHT), self.head_pos)
        pygame.draw.rect(surface, theme.PANEL_BG, self.panel, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.panel, 2, border_radius=10)
        inner = self.panel.inflate(-int(36 * s), -int(30 * s))
        surface.blit(bold.render(_("Scenario"), True, theme.TEXT), (inner.left, self.rows["scenario"] + 6))
        text = _(words.SCENARIO_TEXTS[self.scenario])
        for k, line in enumerate(wrap_text(text, body, inner.width - int(inner.width * 0.2), max_lines=2)):
            surface.blit(body.render(line, True, theme.TEXT_MUTED),
                         (inner.left + int(inner.width * 0.2), self.text_top + k * body.get_linesize()))
        surface.blit(bold.render(_("Players"), True, theme.TEXT), (inner.left, self.rows["count"] + 6))
        for seat, row, _race_x in self.seat_rows:
            race = self.seat_race(seat)
            chip = row.height - 6
            surface.blit(piece_picture(race, "melee", chip), (row.left, row.top + 3))
            label = self.seat_name(seat)
            if race is not None and not (self.scenario == "main" and self.count == 2):
                label += " · " + words.race_short(race)
            elif race is None and not (self.scenario == "main" and self.count == 2):
                label += " · " + _("race dealt")
            room = int(inner.width * 0.2) - chip - 10
            surface.blit(body.render(fit_text(label, body, room), True, theme.TEXT),
                         (row.left + chip + 6, row.centery - body.get_height() // 2))
        cap = self.widgets["cap"].rect
        surface.blit(bold.render(_("Turn limit"), True, theme.TEXT), (inner.left, self.rows["cap"] + 6))
        from games.warcraft_board.model.scoring import VP_SCENARIOS

        if not self.turn_cap:
            words_cap = _("The game ends by its own rules only.")
        elif self.scenario in VP_SCENARIOS:
            words_cap = _("At the end of that game turn the most VP wins.")
        else:
            words_cap = _("At the end of that game turn the game is drawn.")
        surface.blit(body.render(fit_text(words_cap, body, inner.right - cap.right - int(14 * s)), True,
                                 theme.TEXT_MUTED), (cap.right + int(14 * s), cap.centery - body.get_height() // 2))
        for widget in self.widgets.values():
            widget.draw(surface)
        if self.note:
            surface.blit(bold.render(fit_text(self.note, bold, w - 2 * self.margin), True, theme.DANGER),
                         (self.margin, self.panel.bottom + int(8 * s)))
        for button in self.buttons.values():
            button.draw(surface)
