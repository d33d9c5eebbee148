"""The in-game screen: the map, the HUD around it and the scene of the current step.

The screen is one `PlayScene` (registry name "play"; `play_scene(app, session)` makes
one) that owns what every step shares (the cached map, the token layer, the players
panel, the log, the action bar, toasts and the die) and delegates the interaction to a
mode (a play_mode.PlayMode) chosen from the model's phase and whose turn it is:

    pick        -> pick_combo.PickComboScene   (the six combos as cards)
    expand?     -> pick_combo.TurnChoiceScene  (expand or decline at a turn's start)
    conquer     -> conquest.ConquestScene      (also declined Ghouls, abandon, powers)
    redeploy    -> redeploy.RedeployScene      (tokens and markers)
    retreat     -> redeploy.RetreatScene       (a human defender places taken-back tokens)
    end         -> redeploy.EndTurnScene       (Diplomat's peace, Stout's decline, End turn)
    computer    -> no mode: the map is shown, clicks on it are ignored

Scoring is shown by scoring.ScoringToasts from the bus's 'scored' events; die rolls
by conquest.DieRoll from 'rolled'. When the game ends the app switches to
game_over.GameOverScene.

Undo (the top bar's button, Ctrl+Z) takes back the last action of the turn with
Session.undo, up to the last die roll or newly revealed combo; computer seats
never undo. The session then holds a NEW Game object: `adopt_game` drops whatever
was derived from the old one (the token picture, the mode and its tribe, caches)
and chooses the mode again from the new phase. Menu (or Esc) → Save as… (or Ctrl+S) asks
for a name and saves with game.saves.save_as; Menu → Rules or Settings opens that screen,
whose Back returns to this same screen (`visit`; `enter` takes up changed settings). End
turn asks first when it gives something up (`end_turn_warning`; the setting
confirm_end_turn). The board, the players panel and the region tooltips come from
board_screen.BoardScreen, shared with the replay viewer.

While a die tumbles on screen, what it decided waits: its line in the game log
(`log_lines`), the glow of a region it won, the top bar's status and the players panel.

The map shows the stacks as animated so far (ui.animation.BoardAnimation, fed with
`display_stacks` whenever the model or the mode changes): tokens fly between the hand
(or a seat's row in the players panel) and the regions, declined banners flip, and the
players panel (`ShownPanel`, a copy of the game taken once the screen has caught up)
counts coins up. A computer's next move waits until its last one is shown; a click or
a key lands everything at once; at the speed "instant" nothing is animated.

When the autosave fails (a full disk, a read-only folder), a red banner stays over
the top of the map with the reason and a "Save as…" button, whose dialog also takes
a full path (~/game.json) to save somewhere else; the Leave dialog then says that
the game is not being saved. The banner goes when a write succeeds again.
"""

import os

import pygame

from game import saves
from game.i18n import _, generation, map_name, ngettext
from game.scenes import registry
from game.scenes.opening import report
from game.settings import saved, saved_animation_speed
from game.ui import theme
from game.ui.action_bar import ActionBar
from game.ui.bars import draw_strip
from game.ui.dialogs import Dialog, NameDialog, draw_pass_overlay
from game.ui.fonts import font
from game.ui.messages import Messages
from game.ui.text import COMPUTER_TAG, humanize, model_text, printable
from game.ui.widgets import Button, draw_seat_badge, wrap_text

from ..model import DataError, acting_tribes, cost_breakdown, legal_actions, ready_tokens, turn_income
from ..narrate import describe_event, public_text
from ..ui import board_view
from ..ui.animation import BoardAnimation, CoinCounter
from ..ui.hud import Hud
from ..ui.legend import Legend
from ..ui.race_chip import draw_race_chip
from .board_screen import BoardScreen
from .conquest import ConquestScene, DieRoll
from .pick_combo import PickComboScene, TurnChoiceScene
from .redeploy import EndTurnScene, RedeployScene, RetreatScene
from .scoring import ScoringToasts


def play_scene(app, session):
    """The in-game scene for a running Session."""
    return PlayScene(app, session)


class ShownPanel:
    """The players panel's host (ui.players_panel.PanelHost): the game as animated so far.

    It is a copy of the game taken whenever the screen has caught up with the model, so a die's
    result shows there only once the die has landed; the coin figures count to their new values."""

    def __init__(self, play):
        self.play = play
        self._counted = None        # (the copy's display key, the coin figures) last written into the copy

    @property
    def game(self):
        play = self.play
        shown = play._panel_game
        if shown is None:
            return play.game
        figures = play.coins.key()
        if self._counted != (play._display_key, figures):   # asked often; the figures change a few times a second
            self._counted = (play._display_key, figures)
            for seat, actual in enumerate(play._panel_coins):
                shown.players[seat].coins = play.coins.value(seat, actual)
        return shown

    @property
    def session(self):
        return self.play.session

    @property
    def version(self):
        return (self.play._display_key, self.play.coins.key())

    @property
    def viewer(self):
        return self.play.viewer

    @property
    def pass_to(self):
        return self.play.pass_to

    def coins_visible(self, seat):
        return self.play.coins_visible(seat)

    def coins_visible_key(self):
        return self.play.coins_visible_key()


class PlayScene(BoardScreen):
    """The one in-game screen (see the module docstring)."""

    coach = None    # a lesson's games.smallworld.tutorial.coach.Coach: refuses what the lesson does not teach yet

    def __init__(self, app, session):
        super().__init__(app, session.game.board)
        self.session = session
        self.game = session.game
        self.hud = Hud(self, self.panel)
        self.bar = ActionBar()
        self.messages = Messages()
        self.dialog = None
        self.mode = None
        self.mode_key = None
        self.hover = None
        self.version = -1
        self.turn_ui = {}
        self._turn_ref = None
        self._legal = (None, None)
        self.flash = {}             # region -> seconds left (just conquered)
        self.people = [s for s in range(len(self.game.players)) if s not in session.bots]
        self.viewer = self.people[0] if len(self.people) == 1 else None
        self.pass_to = None
        self.pass_reason = ""
        self._over_wait = 0.0
        self.hand_rect = None
        self.hand_race = None
        self._die_class = DieRoll
        self.die = None
        self._log_hold = None       # while the die rolls, the log is shown up to this line
        self.toasts = ScoringToasts(self)
        self.legend = Legend(self.view.layer.plate_symbols)   # the map's "?" and its symbols
        self._coming_back = False           # away on Rules or Settings (visit), still listening to the game
        self._speed_setting = saved_animation_speed()
        self._log_language = generation()    # the language the session's log lines were told in
        speed = self._speed
        self.anim = BoardAnimation(speed)    # the stacks on the map as animated so far
        self.coins = CoinCounter(speed)      # the coin figures counting to their new values
        self._display_key = None
        self._animated = (None, {})          # the regions drawn other than the model, by (game, version, anim)
        self._panel_game = None              # the game as the players panel shows it (see ShownPanel)
        self._panel_coins = []
        self._status_shown = None            # the top bar's status as last drawn (held while a die rolls)
        self.ai_focus = None                 # the region of the computer's last action, lit up
        self.panel.host = ShownPanel(self)
        self.warning_button = Button((0, 0, 10, 10), _("Save as…"), primary=False,
                                     tooltip=_("Save this game under a name, or somewhere else (a full path)"))
        self.warning_rect = None
        session.bus.subscribe(self._on_event, "rolled", "scored", "conquered", "undone", "action_applied")
        self.sync()

    # ------------------------------------------------------------------ scene hooks

    def leave(self):
        if not self._coming_back:   # Rules and Settings from the menu come back to this very screen
            self.session.bus.unsubscribe(self._on_event)

    def enter(self):
        """Shown (again, after Rules or Settings): take up what Settings may have changed."""
        self._coming_back = False
        speed = saved_animation_speed()
        if speed != self._speed_setting:     # a new animation speed is the pace of this game too
            self.session.speed = self._speed_setting = speed
        if self._log_language != generation():     # a new language: the log's lines told again in it
            self._log_language = generation()
            self.session.retell_log()
        self.layout = None                   # the interface size may have changed
        self.view.invalidate()
        self.hud.invalidate()

    def visit(self, name):
        """Open the screen `name` ("rules", "settings"); its Back returns to this game as it was."""
        self._coming_back = True
        registry.show(self.app, name, back=self, **({"ruleset": self.game.ruleset} if name == "rules" else {}))

    def autosaver(self):
        return self.session.autosaver

    def _on_event(self, event):
        kind = event.get("type")
        if kind == "undone":
            self.adopt_game()
        elif kind == "rolled":
            self.die = self._die_class(self, event)
            self._log_hold = self._log_line_of(event)
            if self.session.speed == "instant":     # no tumbling: the face and its result at once
                self.die.skip()
        elif kind == "scored":
            self.toasts.add(event)
        elif kind == "conquered":
            r = self.game.board.index.get(event.get("region"))
            if r is not None:
                self.flash[r] = 1.4
        elif kind == "action_applied":
            action = event.get("action") or {}
            bot = action.get("player") in self.session.bots
            region = action.get("region")
            self.ai_focus = self.game.board.index.get(region) if bot and isinstance(region, str) else None

    def _log_line_of(self, event):
        """The index of `event`'s line in the session's log (None if it has none)."""
        text = describe_event(self.game, event)
        log = self.session.log
        for i in range(len(log) - 1, -1, -1):
            if log[i] == (text, event.get("player")):
                return i
        return None

    def die_rolling(self):
        """True while a die tumbles on screen: what it decided is not shown yet."""
        return self.die is not None and not self.die.done

    def log_lines(self):
        """The game log as the panel shows it: a die's result (and what followed from it) waits
        until the die has stopped rolling on screen."""
        log = self.session.log
        if self.die_rolling() and self._log_hold is not None:
            log = log[:self._log_hold]
        if self.scores_public():
            return log
        return [(text if self.coins_visible(seat) else public_text(text), seat) for text, seat in log]

    def scores_public(self):
        """Whether every score may be shown to whoever looks: not in a hot-seat game of two or more people
        that hides the coins (there a score is shown to its player only, all at the game's end)."""
        return len(self.people) < 2 or self.show_all_coins() or self.game.over

    def region_tip(self, r):
        """What can be done in region r now (the mode's words); a region to conquer adds what its cost is
        made of (the model's cost_breakdown: "Cost: 2 + 1 mountain + 1 token = 4")."""
        mode = self.mode
        if mode is None:
            return None
        tip = mode.region_tip(r)
        if isinstance(mode, ConquestScene) and mode.sub is None and mode.options().get(r, (None,))[0] in (
                "conquer", "reinforce"):
            tip = "\n".join(t for t in (tip, board_view.cost_words(cost_breakdown(self.game, mode.tribe, r))) if t)
        return tip

    def planned(self, tribe):
        """The redeploy screen's plan for `tribe` (regions kept, tokens placed), so the players panel
        shows the counts being redeployed rather than those before."""
        mode = self.mode
        if isinstance(mode, RedeployScene) and tribe is not None and (tribe.owner, tribe.id) == (
                mode.tribe.owner, mode.tribe.id):      # the panel may show a copy of the game
            return len(mode.kept()), sum(mode.counts.values())
        shown = self.anim.shown
        if self.mode_key and self.mode_key[0] == "conquer" and tribe is not None and shown and (
                tribe.owner, tribe.id) == (mode.tribe.owner, mode.tribe.id):   # readied troops: in the hand
            return len(tribe.regions), sum(shown[r][1] for r in tribe.regions if shown[r] is not None)
        return None

    # ------------------------------------------------------------------ model helpers

    def legal(self):
        if self._legal[0] != len(self.game.actions):
            self._legal = (len(self.game.actions), legal_actions(self.game))
        return self._legal[1]

    def can(self, kind, **fields):
        for a in self.legal():
            if a["type"] == kind and all(a.get(k) == v for k, v in fields.items()):
                return True
        return False

    def submit(self, action):
        """Send an action for the human at the screen; a refusal becomes a message."""
        refusal = self.coach.refusal(action) if self.coach is not None else None
        if refusal:
            self.messages.show(refusal)
            return None
        events = self.session.submit(action)
        if events is None:
            self.messages.show(humanize(self.game, self.session.last_refusal) or _("That is not possible now"))
            return None
        self.sync()
        return events

    def end_turn_spec(self, primary=True):
        reason = self.game.end_turn_reason() if not self.game.over else _("the game is over")
        return {"key": "end_turn", "label": _("End turn"), "enabled": reason is None and self.can("end_turn"),
                "tooltip": _("Score this turn and pass to the next player") if reason is None else
                humanize(self.game, reason).capitalize(),
                "primary": primary, "action": self.end_turn, "hotkey": None}

    def end_turn(self):
        """End the turn, asking first (when the player's settings want it) if that gives something up."""
        warning = self.end_turn_warning() if saved("confirm_end_turn") else None
        if warning is None:
            self.submit({"type": "end_turn", "player": self.session.seat})
            return

        def choose(key):
            self.dialog = None
            if key == "end":
                self.submit({"type": "end_turn", "player": self.session.seat})
        self.dialog = Dialog(_("End the turn?"), warning,
                             [("end", _("End turn"), True), ("keep", _("Keep playing"), False)], choose, width=560)

    def end_turn_warning(self):
        """What ending the turn now gives up, in words (None: nothing worth asking about): tokens still
        in hand, or a turn without a conquest while the race could still attack."""
        game = self.game
        seat = self.session.seat
        tribe = game.players[seat].active
        turn = game.turn
        if tribe is None or tribe.declined or turn.declined or turn.decline_after_turn:
            return None
        camp = turn.campaigns.get(tribe)
        if tribe.hand > 0 and not tribe.regions:
            lost = ngettext("You still have {n} token in hand and no region: it waits in your hand until your "
                            "next turn.", "You still have {n} tokens in hand and no region: they wait in your hand "
                            "until your next turn.", tribe.hand).format(n=tribe.hand)
        elif camp is None or not camp.conquered:
            ready = ready_tokens(game, tribe)
            if ready > 0:
                lost = ngettext("You have conquered nothing this turn: your {n} token ready to attack stays where "
                                "it is.", "You have conquered nothing this turn: your {n} tokens ready to attack "
                                "stay where they are.", ready).format(n=ready)
            else:
                lost = _("You have conquered nothing this turn.")
        else:
            return None
        coins = turn_income(game, seat).coins
        score = ngettext("Ending the turn now scores {n} coin.", "Ending the turn now scores {n} coins.",
                         coins).format(n=coins)
        return f"{lost} {score} " + _("End the turn anyway?")

    # ------------------------------------------------------------------ who sees what

    def show_all_coins(self):
        """The table agreed to play with every player's coins shown (setup's option; start.build_session)."""
        return self.session.show_all_coins

    def coins_visible(self, seat):
        if self.show_all_coins() or self.game.over or not self.people:
            return True
        return seat == self.viewer

    def coins_visible_key(self):
        return (self.show_all_coins(), self.game.over, self.viewer,
                tuple(p.coins for p in self.game.players) if self.viewer is not None else None)

    def status_line(self):
        """The top bar's status; while a die rolls it still says what it said before the roll."""
        if self.die_rolling() and self._status_shown is not None:
            return self._status_shown
        self._status_shown = self._status_now()
        return self._status_shown

    def _status_now(self):
        game = self.game
        if game.over:
            names = _(" and ").join(game.players[s].name for s in game.winners)
            return _("Game over: {names} won").format(names=names)
        seat = self.session.seat
        name = game.players[seat].name
        phase = game.phase
        if phase == "retreat":
            return _("{name} places retreating tokens").format(name=name)
        active = game.players[seat].active
        race = _(active.race.name) if active else None
        words = {"pick": _("choose a race"),
                 "conquer": _("conquer with the {race}").format(race=race) if race else _("conquer"),
                 "redeploy": _("redeploy the {race}").format(race=race), "end": _("end of turn")}
        mode = self.mode_key[0] if self.mode_key else None
        if mode == "conquer" and self.mode is not None and self.mode.tribe is not None and self.mode.tribe.declined:
            return _("{name}'s turn: declined {race} conquer first").format(
                name=name, race=_(self.mode.tribe.race.name))
        if mode == "redeploy" and self.mode is not None and self.mode.tribe is not None:
            return _("{name}'s turn: redeploy the {race}").format(name=name, race=_(self.mode.tribe.race.name))
        if mode == "choice":
            return _("{name}'s turn: expand or decline").format(name=name)
        return _("{name}'s turn: {what}").format(name=name, what=words.get(phase, phase))

    def thinking_text(self):
        s = self.session
        if s.game.over or not s.is_ai_turn():
            return None
        name = s.game.players[s.seat].name
        if s.game.phase == "retreat":
            return _("{name} is placing retreating tokens…").format(name=name)
        return _("{name} is thinking…").format(name=name)

    # ------------------------------------------------------------------ routing

    def sync(self):
        """Follow the model: the turn's UI state, hot-seat passing and the mode."""
        game = self.game
        if game.turn is not self._turn_ref:
            self._turn_ref = game.turn
            self.turn_ui = {}
        if len(game.actions) != self.version:
            self.version = len(game.actions)
            self.view.invalidate()
        seat = self.session.seat
        if (seat is not None and not game.over and self.session.is_human_turn() and len(self.people) > 1
                and seat != self.viewer and self.pass_to is None):
            self.pass_to = seat
            if game.phase == "retreat":
                self.pass_reason = _("{name} lost tokens and places them back on the map.").format(
                    name=game.players[seat].name)
            else:
                self.pass_reason = _("It is {name}'s turn (round {n}).").format(name=game.players[seat].name,
                                                                                n=game.round)
            self.dialog = None
        key = self.wanted_mode()
        if key != self.mode_key:
            self.mode_key = key
            self.mode = self._make_mode(key)
            self.view.invalidate()
            self.hover = None
        self._follow_display()

    # ------------------------------------------------------------------ the display as animated so far

    def _speed(self):
        return self.session.speed

    def display_stacks(self):
        """The stacks the map should show once everything has landed: the model's, except that a race
        about to conquer whose troops are not readied yet shows 1 token per region (the rest is in
        the hand the action bar counts)."""
        game = self.game
        stacks = [board_view.stack_of(game, r) for r in range(len(game.board))]
        tribe = self.mode.tribe if self.mode_key and self.mode_key[0] == "conquer" and self.mode else None
        camp = game.turn.campaigns.get(tribe) if tribe is not None else None
        if tribe is not None and not (camp is not None and camp.readied):
            for r in tribe.regions:
                if stacks[r] is not None and stacks[r][1] > 1:
                    stacks[r] = (stacks[r][0], 1) + stacks[r][2:]
        return stacks

    def _follow_display(self):
        """Animate toward the model's new state; nothing a die decided moves before it lands."""
        if self.die_rolling():
            return
        key = (id(self.game), self.version, self.mode_key)
        if key == self._display_key:
            return
        before = self._display_key
        fresh = before is None or before[0] != id(self.game)
        planned = not fresh and before[2] is not None and before[2][0] in ("redeploy", "retreat")
        self._display_key = key
        stacks = self.display_stacks()
        coins = [p.coins for p in self.game.players]
        if fresh or planned:        # planned: the player has already moved these tokens on screen
            self.anim.reset(stacks)
            self.coins.skip()
        else:
            self.anim.follow(stacks)
        self.coins.follow(coins)
        self._panel_game = self.game.copy()
        self._panel_coins = coins

    def skip_animations(self):
        """Everything moving lands at once (a player's click never waits)."""
        self.anim.skip()
        self.coins.skip()

    def is_animating(self):
        """True while something moves on screen: tokens, a banner, coins, the die, a computer's turn."""
        return (self.anim.busy() or self.coins.busy() or self.die is not None or bool(self.flash)
                or self.toasts.busy() or self.messages.is_animating()
                or (self.session.is_ai_turn() and not self.game.over) or self.game.over)

    # places the animation asks for (BoardAnimation.draw)
    def region(self, r):
        return self.anchor_screen(r)

    def home(self, owner):
        """Where a seat's tokens come from and go back to: the hand at the action bar for the player
        at the screen, else the seat's row of the players panel (the tray for no owner)."""
        if owner == self.session.seat and self.session.is_human_turn() and self.hand_rect is not None:
            return self.hand_rect.center
        rect = self.panel.players_rect
        n = len(self.game.players)
        if not isinstance(owner, int) or not rect.height or n == 0:
            return (self.layout.side.centerx, self.layout.side.top)
        top = rect.top + int(34 * self.layout.s)
        return (rect.centerx, top + (rect.bottom - top) * (owner + 0.5) / n)

    def tribe_by_id(self, seat, race_id):
        for tribe in self.game.players[seat].tribes():
            if tribe.id == race_id:
                return tribe
        return None

    def wanted_mode(self):
        game = self.game
        session = self.session
        if game.over:
            return ("over",)
        if not session.is_human_turn():
            return ("watch",)
        seat = session.seat
        if game.pending_retreats:
            return ("retreat", seat, len(game.actions))
        ui = self.turn_ui
        turn = game.turn
        tribes = acting_tribes(game)
        for tribe, in_decline in tribes:
            camp = turn.campaigns.get(tribe)
            if in_decline and camp is not None and camp.started and not camp.redeployed:
                if camp.over or ui.get("redeploy") == tribe.id:
                    return ("redeploy", seat, tribe.id)
                return ("conquer", seat, tribe.id)
        ids = [t.id for t, _ in tribes]
        if ui.get("redeploy") is not None:
            if ui["redeploy"] in ids:
                return ("redeploy", seat, ui["redeploy"])
            ui["redeploy"] = None
        chosen = ui.get("tribe")
        phase = game.phase
        if phase == "pick":
            declined_ids = [t.id for t, d in tribes if d]
            if chosen in declined_ids:
                return ("conquer", seat, chosen)
            return ("pick", seat)
        if phase == "conquer":
            if not ui.get("expanded") and self.can("decline"):
                return ("choice", seat)
            if chosen in ids:
                return ("conquer", seat, chosen)
            if ids:
                return ("conquer", seat, ids[0])
            return ("end", seat)
        if phase == "redeploy":
            active = game.players[seat].active
            if active is not None:
                return ("redeploy", seat, active.id)
        return ("end", seat)

    def _make_mode(self, key):
        kind = key[0]
        if kind == "pick":
            return PickComboScene(self)
        if kind == "choice":
            return TurnChoiceScene(self)
        if kind == "conquer":
            return ConquestScene(self, self.tribe_by_id(key[1], key[2]))
        if kind == "redeploy":
            return RedeployScene(self, self.tribe_by_id(key[1], key[2]))
        if kind == "retreat":
            return RetreatScene(self, key[1])
        if kind == "end":
            return EndTurnScene(self)
        return None

    # ------------------------------------------------------------------ menu and the end

    def autosave_problem(self):
        """Why the game is not being autosaved now (None while it is, or when it never was)."""
        saver = self.autosaver()
        return printable(saver.error, 200) if saver is not None and saver.error else None

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                self.to_title()
            elif key == "save":
                self.ask_save()
            elif key in ("rules", "settings"):
                self.visit(key)
        problem = self.autosave_problem()
        if self.autosaver() is None:
            text = _("Return to the title screen. This game is not saved.")
        elif problem:
            text = _("Return to the title screen. The game is NOT being saved: the autosave fails ({problem}). "
                     "Leaving now loses what was played since the last save: use Save as… first "
                     "(a full path such as ~/my-game.json saves it somewhere else).").format(problem=problem)
        else:
            text = _("Return to the title screen. The game is saved after every action: Continue on the title "
                     "screen resumes it.")
        self.dialog = Dialog(_("Menu"), text,
                             [("save", _("Save as…"), False), ("rules", _("Rules"), False),
                              ("settings", _("Settings"), False), ("leave", _("Leave"), False),
                              ("stay", _("Keep playing"), True)],
                             choose, width=960, default="stay")    # Enter, like Esc, plays on

    # ------------------------------------------------------------------ save and undo

    def default_save_name(self):
        game = self.game
        board = map_name(getattr(game.board, "names", None), game.board.name)
        if game.over:
            return _("{map} – finished").format(map=board)
        return _("{map} – round {n}").format(map=board, n=game.round)

    def ask_save(self):
        """The Save dialog: a name (prefilled), then saves.save_as; the outcome is a message.

        A full path (~/game.json, /media/stick/game.json) saves there instead (saves.save_to): the way
        out when the user folder cannot be written."""
        def submit(name):
            elsewhere = saves.looks_like_path(name)
            if not (saves.save_to_path(name) if elsewhere else saves.clean_save_name(name)):
                return _("Use letters or digits in the name")
            try:
                if elsewhere:
                    path = saves.save_to(self.game, self.session.map_ref, name)
                else:
                    path = saves.save_as(self.game, self.session.map_ref, name)
            except (DataError, OSError) as exc:  # a full disk or a read-only folder: say so, keep playing
                report(f"save: {type(exc).__name__}: {exc}")
                return _("Could not save: {reason}").format(reason=saves.problem_text(exc))
            self.dialog = None
            shown = path if elsewhere else saves.save_name(path)
            self.messages.show(_("Saved as “{name}”").format(name=printable(shown, 120)), "info", 3.5)
            return None

        def exists(name):
            if saves.looks_like_path(name):
                return os.path.isfile(saves.save_to_path(name) or "")
            return saves.save_exists(name)

        problem = self.autosave_problem()
        name = self.default_save_name()
        if problem:
            text = _("The autosave fails ({problem}). Type a name to save under Load game, or a full path "
                     "such as ~/my-game.json to save somewhere else.").format(problem=problem)
            name = "~/" + (saves.clean_save_name(name) or "small-world-game") + ".json"
        else:
            text = _("Saved games are listed under Load game on the title screen. A full path saves elsewhere.")
        self.dialog = NameDialog(_("Save the game"), text, name, submit, exists=exists, ok_label=_("Save"),
                                 on_cancel=self._close_dialog)
        self.dialog.field.max_length = 240

    def _close_dialog(self):
        self.dialog = None

    def undo_reason(self):
        """Why Undo is not possible now (None when it is), in words for the player."""
        if self.pass_to is not None:
            return _("Pass the screen first")
        if self.dialog is not None:
            return _("Close the dialog first")
        reason = self.session.undo_reason()
        if reason is None:
            return None
        if reason == "computer seats never undo":
            return _("Computer players never undo")
        reason = model_text(reason)
        return reason[:1].upper() + reason[1:]

    def undo(self):
        """Take back the last action of this turn (Ctrl+Z or the Undo button)."""
        reason = self.undo_reason()
        if reason is not None:
            self.messages.show(reason, "info", 2.5)
            return False
        action = self.game.actions[-1]
        failure = self.session.undo()     # publishes 'undone': adopt_game follows
        if failure:
            self.messages.show(failure[:1].upper() + failure[1:], "info", 2.5)
            return False
        if self.game is not self.session.game:
            self.adopt_game()
        self.messages.show(_("Took back: {action}").format(action=saves.action_words(self.game, action)), "info", 2.5)
        return True

    def adopt_game(self):
        """session.game was replaced (undo): drop everything derived from the old Game object."""
        self.game = self.session.game
        self._turn_ref = self.game.turn   # the same turn: keep what the player chose in it...
        self.turn_ui.pop("redeploy", None)  # ...but an undone conquest goes back to conquering
        self.version = -1
        self._legal = (None, None)
        self.mode = None
        self.mode_key = None
        self.hover = None
        self.flash.clear()
        self.die = None
        self._log_hold = None
        self._display_key = None        # the new game's stacks show at once
        self.ai_focus = None
        self.view.invalidate()
        self.hud.invalidate()
        self.sync()

    def to_title(self):
        registry.show(self.app, "title")

    def finish(self):
        """The game is over: on to the game-over scene."""
        registry.show(self.app, "game_over", self.session)

    # ------------------------------------------------------------------ the loop

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.skip_animations()
        self.ensure_layout()
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            return
        if self.pass_to is not None:
            if self.toasts.handle(event):   # the last score stays readable over the pass screen
                return
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or \
                    (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
                self.viewer = self.pass_to
                self.pass_to = None
                self.view.invalidate()
                if not self.scores_public():   # the one taking the screen sees no other player's score
                    self.toasts.queue = [t for t in self.toasts.queue if t[0].get("player") == self.viewer]
            return
        if self.die is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.die.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.die.skip()
            return
        if self.dialog is not None:
            self.dialog.handle(event)
            return
        if self.warning_rect is not None and self.autosave_problem() and self.warning_button.handle(event):
            self.ask_save()
            return
        if event.type == pygame.KEYDOWN and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            if event.key == pygame.K_z:
                self.undo()
                return
            if event.key == pygame.K_s:
                self.ask_save()
                return
        if self.toasts.handle(event):
            return
        self._sync_bar(self.layout)
        if self.hud.handle(event):
            return
        if not (self.mode and self.mode.covers_map) and self.legend.handle(event, self.layout):
            return
        if self.bar.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.mode is None or not self.mode.cancel():   # nothing of the mode to stop: the menu
                self.ask_menu()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.region_at(event.pos) if not (self.mode and self.mode.covers_map) else None
        if self.mode is not None and self.session.is_human_turn():
            self.mode.handle(event)
        elif event.type == pygame.MOUSEBUTTONUP and self.layout.map.collidepoint(event.pos) \
                and not self.game.over:
            name = self.game.players[self.session.seat].name
            self.messages.show(_("{name} is playing: wait for your turn").format(name=name), "info", 2.0)
        self.sync()

    def update(self, dt):
        self.ensure_layout()
        saver = self.autosaver()
        if saver is not None and saver.notice:     # the unfinished game this one replaced under Continue: where it is
            self.messages.show(saver.take_notice(), "info", 10)
        self.messages.update(dt)
        self.toasts.update(dt)
        if self.dialog is not None:
            self.dialog.update(dt)
        if self.die is not None:
            self.die.update(dt)
            if self.die.finished:
                self.die = None
        if not self.die_rolling():      # a region taken with the die lights up once the die has stopped
            for r in list(self.flash):
                self.flash[r] -= dt
                if self.flash[r] <= 0:
                    del self.flash[r]
        self.anim.update(dt)
        self.coins.update(dt)
        waiting = self.die is not None and not self.die.done and self.session.speed != "instant"
        waiting = waiting or self.anim.busy()   # a computer's move is shown to the end before the next
        if not waiting and self.pass_to is None and self.dialog is None:
            self.session.update()
        self.sync()
        if self.game.over:
            self._over_wait += dt
            busy = (self.die is not None and not self.die.done) or self.toasts.busy()
            if self._over_wait > 4.0 or (not busy and self._over_wait > 0.8):
                self.finish()
        if self.mode is not None:
            self.mode.update(dt)

    # ------------------------------------------------------------------ drawing

    def board_surface(self):
        mode = self.mode
        key = (id(self.game), self.version, self.mode_key, mode.board_key() if mode else None, self.anim.version)
        overrides = self.animated_overrides(mode.token_overrides() if mode is not None else {})
        if mode is None:
            return self.view.picture(self.game, key, overrides=overrides)
        return self.view.picture(self.game, key, under=mode.paint_under_tokens, overrides=overrides,
                                 over=mode.paint_over_tokens)

    def animated_overrides(self, overrides):
        """The mode's overrides, with the regions whose stacks are still moving as animated so far."""
        key = (id(self.game), self.version, self.anim.version)
        if self._animated[0] != key:
            self._animated = (key, self._stacks_unlike_model())
        animated = self._animated[1]
        if not animated:
            return overrides
        merged = dict(overrides)
        for r, stack in animated.items():
            if r in self.anim.overrides or r not in merged:
                merged[r] = stack
        return merged

    def _stacks_unlike_model(self):
        """{region: (race, count, owner, declined, markers)} where the map shows other than the model."""
        game = self.game
        moving = self.anim.overrides
        unlike = {}
        for r, stack in enumerate(self.anim.shown or ()):
            stack = moving.get(r, stack)
            if r in moving or stack != board_view.stack_of(game, r):
                race, n, owner, declined = stack if stack else (None, 0, None, False)
                unlike[r] = (race, n, owner, declined, board_view.region_markers(game, r))
        return unlike

    def region_markers(self, r):
        return board_view.region_markers(self.game, r)

    def stack_of(self, r):
        """(race_id, count, owner, declined) of what stands in region r, or None."""
        return board_view.stack_of(self.game, r)

    def draw_glow(self, surface, r, color, alpha=70, width=3):
        self.view.draw_glow(surface, r, color, alpha, width)

    def light_regions(self, surface, bright, outlines):
        """The map dimmed but for the `bright` regions, and each region of `outlines` ({region: colour})
        outlined: how a mode shows where a click acts (conquest targets, a marker's places)."""
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((18, 14, 10, 125))
        for r in bright:
            pygame.draw.polygon(dim, (0, 0, 0, 0), self.polys[r])
        surface.blit(dim, (0, 0))
        w = max(3, int(round(4 * self.token_scale)))
        for r, color in outlines.items():
            pygame.draw.lines(surface, (30, 22, 12), True, self.polys[r], w + 3)
            pygame.draw.lines(surface, color, True, self.polys[r], w)

    def draw(self, surface):
        layout = self.ensure_layout(surface.get_size())
        mode = self.mode
        covered = mode is not None and mode.covers_map
        if covered:
            surface.fill(theme.BACKGROUND, layout.map)
        else:
            self.draw_board(surface, layout, self.board_surface())
            for r, left in ({} if self.die_rolling() else self.flash).items():
                self.draw_glow(surface, r, (255, 255, 255), int(90 * min(1.0, left)), 0)
            if self.ai_focus is not None and self.session.is_ai_turn():
                self.draw_glow(surface, self.ai_focus, theme.player_color(self.session.seat), 60, 3)
            self.anim.draw(surface, self, self.token_scale)
            if mode is not None:
                mode.draw_map(surface)
            elif self.hover is not None:
                self.draw_glow(surface, self.hover, (255, 250, 220), 40, 2)
            self.legend.draw(surface, layout, self.game)
        if mode is not None:
            mode.draw_overlay(surface)
        self._draw_bar(surface, layout)
        self.hud.draw(surface, layout)
        self.toasts.draw(surface, layout)
        if self.die is not None:
            self.die.draw(surface, layout)
        self.messages.draw(surface, layout)
        self.draw_autosave_warning(surface, layout)
        if self.dialog is not None:
            self.dialog.draw(surface, layout)
        if self.pass_to is not None:
            draw_pass_overlay(surface, layout, self.game, self.pass_to, self.pass_reason)
            if self.scores_public():    # a private score is not shown to the player taking the screen
                self.toasts.draw(surface, layout)
            return
        if self.dialog is None:
            self.draw_tooltip(surface, self.mouse, self.tooltip_text())

    def draw_autosave_warning(self, surface, layout):
        """The banner over the top of the map while the autosave fails: the reason, and Save as…."""
        problem = self.autosave_problem()
        if not problem:
            self.warning_rect = None
            return
        s = layout.s
        area = layout.map
        pad = int(12 * s)
        fnt = font(layout.fs(16), bold=True)
        # the button as wide as its label needs (Russian «Сохранить как…» was cut at 150 px)
        bw, bh = max(int(150 * s), fnt.size(self.warning_button.label)[0] + int(32 * s)), max(30, int(38 * s))
        small = font(layout.fs(14))
        text_w = area.width - 2 * pad - bw - 3 * pad
        head = _("The game is not being saved")
        body = wrap_text(_("The autosave fails ({problem}): if the game closes now, what was played since the "
                           "last save is lost. Save as… keeps it under a name, or somewhere else.").format(
                               problem=problem), small, text_w)[:2]
        h = max(bh + 2 * pad, fnt.get_linesize() + small.get_linesize() * len(body) + 2 * pad)
        rect = pygame.Rect(area.left + pad, area.top + pad, area.width - 2 * pad, h)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.ERROR_BG, 240), box.get_rect(), border_radius=8)
        pygame.draw.rect(box, (*theme.MESSAGE_EDGE, 150), box.get_rect(), 2, border_radius=8)
        surface.blit(box, rect)
        x, y = rect.left + pad, rect.top + pad
        surface.blit(fnt.render("⚠ " + head, True, theme.MESSAGE_TEXT), (x, y))
        y += fnt.get_linesize()
        for line in body:
            surface.blit(small.render(line, True, theme.MESSAGE_TEXT), (x, y))
            y += small.get_linesize()
        self.warning_button.rect = pygame.Rect(rect.right - pad - bw, rect.centery - bh // 2, bw, bh)
        self.warning_button.size = layout.fs(16)
        self.warning_button.draw(surface)
        self.warning_rect = rect

    def tooltip_text(self):
        pos = self.mouse
        layout = self.layout
        if pos[0] < 0:
            return None
        if self.warning_rect is not None and self.warning_rect.collidepoint(pos):
            return self.warning_button.tooltip if self.warning_button.rect.collidepoint(pos) else None
        text = self.hud.tooltip_at(pos) or self.bar.tooltip_at(pos)
        if not text and not (self.mode and self.mode.covers_map) and self.legend.covers(pos):
            return self.legend.tooltip_at(pos)
        if text:
            return text
        if self.hand_rect is not None and self.hand_rect.collidepoint(pos):
            return self.hand_tooltip()
        if self.mode is not None:
            text = self.mode.tooltip(pos)
            if text:
                return text
        if self.mode is not None and self.mode.covers_map:
            return None
        if layout.map.collidepoint(pos):
            r = self.hover if self.hover is not None else self.region_at(pos)
            if r is not None:
                return self.region_text(r)
        return None

    def hand_tooltip(self):
        seat = self.session.seat
        tribe = self.tribe_by_id(seat, self.hand_race) if seat is not None and self.hand_race else None
        if tribe is None:
            return None
        caption = self.mode.hand_info()[2] if self.mode is not None and self.mode.hand_info() else ""
        text = f"{_(tribe.race.name)}: {caption}.\n{_(tribe.race.text)}"
        if tribe.power is not None:
            text += f"\n{_(tribe.power.name)}: {_(tribe.power.text)}"
        return text

    def _sync_bar(self, layout):
        mode = self.mode
        specs = mode.actions() if mode is not None and self.session.is_human_turn() else []
        self.bar.sync(specs, layout.bar, layout)

    def _draw_bar(self, surface, layout):
        bar = layout.bar
        draw_strip(surface, bar)
        mode = self.mode
        self._sync_bar(layout)
        x = bar.left + 14
        info = mode.hand_info() if mode is not None else None
        s = layout.s
        if info is not None:
            race, count, caption = info
            if race is not None:
                count -= self.anim.incoming(self.session.seat)   # tokens still in the air to the hand
            r = int(20 * s)
            cy = bar.centery
            if race is not None:
                draw_race_chip(surface, (x + r, cy), r, race)
            else:
                draw_seat_badge(surface, (x + r, cy), r, self.session.seat)
            x += 2 * r + 16
            f = font(layout.fs(22), bold=True)
            num = f.render(str(count), True, theme.BAR_TEXT if count >= 0 else (255, 150, 120))
            surface.blit(num, (x, cy - num.get_height() // 2 - int(7 * s)))
            cap = font(layout.fs(12)).render(caption, True, (214, 200, 176))
            surface.blit(cap, (x, cy + int(9 * s)))
            x += max(num.get_width(), cap.get_width()) + 18
            self.hand_rect = pygame.Rect(bar.left + 8, bar.top + 4, x - bar.left - 16, bar.height - 8)
            self.hand_race = race
        else:
            self.hand_rect = None
        hint = mode.hint() if mode is not None else ""
        if mode is None:
            hint = "" if not self.game.over else self.status_line()
            if self.session.is_ai_turn():
                name = self.game.players[self.session.seat].name
                hint = _("{name} is playing. Speed, at the top right, sets the pace.").format(
                    name=name + _(COMPUTER_TAG))
        width = self.bar.left_edge - x - 8
        if hint and width > 40:
            f = font(layout.fs(14))
            lines = wrap_text(hint, f, width, max_lines=max(1, (bar.height - 8) // f.get_linesize()))
            y = bar.centery - len(lines) * f.get_linesize() // 2
            for line in lines:
                surface.blit(f.render(line, True, (240, 228, 206)), (x, y))
                y += f.get_linesize()
        self.bar.draw(surface)
