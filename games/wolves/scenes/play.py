"""The Wolves' in-game screen: the hex board, each pack's board, the moon calendar and the log, and every
action by mouse.

`play_scene(app, session)` makes a `WolvesPlayScene` for a game.game_session.GameSession of The Wolves.
What a click does follows the game's phase and whose turn it is:

    orient    a person's seat chooses the face its dual tiles show (orient_panel: the two rows of tiles)
    start     the start hexes the seat may take are lit; a click puts its alpha and pack wolf there
    play      a person's turn: a click on one of the seat's wolves starts a Move (or the bar's Move,
              Build den, Upgrade to lair, Howl and Dominate buttons start that action, lighting its
              targets); the action is put together in a turn_plan.TurnPlan (its wolves, target, den
              area, push and payment) and sent with Confirm
    watch     a computer's turn: session.update() plays it at the speed chosen, its last action shown
    over      the scoring told, then the end screen (game_over.WolvesGameOverScene)

A click the rules refuse shows why (the engine's reason for the action that click would make,
refusals.refusal_text). The payment follows the engine's default until the player clicks the tiles
(or the bonus terrain token) on the pack board. Undo (the top bar, Ctrl+Z) takes back the seat's own
actions of its turn (GameSession.undo: the session then holds a new game object, adopted here).
Region scoring is told over the map by scoring_overlay.ScoringOverlay; the computer waits for it.
Every action's pieces move at the chosen speed (games/wolves/ui/motion.py, for people and computers
alike); a click or Undo ends what is still moving.
"""

import pygame

from game.i18n import _, generation, ngettext, pgettext
from game.scenes import registry
from game.scenes.session_play import SPEED_ORDER, SessionPlayScene
from game.ui import theme
from game.ui.bars import draw_strip
from game.ui.dialogs import Dialog
from game.ui.fonts import fit_line, font
from game.ui.messages import Messages
from game.ui.widgets import Button, Tooltip, wrap_text
from games.wolves.model import choices
from games.wolves.model.hexes import hex_id
from games.wolves.model.legal import has_turn_action
from games.wolves.ui import look, words
from games.wolves.ui.adapter import board_description
from games.wolves.ui.board_view import WolvesBoardView
from games.wolves.ui.calendar import scoring_regions
from games.wolves.ui.motion import BoardMotion, without
from games.wolves.ui.pack_board import PanelMarks

from . import turn_bar
from .board_marks import REGION, add_to_trail, draw_outline, plan_overlay
from .button_row import ButtonRow
from .hex_words import hex_words
from .orient_panel import OrientPanel
from .play_layout import PlayLayout
from .refusals import refusal_text
from .scoring_overlay import ScoringOverlay
from .side_panel import SidePanel
from .turn_plan import TurnPlan

SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}   # the settings' msgids
OVER_WAIT = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}
TOOLTIP_DELAY = 0.45
HOVER = (255, 250, 230)


def play_scene(app, session):
    return WolvesPlayScene(app, session)


class WolvesPlayScene(SessionPlayScene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.view = WolvesBoardView(self.game.board)
        self.side = SidePanel()
        self.orient = OrientPanel()
        self.scoring = ScoringOverlay()
        self.motion = BoardMotion(lambda: self.session.speed)
        self.messages = Messages()
        self.bar = ButtonRow()
        self.tooltip = Tooltip()
        self.dialog = None
        self.layout = None
        self.mouse = (-1, -1)
        self.still = 0.0                # seconds the mouse has rested (a tooltip waits for TOOLTIP_DELAY)
        self.hover = None
        self.plan = None
        self.viewed = None              # the seat whose board the side panel shows (None: the seat to act)
        self.shown_turn = None
        self.trail = None               # BoardOverlay: the last computer turn, shown until a person acts
        self.trail_version = 0
        self.refused = None             # [hex, seconds left]: a click the rules refused, crossed out a moment
        self.top_buttons = {}
        self._cache = {}
        self._layer = None              # the board as last drawn, with its marks (draw_board)
        self._layer_key = None
        self._hint = (None, None)       # the bar's hint as last drawn
        self._over_wait = 0.0
        self._coming_back = False
        self.finished = False
        session.bus.subscribe(self._on_event)

    # ------------------------------------------------------------------ scene hooks

    def is_animating(self):
        return (self.scoring.is_animating() or self.messages.is_animating() or self.motion.busy()
                or self.session.is_ai_turn()
                or (self.game.over and not self.finished) or self.refused is not None)

    # ------------------------------------------------------------------ the game's state, cached per action

    def version(self):
        return (id(self.game), len(self.game.actions))

    def cached(self, name, compute):
        key = self.version()
        if self._cache.get("__key") != key:
            self._cache = {"__key": key}
        if name not in self._cache:
            self._cache[name] = compute()
        return self._cache[name]

    def targets(self, kind):
        """The legal targets of an action kind for the seat to act: hexes (Dominate: (hex, kind))."""
        return self.cached(("targets", kind), lambda: self.game.legal_targets(kind, self.seat))

    def movable(self):
        return self.cached("movable", lambda: choices.movable_wolves(self.game, self.seat))

    def can_end_turn(self):
        game = self.game

        def compute():
            if game.actions_left < 1:
                return True
            return not has_turn_action(game, self.seat)
        return self.cached("can_end", compute)

    def description(self):
        return self.cached("description", lambda: board_description(self.game))

    # ------------------------------------------------------------------ events of the game

    def _on_event(self, event):
        kind = event.get("type")
        if kind == "undone":
            self.adopt_game()
        elif kind == "region_scored":
            self.scoring.add(self.session.game, event, self.session.speed)
        elif kind == "turn_started" and event.get("player") in self.session.bots:
            self.trail = None           # a computer's turn begins: its trail starts afresh
            self.trail_version += 1
        elif kind == "action_applied":
            action = event.get("action")
            if action is not None:
                self.motion.follow(self.session.game.board, self.session.last_events)
            player = action.get("player") if isinstance(action, dict) else getattr(action, "player", None)
            if player in self.session.bots:
                self.trail = add_to_trail(self.trail, self.session.last_events, self.session.game.packs[player])
            else:
                self.trail = None       # a person acted: the computer's last turn is history
            self.trail_version += 1

    def adopt_game(self):
        """The session holds a new game object (undo): drop what was derived from the old one."""
        self.game = self.session.game
        self.plan = None
        self._cache = {}
        self.motion.skip()              # Undo: what was moving is taken back with it
        self.trail = None
        self.trail_version += 1

    # ------------------------------------------------------------------ acting

    def submit(self, action):
        """Send an action of the person at the screen; a refusal is shown in their language."""
        events = self.session.submit(action)
        if events is None:
            self.messages.show(refusal_text(self.session.last_refusal) or _("That is not possible now"))
            return None
        self.plan = None
        self.messages.clear()
        return events

    def refuse(self, action, h=None):
        """Show why the engine refuses `action` (a click on hex h, which is not lit)."""
        reason = choices.refusal(self.game, action)
        if reason:
            self.messages.show(refusal_text(reason))
            if h is not None:
                self.refused = [h, 1.5]
        return reason

    def start_plan(self, kind):
        self.plan = TurnPlan(self.game, self.seat, kind)
        self.viewed = None
        self.messages.clear()

    def drop_plan(self):
        self.plan = None

    def cancel(self):
        if self.plan is None:
            return False
        plan = self.plan
        if plan.kind == "move" and plan.active is not None and plan.chosen:
            plan.active = None      # Esc steps back one choice: the wolf waiting for its destination
            return True
        self.plan = None
        return True

    def confirm(self):
        plan = self.plan
        if plan is None:
            return
        if not plan.complete():
            self.messages.show(turn_bar.plan_hint(self), "info", 3.0)
            return
        if not plan.paid_in_full():
            self.messages.show(_("Choose the tiles that pay: {n} showing {terrain}.").format(
                n=plan.units(), terrain=words.terrain(plan.terrain())), "info", 3.0)
            return
        if self.hunt_pending():
            self.messages.show(turn_bar.hunt_words(self), "info", 3.0)
            return
        options = self.hunt_options()
        plan.hunt = {species: h for species, h in plan.hunt.items() if h in options.get(species, ())}
        self.submit(plan.action())

    def bonus_action(self):
        self.submit({"type": "bonus_action", "player": self.seat})

    def end_turn(self):
        if self.game.actions_left > 0 and self.can_end_turn():
            left = self.game.actions_left

            def choose(key):
                self.dialog = None
                if key == "end":
                    self.submit({"type": "end_turn", "player": self.seat})
            text = ngettext("You have {n} action left but none is possible now: it is lost (actions are "
                            "compulsory only while one is possible).",
                            "You have {n} actions left but none is possible now: they are lost (actions are "
                            "compulsory only while one is possible).", left).format(n=left)
            self.dialog = Dialog(_("End the turn?"), text, [("end", _("End turn"), True),
                                                           ("keep", _("Keep playing"), False)], choose, width=560)
            return
        self.submit({"type": "end_turn", "player": self.seat})

    def undo(self):
        self.motion.skip()
        if self.plan is not None:
            self.plan = None
            return True
        reason = self.session.undo_reason()
        if reason:
            self.messages.show(reason, "info", 2.5)
            return False
        failure = self.session.undo()
        if failure:
            self.messages.show(failure, "info", 2.5)
            return False
        if self.game is not self.session.game:
            self.adopt_game()
        self.messages.show(_("Took back the last action."), "info", 2.0)
        return True

    def ask_menu(self):
        from games.wolves.definition import WOLVES

        def choose(key):
            self.dialog = None
            if key == "leave":
                registry.show(self.app, "title")
            elif key == "rules":
                self._coming_back = True
                self.app.switch(WOLVES.open_screen("rules", self.app, back=self))
            elif key == "save":
                from .saving import save_dialog

                self.dialog = save_dialog(self)
        buttons = [("save", _("Save as…"), False)]
        if "rules" in WOLVES.screens:
            buttons.append(("rules", _("Rules"), False))
        buttons += [("leave", _("Leave"), False), ("stay", _("Keep playing"), True)]
        if self.session.autosaver is not None:
            text = _("Return to the title screen. The game is saved after every action: Continue on the title "
                     "screen resumes it.")
        else:
            text = _("Return to the title screen. This game is not saved.")
        self.dialog = Dialog(_("Menu"), text, buttons, choose, width=760, default="stay")

    def finish(self):
        from .game_over import WolvesGameOverScene

        self.finished = True
        self._coming_back = True
        self.app.switch(WolvesGameOverScene(self.app, self.session, board=self))

    # ------------------------------------------------------------------ clicks on the board

    def click_hex(self, h, pos):
        game = self.game
        phase = game.phase
        if phase == "start":
            if h in self.cached("starts", lambda: game.legal_targets("start", self.seat)):
                self.submit({"type": "start", "player": self.seat, "hex": hex_id(h)})
            else:
                self.refuse({"type": "start", "player": self.seat, "hex": hex_id(h)}, h)
            return
        if phase != "play":
            return
        plan = self.plan
        if plan is not None and self.choose_hunt(h):
            return
        if plan is None:
            wolf = self.wolf_at(h, pos)
            if wolf is not None:
                self.start_plan("move")
                self.click_move(h, pos)
            elif self.game.actions_left > 0:
                self.messages.show(_("Click one of your wolves to move it, or choose an action below."), "info", 3.0)
            return
        if plan.kind == "move":
            self.click_move(h, pos)
        else:
            self.click_target(h, pos)

    def wolf_at(self, h, pos, exclude=()):
        """(kind, hex) of the seat's wolf under the click on hex h (of two, the one under the pointer),
        None when the seat has none there. `exclude`: wolves already chosen."""
        kinds = choices.wolves_on(self.game, self.seat, h)
        free = [k for k in kinds if (k, h) not in exclude]
        if not free:
            return None
        standing = self.game.pieces.get(h, ())
        if len(free) > 1 and self.view.layout is not None:
            for (pack, kind), picture, topleft in self.view.piece_places(h, standing):
                rect = picture.get_rect(topleft=topleft)
                if pack == self.game.packs[self.seat] and kind in free and rect.collidepoint(pos):
                    return kind, h
        return free[0], h

    def click_move(self, h, pos):
        plan = self.plan
        game = self.game
        seat = self.seat
        if plan.active is not None:
            kind, start = plan.active
            if h == start:
                plan.active = None
                if not plan.chosen:
                    self.plan = None
                return
            ends = self.move_ends()
            if h in ends:
                plan.place_active(h)
                return
            other = self.wolf_at(h, pos, exclude=[(k, a) for k, a, _b in plan.chosen])
            if other is not None and other != plan.active:
                plan.active = other
                return
            self.refuse(choices.move_action(seat, [*plan.chosen, (kind, start, h)]), h)
            return
        # no wolf waits for its destination: a click takes a chosen wolf back, picks another, or a push's end
        for i, (kind, start, end) in enumerate(plan.chosen):
            if h == end:            # its destination clicked: choose it again
                plan.drop_wolf(i)
                plan.active = (kind, start)
                return
        for i, (_kind, start, _end) in enumerate(plan.chosen):
            if h == start and not choices.wolves_on(game, seat, h)[len([c for c in plan.chosen if c[1] == h]):]:
                plan.drop_wolf(i)
                if not plan.chosen:
                    self.plan = None
                return
        for at, _to, options in self.pushes():
            if h in options and len(options) > 1:
                plan.push[at] = h
                return
        wolf = self.wolf_at(h, pos, exclude=[(k, a) for k, a, _b in plan.chosen])
        if wolf is not None:
            spread = game.boards[seat].attribute(game.values, "spread")
            if len(plan.chosen) >= spread:
                self.refuse(choices.move_action(seat, [*plan.chosen, (wolf[0], h, h)]))
                return
            plan.add_wolf(*wolf)
            return
        if plan.chosen:
            self.messages.show(_("Confirm the Move, or click another of your wolves to move it too."), "info", 3.0)

    def click_target(self, h, pos):
        plan = self.plan
        kind = plan.kind
        if kind == "upgrade" and plan.target is not None:
            for at, _to, options in self.pushes():
                if h in options and len(options) > 1:
                    plan.push[at] = h
                    return
        targets = self.targets(kind)
        if kind == "dominate":
            here = [k for t, k in targets if t == h]
            if here:
                plan.choose_target(h, self.dominated_kind(h, pos, here))
                return
            piece = next((k for _p, k in self.game.pieces.get(h, ()) if k in ("pack", "den")), "pack")
            self.refuse({"type": "dominate", "player": self.seat, "hex": hex_id(h), "kind": piece,
                         **({"area": self.first_area()} if piece == "den" else {})}, h)
            return
        if h in targets:
            plan.choose_target(h)
            return
        action = {"type": kind, "player": self.seat, "hex": hex_id(h)}
        if kind == "build":
            action["area"] = self.first_area()
        self.refuse(action, h)

    def dominated_kind(self, h, pos, kinds):
        if len(kinds) == 1 or self.view.layout is None:
            return kinds[0]
        for (pack, kind), picture, topleft in self.view.piece_places(h, self.game.pieces.get(h, ())):
            under = picture.get_rect(topleft=topleft).collidepoint(pos)
            if kind in kinds and pack != self.game.packs[self.seat] and under:
                return kind
        return kinds[0]

    def first_area(self):
        board = self.game.boards[self.seat]
        return next((a for a in ("spread", "speed", "howl") if board.dens[a] < 4), "spread")

    def areas_left(self):
        board = self.game.boards[self.seat]
        return [a for a in ("spread", "speed", "howl") if board.dens[a] < 4]

    # ------------------------------------------------------------------ what a plan shows (cached per plan state)

    def plan_key(self):
        plan = self.plan
        if plan is None:
            return None
        return (plan.kind, tuple(plan.chosen), plan.active, plan.target, plan.target_kind, plan.area,
                tuple(sorted(plan.push.items())), tuple(sorted(plan.hunt.items())))

    def move_ends(self):
        plan = self.plan
        kind, start = plan.active
        return self.cached(("ends", self.plan_key()),
                           lambda: choices.next_wolf_ends(self.game, self.seat, list(plan.chosen), kind, start))

    def pushes(self):
        plan = self.plan
        if plan is None or plan.kind not in ("move", "upgrade") or not plan.complete():
            return []
        action = plan.action(with_pay=False)
        return self.cached(("pushes", self.plan_key()), lambda: choices.planned_pushes(self.game, self.seat, action))

    def hunt_options(self):
        """{species: prey hexes} the finished plan makes the pack choose between (C7); {} when none."""
        plan = self.plan
        if plan is None or not plan.complete():
            return {}
        action = plan.action(with_pay=False)
        action.pop("hunt", None)
        key = ("hunts", self.plan_key()[:-1])
        return self.cached(key, lambda: choices.hunt_choices(self.game, self.seat, action))

    def hunt_pending(self):
        """The species whose stack is still to choose."""
        plan = self.plan
        return [species for species, hexes in self.hunt_options().items() if plan.hunt.get(species) not in hexes]

    def choose_hunt(self, h):
        """A click on one of the prey stacks to choose between: it is the one hunted. True when it was."""
        for species, hexes in self.hunt_options().items():
            if h in hexes:
                self.plan.hunt[species] = h
                return True
        return False

    # ------------------------------------------------------------------ input

    def ensure_layout(self, size=None):
        size = size or self.app.screen.get_size()
        if self.layout is None or self.layout.size != (max(640, size[0]), max(400, size[1])):
            self.layout = PlayLayout(size)
        return self.layout

    def handle(self, event):
        layout = self.ensure_layout()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.still = 0.0
            self.hover = self.view.hex_at(event.pos) if layout.map.collidepoint(event.pos) else None
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            return
        if self.dialog is not None:
            self.dialog.handle(event)
            return
        if self.scoring.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
                return
            if event.key == pygame.K_ESCAPE:
                if not self.cancel():
                    self.ask_menu()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.plan is not None:
                self.confirm()
                return
        for key, button in self.top_buttons.items():
            if button.handle(event):
                {"menu": self.ask_menu, "undo": self.undo, "speed": self.cycle_speed}[key]()
                return
        self.sync_bar(layout)
        if self.bar.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.side.log.rect.collidepoint(self.mouse):
                self.side.log.scroll(event.y * 3)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        self.motion.skip()              # a click sees the board as it stands
        pos = event.pos
        if layout.side.collidepoint(pos):
            self.click_side(pos)
            return
        if not layout.map.collidepoint(pos) or not self.my_turn():
            if layout.map.collidepoint(pos) and self.session.is_ai_turn():
                name = self.game.players[self.seat]["name"]
                self.messages.show(_("{name} is playing: wait for your turn.").format(name=name), "info", 2.0)
            return
        if self.game.phase == "orient":
            face = self.orient.face_at(pos)
            if face is not None:
                self.submit({"type": "orient", "player": self.seat, "face": face})
            return
        h = self.view.hex_at(pos)
        if h is not None:
            self.click_hex(h, pos)

    def click_side(self, pos):
        seat = self.side.tab_at(pos)
        if seat is not None:
            self.viewed = None if seat == self.seat else seat
            return
        hit = self.side.hit(pos)
        plan = self.plan
        if hit is None or plan is None or self.shown_seat() != self.seat or plan.terrain() is None:
            return
        if hit[0] == "tile":
            tiles, _held, _ways = choices.pay_options(self.game, self.seat, plan.terrain(), plan.units())
            if hit[1] in tiles:
                plan.toggle_tile(hit[1])
            else:
                up = self.game.boards[self.seat].up(self.game.values, hit[1])
                self.messages.show(_("This tile shows {up}: this action is paid with {terrain}.").format(
                    up=words.terrain(up), terrain=words.terrain(plan.terrain())), "info", 3.0)
        elif hit[0] == "bonus_terrain":
            held = self.game.boards[self.seat].bonus_terrain
            if held:
                plan.cycle_bonus(held)
        elif hit[0] == "area" and plan.needs_area() and hit[1] in self.areas_left():
            plan.area = hit[1]

    def shown_seat(self):
        if self.viewed is not None:
            return self.viewed
        seat = self.seat
        if seat is None:
            return self.game.winners[0] if self.game.winners else 0
        return seat

    # ------------------------------------------------------------------ the loop

    def update(self, dt):
        self.ensure_layout()
        if self.still < TOOLTIP_DELAY <= self.still + dt:
            self.invalidate()           # the tooltip appears now
        self.still += dt
        self.messages.update(dt)
        self.scoring.update(dt)
        self.motion.update(dt)
        if self.session.game is not self.game:
            self.adopt_game()
        self.follow_turn()
        if self.dialog is None and not self.scoring.blocking():
            self.session.update()
        if self.session.game is not self.game:
            self.adopt_game()
        self.follow_turn()
        if self.refused is not None:
            self.refused[1] -= dt
            if self.refused[1] <= 0:
                self.refused = None
        if self.game.over and not self.finished:
            self._over_wait += dt
            # the last scoring is told before the end screen at every speed (at "instant" too: no computer
            # waits for it then, but the person must see who took the full moon's regions): it closes by
            # itself or with a click
            if not self.scoring.visible() and self._over_wait >= OVER_WAIT.get(self.session.speed, 1.0):
                self.finish()

    def follow_turn(self):
        """A new turn (or setup step): the side panel shows the seat to act again; a plan of another seat goes."""
        turn = (self.seat, self.game.round, self.game.phase)
        if turn != self.shown_turn:
            self.shown_turn = turn
            self.viewed = None
            if self.plan is not None and self.plan.seat != self.seat:
                self.plan = None

    def draw(self, surface):
        layout = self.ensure_layout(surface.get_size())
        self.draw_board(surface, layout)
        if self.game.phase == "orient" and self.my_turn():
            self.orient.draw(surface, layout, self.game, self.seat)
        self.scoring.draw(surface, layout, self.view.center if self.view.layout else None)
        self.side.draw(surface, layout, self.game, self.shown_seat(), self.seat, self.session.log, self.panel_marks())
        self.draw_top(surface, layout)
        self.draw_bar(surface, layout)
        self.messages.draw(surface, layout)
        if self.dialog is not None:
            self.dialog.draw(surface, layout)
        elif self.still >= TOOLTIP_DELAY:
            self.tooltip.draw(surface, self.mouse, self.tooltip_text())

    # ------------------------------------------------------------------ the board and its marks

    def draw_board(self, surface, layout):
        """The board with its pieces and marks, drawn into a layer once for each state of what it shows and
        blitted on every other frame; the hex under the mouse is outlined over it."""
        changed = self.view.place(layout.map)
        overlay = self.board_overlay()
        refused = self.refused[0] if self.refused is not None else None
        region = self.scoring.lit_region() or self.calendar_region()
        lit = tuple(region) if isinstance(region, list) else region
        key = (self.version(), id(overlay), refused, lit, surface.get_size(), tuple(layout.map), self.view.rough,
               generation(), look.colorblind(), self.motion.version)
        if changed or key != self._layer_key or self._layer is None:
            self._layer_key = key
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size())
            layer = self._layer
            layer.fill(theme.BACKGROUND, layout.map)
            marks = overlay.marks
            marks.hover = None
            marks.refused = {refused} if refused is not None else set()
            pieces, tokens = self.description()
            self.view.draw(layer, without(pieces, self.motion.hidden()), tokens, marks)
            overlay.draw(layer, self.view)
            for board in (region if isinstance(region, list) else [region] if region else []):
                draw_outline(layer, self.view, self.game.board.hexes_of(board), REGION)
        surface.blit(self._layer, layout.map.topleft, area=layout.map)
        self.motion.draw(surface, self.view, self.description()[0])
        if self.hover is not None and self.my_turn() and self.hover in self.view.cells:
            pygame.draw.polygon(surface, HOVER, self.view.layout.corners(self.hover, 1.5), 2)

    def calendar_region(self):
        phase = self.side.calendar.phase_at(self.mouse)
        return scoring_regions(self.game, phase) if phase else None

    def board_overlay(self):
        key = ("overlay", self.plan_key(), self.my_turn(), self.trail_version)
        return self.cached(key, lambda: plan_overlay(self))

    def panel_marks(self):
        plan = self.plan
        if plan is None or self.shown_seat() != plan.seat:
            return PanelMarks()
        terrain = plan.terrain()
        pay = plan.payment() if terrain is not None else None
        areas = frozenset(self.areas_left()) if plan.needs_area() and plan.target is not None else frozenset()
        return PanelMarks(pay_terrain=terrain, pay_tiles=frozenset(pay["tiles"]) if pay else frozenset(),
                          pay_bonus=pay["bonus_terrain"] if pay else 0, areas=areas, area=plan.area)

    # ------------------------------------------------------------------ the top bar

    def draw_top(self, surface, layout):
        rect = layout.top
        pygame.draw.rect(surface, theme.BAR_BG, rect)
        pygame.draw.line(surface, theme.BAR_EDGE, (0, rect.bottom - 1), (rect.right, rect.bottom - 1), 2)
        s = layout.s
        size = layout.fs(15)
        h = rect.height - int(10 * s)
        speed = self.session.speed if self.session.speed in SPEED_ORDER else "normal"
        specs = [("menu", _("Menu"), _("Rules, or leave the game (Esc)")),
                 # its own words: in Russian plain "Undo" reads as the action bar's "Cancel" shown beside it
                 ("undo", pgettext("take back the last action", "Undo"), self.undo_tip()),
                 ("speed", _("Speed: {speed}").format(speed=_(SPEED_NAMES[speed])),
                  _("How fast the computers play and the scoring is told: click to change"))]
        x = rect.right - int(8 * s)
        bold = font(size, bold=True)
        for key, label, tip in specs:
            w = bold.size(label)[0] + int(26 * s)
            button = self.top_buttons.get(key)
            r = pygame.Rect(x - w, rect.top + (rect.height - h) // 2, w, h)
            if button is None:
                button = self.top_buttons[key] = Button(r, label, size=size, primary=False)
            button.rect, button.label, button.size, button.tooltip = r, label, size, tip
            button.enabled = key != "undo" or self.undo_allowed()
            button.draw(surface)
            x -= w + int(8 * s)
        room = x - rect.left - int(16 * s)
        seat = self.seat
        left = rect.left + int(10 * s)
        if seat is not None:
            chip = int(rect.height * 0.72)
            from games.wolves.ui import pieces as art
            surface.blit(art.piece(self.game.packs[seat], "alpha", chip), (left, rect.centery - chip // 2))
            left += chip + int(6 * s)
            room -= chip + int(6 * s)
        fnt, text = fit_line(turn_bar.status_text(self), room, layout.fs(17), bold=True)
        surface.blit(fnt.render(text, True, theme.BAR_TEXT), (left, rect.centery - fnt.get_height() // 2))

    def undo_allowed(self):
        return self.plan is not None or self.session.undo_reason() is None

    def undo_tip(self):
        if self.plan is not None:
            return _("Drop the action being chosen (Ctrl+Z)")
        reason = self.session.undo_reason()
        if reason:
            return words.capital(reason)
        return _("Take back your last action of this turn (Ctrl+Z)")

    # ------------------------------------------------------------------ the action bar

    def sync_bar(self, layout=None):
        layout = layout or self.ensure_layout()
        hint_room = max(int(layout.bar.width * 0.3), int(280 * layout.s))
        self.bar.sync(turn_bar.bar_specs(self), layout.bar, layout.s, layout.fs(16), hint_room)

    def draw_bar(self, surface, layout):
        bar = layout.bar
        draw_strip(surface, bar)
        self.sync_bar(layout)
        x = bar.left + int(14 * layout.s)
        width = self.bar.left_edge - x - 8
        hint = turn_bar.hint_text(self)
        if hint and width > 40:
            key = (hint, width, bar.height, layout.fs(15))
            if self._hint[0] != key:
                f = font(layout.fs(15))
                lines = wrap_text(hint, f, width, max_lines=max(1, (bar.height - 6) // f.get_linesize()))
                picture = pygame.Surface((width, len(lines) * f.get_linesize()), pygame.SRCALPHA)
                for k, line in enumerate(lines):
                    picture.blit(f.render(line, True, (240, 228, 206)), (0, k * f.get_linesize()))
                self._hint = (key, picture)
            picture = self._hint[1]
            surface.blit(picture, (x, bar.centery - picture.get_height() // 2))
        self.bar.draw(surface)

    # ------------------------------------------------------------------ tooltips

    def tooltip_text(self):
        pos = self.mouse
        layout = self.layout
        if pos[0] < 0 or layout is None:
            return None
        for button in self.top_buttons.values():
            if button.rect.collidepoint(pos):
                return button.tooltip
        text = self.bar.tooltip_at(pos)
        if text:
            return text
        if layout.side.collidepoint(pos):
            return self.side.tooltip(pos, self.game, self.seat, self.shown_seat())
        if layout.map.collidepoint(pos) and self.hover is not None and not (
                self.game.phase == "orient" and self.my_turn()):
            return hex_words(self.game, self.hover, self.reach_steps())
        return None

    def reach_steps(self):
        plan = self.plan
        if plan is None or plan.kind != "move" or plan.active is None:
            return None
        return self.board_overlay().marks.reachable.get(self.hover)


__all__ = ["WolvesPlayScene", "play_scene"]
