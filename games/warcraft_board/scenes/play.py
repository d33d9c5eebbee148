"""Warcraft: The Board Game's in-game screen: the map with its pieces, a side panel per seat, the step bar
and the log, and every action by mouse, all taken from the engine's legal actions (engine_view).

What a click does follows the engine's pending decision:

    Move      a click on one of the mover's pieces lights the spaces it can reach (the ends of its legal
              moves); a click on a lit space moves it (the shortest legal path). A click on an unlit space
              sends the move anyway, so the engine's reason for refusing it is shown.
    Harvest   the Mines and Forests to roll for are lit; a click rolls for one.
    Deploy    a trained piece is clicked in the side panel's buildings, then a lit space (City, Outpost);
              buildings and Outposts to complete are buttons of the bar (Outposts also lit on the map).
    Spend     Train, Build and Upgrade open the spend panel (spend_panel.SpendPanel): every option with its
              cost against the purse, a greyed one saying the engine's reason.
    cards     a lit card of the hand is clicked in its window; a card that names a space then lights its
              spaces. Victory Point cards from the bar.
    battles   the battle space and its flanks are lit, the dice of the wave shown against each side's S
              (battle_panel); a casualty is picked by clicking one of the lit units; other battle choices
              (join, phases, raise dead, card windows) are buttons and hand cards.

Hidden hands: the hand of the seat to act is drawn face up only when a person plays that seat; in
hot-seat (more than one person) a pass-the-device screen covers everything before a person's seat acts.
A reply (a card window, a casualty, joining a battle) goes only to a seat that can make it, so who is
asked tells the others something; the setting "Always pause for every seat" (game.settings
`pause_every_seat`, switched in this screen's Menu) hands the device round every person at the start of
each step, each seeing the pass screen and, when nothing is theirs to do, "nothing for you now", and
hands it again at each step even when the same person acted last.
Undo goes through the session (GameSession.undo).
A person's only possible action (an idle step's End step, the one Mine to roll, the one battle) is played
for them after a moment (`forced_choice`; the setting `play_forced_choices`, switched in the Menu).
"""

from collections import deque

import pygame

from game.i18n import _
from game.scenes import registry
from game.scenes.session_play import SPEED_ORDER, SessionPlayScene
from game.ui import theme
from game.ui.action_bar import ActionBar
from game.ui.bars import draw_strip
from game.ui.dialogs import Dialog
from game.ui.fonts import fit_line, font
from game.ui.messages import Messages
from game.ui.widgets import Button, Tooltip, wrap_text
from games.warcraft_board.model import scoring
from games.warcraft_board.ui import look
from games.warcraft_board.ui.board_art import BoardArt
from games.warcraft_board.ui.map_layer import Marks, draw_map_layer
from games.warcraft_board.ui.map_view import MapView

from . import action_words, words
from .battle_panel import BattleShow, draw_battle_panel
from .engine_view import EngineView
from .play_layout import PlayLayout
from .refusals import refusal_text
from .side_panel import SidePanel

SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
# Seconds a forced single choice waits before it is played for the person (seen, then done)
FORCED_WAIT = {"slow": 1.2, "normal": 0.6, "fast": 0.3, "instant": 0.0}
TOOLTIP_DELAY = 0.45
SPACE_CARDS = ("speed", "cripple", "town_portal", "call_to_arms", "rejuvenation")
PHASE_ORDER = ("ranged", "flying", "melee")
OVER_WAIT = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}   # seconds on the board before the end screen


def play_scene(app, session):
    """The in-game screen of a session of Warcraft, its events heard (sounds.EVENT_SOUNDS)."""
    from game import audio

    from .sounds import EVENT_SOUNDS

    audio.attach(session.bus, EVENT_SOUNDS)
    return WarcraftPlayScene(app, session)


class WarcraftPlayScene(SessionPlayScene):
    plays_forced_choices = True         # the lesson teaches every click, so it turns this off

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.engine = EngineView(session.definition, self.game)
        self.view = MapView(self.game.board)
        self.art = BoardArt(self.game.board)
        self.side = SidePanel()
        self.messages = Messages()
        self.bar = ActionBar()
        self.tooltip = Tooltip()
        self.dialog = None
        self.spend = None               # spend_panel.SpendPanel while open
        self.layout = None
        self.mouse = (-1, -1)
        self.still = 0.0
        self.hover = None
        self.selected = None            # a piece chosen to move or deploy
        self.card = None                # a card chosen, waiting for its space or piece
        self.card_from = None           # Town Portal: the space its units leave, waiting for the destination
        self.phases = []                # Slow Poison: the phases named so far
        self.dialog_actions = {}        # the open choose_among dialog's buttons: key -> action
        self.escort = True              # Prisoners: a unit takes its prisoner along when it can
        self.viewed = None              # the seat the side panel shows (None: the seat to act)
        self.seat_seen = None           # the seat to act at the last frame
        self.shown_for = None           # hot-seat: the person's seat the screen was last handed to
        self.pauses = []                # "always pause for every seat": seats still to be handed the device
        self.always_pause = _saved_setting("pause_every_seat")
        self.play_forced = _saved_setting("play_forced_choices")
        self.forced_wait = 0.0          # how long the current forced single choice has been on screen
        self.refused = None             # [space, seconds]: a click the rules refused, outlined a moment
        self.groups = []
        self.top_buttons = {}
        self.finished = False
        self._over_wait = 0.0
        self._coming_back = False
        self.show = BattleShow(lambda: self.session.speed)
        session.bus.subscribe(self._on_event)

    # ------------------------------------------------------------------ scene hooks

    def is_animating(self):
        return (self.messages.is_animating() or self.session.is_ai_turn() or self.refused is not None
                or self.show.blocking() or self.show.active())

    # ------------------------------------------------------------------ who acts

    def decision(self):
        return self.engine.decision()

    def people(self):
        return [k for k, seat in enumerate(self.game.seats) if seat.kind != "ai" and k not in self.session.bots]

    def needs_pass(self):
        """Hot-seat: a person's seat is to act and the device has not been handed to it yet (or, always
        pausing, a seat with nothing to do is still to be handed it)."""
        if self.pauses:
            return True
        return (self.my_turn() and len(self.people()) > 1 and self.seat != self.shown_for)

    def pass_seat(self):
        """The seat the pass screen hands the device to."""
        return self.pauses[0] if self.pauses else self.seat

    def handed_over(self):
        """A click on the pass screen: the device is with its seat now."""
        if self.pauses:
            self.pauses.pop(0)
            self.shown_for = None
            return
        self.shown_for = self.seat
        self.viewed = None

    def toggle_setting(self, attribute, key):
        """A Menu switch: flip this screen's `attribute` and keep it in the settings file as `key`."""
        from game.settings import remember

        setattr(self, attribute, not getattr(self, attribute))
        remember(key, getattr(self, attribute))

    def forced_choice(self):
        """The only action, when the setting plays it for the person (the rules page's app option), else
        None."""
        if not (self.play_forced and self.plays_forced_choices):
            return None
        return self.only_action()

    def only_action(self):
        """The one action the person to act can take now: a step with nothing to do but end it, the one
        Mine or Forest to roll for, the one battle to fight. None when there is a choice, or something is
        open on the screen. A partner's request is always shown, and a Spend step with a partner alive is
        never ended for the person: they may still ask for gold or wood (give and ask are not among the
        listed actions)."""
        if not self.my_turn() or self.needs_pass():
            return None
        if self.dialog is not None or self.spend is not None or self.selected is not None or self.card is not None \
                or self.show.blocking():
            return None
        found = self.decision()
        legal = self.engine.legal()
        if found is None or found.kind == "answer" or len(legal) != 1:
            return None
        action = legal[0]
        if action.type == "end_step" and self.game.step == "spend" and self.partners():
            return None
        return action

    def play_forced_choice(self, dt):
        forced = self.forced_choice()
        if forced is None:
            self.forced_wait = 0.0
            return
        self.forced_wait += dt
        if self.forced_wait < FORCED_WAIT.get(self.session.speed, FORCED_WAIT["normal"]):
            return
        self.forced_wait = 0.0
        words_of = self.describe(forced)
        if self.submit(forced) is not None:
            self.messages.show(_("Your only choice, played for you: {action}").format(action=words_of), "info", 2.0)

    def hand_open(self, seat):
        """The seat's hand is drawn face up: it is the seat to act, played by a person at the screen
        (handed the device in hot-seat); a game over shows every hand."""
        if self.game.over:
            return True
        if seat != self.seat or not self.my_turn() or self.needs_pass():
            return False
        return True

    def shown_seat(self):
        if self.viewed is not None:
            return self.viewed
        if self.seat is not None and 0 <= self.seat < len(self.game.seats):
            return self.seat
        people = self.people()
        return people[0] if people else 0

    # ------------------------------------------------------------------ events of the game

    def _on_event(self, event):
        if event.get("type") == "undone":
            self.adopt_game()
            self.show.skip()
            return
        self.show.add(event, self.session.game)
        if event.get("type") == "step" and self.always_pause and len(self.people()) > 1:
            first = event.get("player", 0)
            n = len(self.game.seats)
            order = [(first + k) % n for k in range(n)]
            self.pauses = [s for s in order if s in self.people() and s != first]
            self.shown_for = None

    def adopt_game(self):
        self.game = self.session.game
        self.engine.adopt(self.game)
        self.selected = None
        self.card = None

    # ------------------------------------------------------------------ acting

    def submit(self, action):
        """Send an action of the person at the screen; a refusal is shown in the engine's words."""
        events = self.session.submit(action)
        if events is None:
            self.show_refusal(self.session.last_refusal)
            return None
        self.selected = None
        self.card = self.card_from = None
        self.phases = []
        self.messages.clear()
        return events

    def refusal_words(self, reason):
        """The engine's reason in the window's language (refusals.py)."""
        return refusal_text(reason, self.game)

    def show_refusal(self, reason, space=None):
        self.messages.show(self.refusal_words(reason) if reason else _("That is not possible now"))
        if space is not None:
            self.refused = [space, 1.5]

    def refuse(self, action, space=None):
        """Show why the engine refuses `action` (a click on an unlit space or piece)."""
        reason = self.engine.refusal(action)
        self.show_refusal(reason or _("That is not possible now"), space)
        return reason

    def end_step(self):
        for action in self.engine.of_type("end_step"):
            self.submit(action)
            return
        pending = action_words.hint_text(self, self.decision())
        self.messages.show(pending or _("That is not possible now"), "info", 3.0)

    def undo(self):
        if self.selected is not None or self.card is not None or self.phases:
            self.cancel_choice()
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

    def cancel_choice(self):
        """Forget a half-made choice (a piece or card chosen, phases named): Esc or a right click."""
        self.selected = self.card = self.card_from = None
        self.phases = []

    def ask_menu(self):
        def choose(key):
            self.dialog = None
            if key == "leave":
                registry.show(self.app, "title")
            elif key == "pause":
                self.toggle_setting("always_pause", "pause_every_seat")
                self.ask_menu()
            elif key == "forced":
                self.toggle_setting("play_forced", "play_forced_choices")
                self.ask_menu()
        if self.session.autosaver is not None:
            text = _("Return to the title screen. The game is saved after every action: Continue on the title "
                     "screen resumes it.")
        else:
            text = _("Return to the title screen. This game is not saved.")
        pause = _("Always pause for every seat: on") if self.always_pause else _("Always pause for every seat: off")
        forced = (_("Play my only choice for me: on") if self.play_forced
                  else _("Play my only choice for me: off"))
        self.dialog = Dialog(_("Menu"), text, [("pause", pause, False), ("forced", forced, False),
                                               ("leave", _("Leave"), False),
                                               ("stay", _("Keep playing"), True)], choose, width=760, default="stay")

    def name_phase(self, phase):
        """Slow Poison: one more phase named; the action goes once as many are named as the units ask."""
        self.phases.append(phase)
        wanted = sorted(self.phases, key=PHASE_ORDER.index)
        choices = self.engine.of_type("name_phases")
        for action in choices:
            if list(action.phases) == wanted:
                self.submit(action)
                return
        if choices and len(self.phases) >= len(choices[0].phases):
            self.phases = []

    def partners(self):
        """The seat's team partners still in the game (give and ask, C13)."""
        seat = self.seat
        if seat is None or not self.my_turn() or self.game.battle is not None:
            return []
        return [k for k in self.game.partners(seat) if self.game.alive(k)]

    def open_partner(self):
        from .spend_panel import PartnerPanel

        self.spend = PartnerPanel(self, self.partners())

    def can_answer_in_part(self):
        """A request the seat could meet with less than all of it (C13: yes with amounts)."""
        ask = self.game.asks[0] if self.game.asks else None
        if ask is None or ask["to"] != self.seat:
            return False
        player = self.game.seats[self.seat]
        return min(player.gold, ask["gold"]) + min(player.wood, ask["wood"]) > 1

    def open_answer(self):
        from .spend_panel import PartnerPanel

        self.spend = PartnerPanel(self, [], ask=dict(self.game.asks[0]))

    def open_spend(self, option):
        from .spend_panel import SpendPanel

        self.spend = SpendPanel(self, option)

    # ------------------------------------------------------------------ clicks on the map

    def lit_spaces(self):
        """The spaces a click may choose now, and the action each sends."""
        engine = self.engine
        found = {}
        if self.card is not None:
            for action in engine.card_plays(self.card):
                if self.card == "town_portal":
                    if self.card_from is None:
                        found.setdefault(action.space, action)
                    elif action.space == self.card_from and action.to is not None:
                        found.setdefault(action.to, action)
                elif action.space is not None:
                    found.setdefault(action.space, action)
            return found
        if self.selected is not None:
            piece = self.game.pieces.get(self.selected)
            if piece is not None and piece.where == "training":
                for action in engine.of_type("deploy"):
                    if action.piece == self.selected:
                        found.setdefault(action.space, action)
                return found
            for action in sorted(engine.moves_of(self.selected), key=lambda a: len(a.path)):
                if bool(action.escort) != self.escort and any(
                        bool(a.escort) == self.escort for a in engine.moves_of(self.selected) if a.path == action.path):
                    continue
                found.setdefault(action.path[-1], action)
            return found
        for kind in ("harvest", "fight", "respawn", "complete_outpost"):
            for action in engine.of_type(kind):
                if kind == "harvest" and action.outpost and action.space in found:
                    continue
                if kind == "harvest" and not action.outpost:
                    found[action.space] = action
                found.setdefault(action.space, action)
        return found

    def target_pieces(self):
        """The pieces a click may choose now: a battle card's targets, or the casualties to pick from."""
        if self.card is not None:
            return {a.piece: a for a in self.engine.card_plays(self.card) if a.piece is not None}
        return {a.piece: a for a in self.engine.of_type("casualty")}

    def click_map(self, pos):
        group = self.group_at(pos)
        space = self.view.space_at(pos)
        engine = self.engine
        seat = self.seat
        self.show.skip()
        targets = self.target_pieces()
        if group is not None and targets:
            for piece in group.pieces:
                if piece.id in targets:
                    self.submit(targets[piece.id])
                    return
            if self.card is None:
                reason = engine.refusal({"type": "casualty", "player": seat, "piece": group.pieces[0].id})
            else:
                reason = engine.refusal({"type": "play_card", "player": seat, "card": self.card,
                                         "piece": group.pieces[0].id})
            self.show_refusal(reason, group.space)
            return
        lit = self.lit_spaces()
        own = group is not None and group.owner == seat and self.game.step == "move" and self.card is None
        movable = [p.id for p in group.pieces if p.id in engine.movable()] if own else []
        if movable:         # a click on a group of your pieces picks it (a click beside it moves there)
            self.selected = movable[0] if self.selected not in movable else self._next_in(movable)
            self.messages.clear()
            return
        if space is not None and space in lit and (group is None or self.selected is not None or self.card):
            self.choose_space(space, lit[space])
            return
        if own:
            if engine.has("move") or engine.has("end_step"):
                self.refuse({"type": "move", "player": seat, "piece": group.pieces[0].id,
                             "path": [self._first_step(group.pieces[0])]}, group.space)
                return
        if space is None:
            return
        if space in lit:
            self.choose_space(space, lit[space])
            return
        self.refuse(self.guess_action(space), space)

    def _next_in(self, movable):
        k = movable.index(self.selected)
        return movable[(k + 1) % len(movable)]

    def _first_step(self, piece):
        near = self.game.board.neighbours(piece.space) if piece.space else ()
        return near[0] if near else piece.space

    def choose_space(self, space, action):
        if self.card == "town_portal" and self.card_from is None:
            self.card_from = space          # the units leaving: now their destination
            return
        if action.type == "harvest":
            both = [a for a in self.engine.of_type("harvest") if a.space == space]
            if any(a.outpost for a in both):
                self.ask_outpost_harvest(both)
                return
        self.submit(action)

    def ask_outpost_harvest(self, actions):
        def choose(key):
            self.dialog = None
            for action in actions:
                if bool(action.outpost) == (key == "yes"):
                    self.submit(action)
                    return
        if any(not a.outpost for a in actions):
            text = _("The worker building an Outpost here may roll too, but its Outpost is removed first.")
        else:
            text = _("Only the worker building the Outpost here could roll, and its Outpost would be removed first.")
        self.dialog = Dialog(_("Harvest with the Outpost's builder?"), text,
                             [("yes", _("Roll with it"), False), ("no", _("Keep the Outpost"), True)], choose,
                             width=600, default="no")

    def guess_action(self, space):
        """The action a click on an unlit space stands for, sent to the engine only to hear its reason."""
        seat, game = self.seat, self.game
        if self.card is not None:
            return {"type": "play_card", "player": seat, "card": self.card, "space": space}
        if self.selected is not None:
            piece = game.pieces.get(self.selected)
            if piece is not None and piece.where == "training":
                return {"type": "deploy", "player": seat, "piece": piece.id, "space": space}
            return {"type": "move", "player": seat, "piece": self.selected, "path": self.path_to(piece, space)}
        if game.stage == "battles":
            return {"type": "fight", "player": seat, "space": space}
        if game.step == "harvest":
            return {"type": "harvest", "player": seat, "space": space}
        if game.step == "move":
            return {"type": "move", "player": seat, "piece": -1, "path": [space]}
        return {"type": "end_step", "player": -1}

    def path_to(self, piece, space):
        """The shortest path by adjacency from the piece's space to `space` (terrain ignored: the engine
        says what is wrong with it)."""
        board = self.game.board
        start = piece.space if piece is not None else None
        if start is None or start == space:
            return [space]
        back = {start: None}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == space:
                break
            for nxt in board.neighbours(here):
                if nxt not in back:
                    back[nxt] = here
                    queue.append(nxt)
        if space not in back:
            return [space]
        path = [space]
        while back[path[-1]] != start:
            path.append(back[path[-1]])
        return list(reversed(path))

    def group_at(self, pos):
        for group in reversed(self.groups):
            if group.rect is not None and group.rect.collidepoint(pos):
                return group
        return None

    # ------------------------------------------------------------------ clicks on the side panel

    def click_side(self, pos):
        hit = self.side.hit(pos)
        if hit is None:
            return
        what, value = hit
        if what == "tab":
            self.viewed = None if value == self.seat else value
            return
        if not self.my_turn():
            return
        if what == "piece":
            if any(a.piece == value for a in self.engine.of_type("deploy")):
                self.selected = value
                self.card = None
            else:
                self.refuse({"type": "deploy", "player": self.seat, "piece": value,
                             "space": self.game.seats[self.seat].city or ""})
            return
        if what == "card":
            self.click_card(value)

    def click_card(self, card):
        engine = self.engine
        if card == "victory_point":
            if not scoring.uses_vp(self.game):      # legal, yet it would throw the card away
                self.messages.show(_("Victory Point cards score nothing in this scenario"), "info", 3.0)
                return
            for action in engine.of_type("play_vp"):
                self.submit(action)
                return
            self.refuse({"type": "play_vp", "player": self.seat})
            return
        plays = engine.card_plays(card)
        if not plays:
            self.refuse({"type": "play_card", "player": self.seat, "card": card})
            return
        targeted = any(a.space is not None or a.piece is not None for a in plays)
        if not targeted and len(plays) == 1:
            self.submit(plays[0])
            return
        if targeted:
            self.card = card
            self.card_from = None
            self.selected = None
            return
        self.choose_among(words.card(card), plays, _(words.CARD_TEXTS[card]) if card in words.CARD_TEXTS else "")

    def choose_among(self, title, actions, text=""):
        """A dialog of buttons, one per action (a card's resource, a battle choice with several forms); `text`
        says what is chosen (a card's own words)."""
        keyed = {str(k): a for k, a in enumerate(actions[:10])}
        self.dialog_actions = keyed

        def choose(key):
            self.dialog = None
            self.dialog_actions = {}
            if key in keyed:
                self.submit(keyed[key])
        buttons = [(k, self.describe(a), False) for k, a in keyed.items()] + [("cancel", _("Back"), True)]
        self.dialog = Dialog(title, text, buttons, choose, width=min(900, max(460, 160 * len(buttons) + 80)),
                             default="cancel")

    def describe(self, action):
        if action.type == "play_card" and getattr(action, "resource", None):
            return _("2 gold") if action.resource == "gold" else _("2 wood")
        return action_words.action_label(self.game, action)

    # ------------------------------------------------------------------ input

    def ensure_layout(self, size=None):
        size = size or self.app.screen.get_size()
        if self.layout is None or self.layout.size != (max(640, size[0]), max(400, size[1])):
            self.layout = PlayLayout(size)
        self.view.place(self.layout.map)
        return self.layout

    def handle(self, event):
        layout = self.ensure_layout()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.still = 0.0
            self.hover = self.view.space_at(event.pos) if layout.map.collidepoint(event.pos) else None
        elif event.type == pygame.MOUSEBUTTONUP:    # no tooltip over what a click lit, until the mouse moves
            self.still = float("-inf")
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            return
        if self.needs_pass():
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or (
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
                self.handed_over()
            return
        if self.dialog is not None:
            self.dialog.handle(event)
            return
        if self.spend is not None:
            self.spend.handle(event, layout)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.undo()
            elif event.key == pygame.K_ESCAPE:
                if self.selected is not None or self.card is not None or self.phases:
                    self.cancel_choice()
                else:
                    self.ask_menu()
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
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.cancel_choice()
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        pos = event.pos
        if layout.side.collidepoint(pos):
            self.click_side(pos)
            return
        if not layout.map.collidepoint(pos):
            return
        if not self.my_turn():
            if self.session.is_ai_turn():
                name = action_words.seat_name(self.game, self.seat)
                self.messages.show(_("{name} is playing: wait for your turn.").format(name=name), "info", 2.0)
            return
        self.click_map(pos)

    # ------------------------------------------------------------------ the loop

    def update(self, dt):
        self.ensure_layout()
        if self.still < TOOLTIP_DELAY <= self.still + dt:
            self.invalidate()
        self.still += dt
        self.messages.update(dt)
        if self.session.game is not self.game:
            self.adopt_game()
        self.show.update(dt)
        if self.dialog is None and self.spend is None and not self.show.blocking() and not self.pauses:
            self.session.update()
        if self.session.game is not self.game:
            self.adopt_game()
        if self.refused is not None:
            self.refused[1] -= dt
            if self.refused[1] <= 0:
                self.refused = None
        if self.spend is not None and not self.my_turn():
            self.spend = None
        if self.seat != self.seat_seen:
            self.seat_seen = self.seat
            if self.my_turn():          # a person is to act: their own sheet, hand and trained pieces
                self.viewed = None
        self.play_forced_choice(dt)
        if self.game.over and not self.finished and not self.show.blocking():
            self._over_wait += dt
            if self._over_wait >= OVER_WAIT.get(self.session.speed, 1.0):
                self.finish()

    def finish(self):
        """The end screen (game_over.py); Back to the board returns here."""
        from .game_over import WarcraftGameOverScene

        self.finished = True
        self._coming_back = True
        self.app.switch(WarcraftGameOverScene(self.app, self.session, board=self))

    def draw(self, surface):
        layout = self.ensure_layout(surface.get_size())
        if self.needs_pass():
            self.side.cards, self.side.trained = [], []     # nothing of a hand is left to click
            self.draw_pass(surface, layout)
            return
        self.draw_map(surface, layout)
        self.draw_side(surface, layout)
        self.draw_top(surface, layout)
        self.draw_bar(surface, layout)
        if self.show.active():
            draw_battle_panel(surface, layout, self.game, self.view, self.show)
        self.messages.draw(surface, layout)
        if self.spend is not None:
            self.spend.draw(surface, layout)
        if self.dialog is not None:
            self.dialog.draw(surface, layout)
        elif self.still >= TOOLTIP_DELAY:
            self.tooltip.draw(surface, self.mouse, self.tooltip_text())

    def marks(self):
        marks = Marks()
        if self.my_turn():
            marks.lit = set(self.lit_spaces())
            if self.selected is None and self.card is None:
                marks.movable = set(self.engine.movable())
            marks.selected = self.selected
            marks.casualties = self.engine.casualties()
        if self.refused is not None:
            marks.refused = {self.refused[0]}
        battle = self.game.battle
        space = battle.space if battle is not None else (self.show.state or {}).get("space")
        if space is not None:
            marks.battle = space
            marks.flanks = set(self.game.board.neighbours(space))
        if self.card is not None:
            marks.casualties = set(self.target_pieces())
        return marks

    def draw_map(self, surface, layout):
        surface.fill(look.BACKGROUND, layout.map)
        surface.blit(self.art.picture(self.view), layout.map.topleft)
        marks = self.marks()
        for space in marks.flanks:
            pygame.draw.polygon(surface, look.FLANK, self.view.outline(space), 3)
        if marks.battle:
            pygame.draw.polygon(surface, look.BATTLE, self.view.outline(marks.battle), 6)
        for space in marks.lit:
            _glow(surface, self.view.outline(space), look.LIT)
        for space in marks.refused:
            pygame.draw.polygon(surface, look.REFUSED, self.view.outline(space), 5)
        if self.hover is not None and self.my_turn():
            pygame.draw.polygon(surface, look.HOVER, self.view.outline(self.hover), 2)
        self.groups = draw_map_layer(surface, self.game, self.view, marks)

    def draw_side(self, surface, layout):
        shown = self.shown_seat()
        hand_open = self.hand_open(shown)
        playable = self.engine.playable_cards() if hand_open and self.my_turn() else set()
        deployable = {a.piece for a in self.engine.of_type("deploy")} if self.my_turn() else set()
        vp_of = None
        if scoring.uses_vp(self.game):
            vp_of = (lambda s: scoring.team_vp(self.game, s)) if any(p.team for p in self.game.seats) else (
                lambda s: scoring.vp(self.game, s))
        self.side.chosen = self.card
        self.side.draw(surface, layout, self.game, shown, self.seat, self.session.log, hand_open, playable,
                       deployable, vp_of)

    def draw_pass(self, surface, layout):
        w, h = layout.size
        surface.fill(theme.PASS_COVER)
        s = layout.s
        panel = pygame.Rect(0, 0, int(600 * s), int(260 * s))
        panel.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL_BG, panel, border_radius=12)
        seat = self.pass_seat()
        idle = bool(self.pauses)            # always pausing: this seat has nothing to do now
        race = self.game.race_of(seat)
        pygame.draw.rect(surface, look.race_color(race), panel, 5, border_radius=12)
        from games.warcraft_board.ui.pieces import piece_picture

        chip = int(60 * s)
        surface.blit(piece_picture(race, "melee", chip), (panel.centerx - chip // 2, panel.top + int(20 * s)))
        name = action_words.seat_name(self.game, seat)
        big = font(layout.fs(30), bold=True, serif=True)
        text = big.render(_("Pass to {name}").format(name=name), True, theme.TEXT)
        surface.blit(text, (panel.centerx - text.get_width() // 2, panel.top + int(92 * s)))
        small = font(layout.fs(16))
        words_now = (_("Nothing for {name} to do now: look, then pass the device on.") if idle else
                     _("Only {name} should look now: their hand is shown next."))
        for k, line in enumerate(wrap_text(words_now.format(name=name), small, panel.width - 40)):
            img = small.render(line, True, theme.TEXT_MUTED)
            top = panel.top + int(150 * s) + k * small.get_linesize()
            surface.blit(img, (panel.centerx - img.get_width() // 2, top))
        bold = font(layout.fs(17), bold=True)
        img = bold.render(_("Click anywhere when you are ready"), True, theme.PANEL_BORDER)
        surface.blit(img, (panel.centerx - img.get_width() // 2, panel.bottom - int(40 * s)))

    # ------------------------------------------------------------------ the top bar

    def draw_top(self, surface, layout):
        rect = layout.top
        pygame.draw.rect(surface, theme.BAR_BG, rect)
        pygame.draw.line(surface, theme.BAR_EDGE, (0, rect.bottom - 1), (rect.right, rect.bottom - 1), 2)
        s = layout.s
        size = layout.fs(15)
        h = rect.height - int(10 * s)
        speed = self.session.speed if self.session.speed in SPEED_ORDER else "normal"
        specs = [("menu", _("Menu"), _("Leave the game (Esc)")),
                 ("undo", _("Undo"), _("Take back your last action of this step (Ctrl+Z)")),
                 ("speed", _("Speed: {speed}").format(speed=_(SPEED_NAMES[speed])),
                  _("How fast the computers play: click to change"))]
        x = rect.right - int(8 * s)
        bold = font(size, bold=True)
        for key, label, tip in specs:
            w = bold.size(label)[0] + int(26 * s)
            r = pygame.Rect(x - w, rect.top + (rect.height - h) // 2, w, h)
            button = self.top_buttons.get(key)
            if button is None:
                button = self.top_buttons[key] = Button(r, label, size=size, primary=False)
            button.rect, button.label, button.size, button.tooltip = r, label, size, tip
            button.enabled = key != "undo" or self.selected is not None or self.session.undo_reason() is None
            button.draw(surface)
            x -= w + int(8 * s)
        left = rect.left + int(10 * s)
        seat = self.seat
        if seat is not None:
            from games.warcraft_board.ui.pieces import piece_picture

            chip = int(rect.height * 0.72)
            surface.blit(piece_picture(self.game.race_of(seat), "melee", chip), (left, rect.centery - chip // 2))
            left += chip + int(6 * s)
        text = action_words.status_text(self.game, self.decision())
        fnt, shown = fit_line(text, x - left - int(8 * s), layout.fs(17), bold=True)
        surface.blit(fnt.render(shown, True, theme.BAR_TEXT), (left, rect.centery - fnt.get_height() // 2))

    # ------------------------------------------------------------------ the action bar

    def bar_specs(self):
        """The bar's buttons, right to left, from the legal actions now."""
        if not self.my_turn():
            return []
        engine = self.engine
        game = self.game
        specs = []

        def add(key, label, action, enabled=True, tooltip=None, primary=True):
            specs.append({"key": key, "label": label, "action": action, "enabled": enabled, "tooltip": tooltip,
                          "primary": primary})
        for action in engine.of_type("end_step"):
            add("end_step", action_words.action_label(game, action), self.end_step)
        for action in engine.of_type("pass"):
            add("pass", _("Pass"), lambda a=action: self.submit(a))
        if game.step == "spend" and game.battle is None and game.window is None and engine.has("end_step"):
            options = {a.type for a in engine.legal()}
            for key, label in (("upgrade", _("Upgrade…")), ("build", _("Build…")), ("train", _("Train…"))):
                add(key, label, lambda k=key: self.open_spend(k), enabled=key in options,
                    tooltip=None if key in options else _("Nothing to {what} now").format(what=label.rstrip("…")))
        for action in engine.of_type("complete"):
            add(f"complete{action.building}", action_words.action_label(game, action), lambda a=action: self.submit(a))
        for action in engine.of_type("opt_in"):
            add(f"opt_in{int(action.join)}", action_words.action_label(game, action), lambda a=action: self.submit(a))
        answers = engine.of_type("answer")
        for action in answers:
            add(f"answer{int(bool(action.gold or action.wood))}", action_words.action_label(game, action),
                lambda a=action: self.submit(a))
        if answers and self.can_answer_in_part():
            add("answer_some", _("Give some…"), self.open_answer, primary=False,
                tooltip=_("Choose how much of what your partner asks for you give"))
        raise_dead = engine.of_type("raise_dead")
        for action in reversed(raise_dead):
            add(f"raise_dead{action.count}", action_words.action_label(game, action), lambda a=action: self.submit(a),
                primary=action.count == raise_dead[-1].count)
        excess = engine.of_type("return_excess")
        if excess:      # the units returned are the owner's melee units on the battle space: alike
            add("return_excess", action_words.action_label(game, excess[0]), lambda a=excess[0]: self.submit(a))
        naming = engine.of_type("name_phases")
        if naming:
            if self.phases:
                add("phases_clear", _("Start again"), lambda: setattr(self, "phases", []), primary=False)
            for phase in reversed(PHASE_ORDER):
                add(f"phase_{phase}", words.t(words.PHASES, phase).capitalize(),
                    lambda p=phase: self.name_phase(p))
        if self.partners():
            add("partner", _("Partner…"), self.open_partner, primary=False,
                tooltip=_("Give gold and wood to your partner, or ask for some"))
        if engine.has("play_vp") and scoring.uses_vp(game) and game.battle is None:    # in battle: the hand's card
            add("play_vp", _("Lay a VP card"), lambda: self.click_card("victory_point"), primary=False)
        if self.game.step == "move" and self.selected is not None and any(
                a.escort for a in engine.moves_of(self.selected)):
            add("escort", _("Prisoner: along") if self.escort else _("Prisoner: stays"),
                lambda: setattr(self, "escort", not self.escort), primary=False)
        return specs

    def sync_bar(self, layout=None):
        layout = layout or self.ensure_layout()
        self.bar.sync(self.bar_specs(), layout.bar, layout)

    def draw_bar(self, surface, layout):
        bar = layout.bar
        draw_strip(surface, bar)
        self.sync_bar(layout)
        x = bar.left + int(14 * layout.s)
        width = self.bar.left_edge - x - 8
        hint = action_words.hint_text(self, self.decision())
        if hint and width > 40:
            f = font(layout.fs(15))
            lines = wrap_text(hint, f, width, max_lines=max(1, (bar.height - 6) // f.get_linesize()))
            y = bar.centery - len(lines) * f.get_linesize() // 2
            for line in lines:
                surface.blit(f.render(line, True, (240, 228, 206)), (x, y))
                y += f.get_linesize()
        self.bar.draw(surface)

    # ------------------------------------------------------------------ tooltips

    def tooltip_text(self):
        pos = self.mouse
        layout = self.layout
        if pos[0] < 0 or layout is None or self.spend is not None:     # the panel takes every click: nothing
            return None                                                # behind it is explained
        for button in self.top_buttons.values():
            if button.rect.collidepoint(pos):
                return button.tooltip
        text = self.bar.tooltip_at(pos)
        if text:
            return text
        card = self.side.card_at(pos)
        if card is not None:
            return words.card(card) + ": " + _(words.CARD_TEXTS[card]) if card in words.CARD_TEXTS else None
        if layout.map.collidepoint(pos) and self.hover is not None:
            return self.space_words(self.hover)
        return None

    def space_words(self, space_id):
        game = self.game
        lines = [action_words.space_name(game, space_id)]
        if space_id in game.depletion:
            lines.append(_("fully depleted") if game.depletion[space_id] == "full" else _("partially depleted"))
        outpost = game.outposts.get(space_id)
        if outpost is not None:
            name = action_words.seat_name(game, outpost.owner)
            lines.append(_("Outpost of {name}").format(name=name) if outpost.done
                         else _("Outpost of {name} (under construction)").format(name=name))
        counts = {}
        for piece in game.pieces.values():      # a worker armed by Call to Arms is told as the map draws it
            if piece.where == "map" and piece.space == space_id:
                key = (piece.owner, piece.kind, piece.kind == "worker" and piece.id in game.armed)
                counts[key] = counts.get(key, 0) + 1
        for (owner, kind, armed), n in sorted(counts.items()):
            what = f"{words.kind('melee')} ({words.card('call_to_arms')})" if armed else words.kind(kind)
            lines.append(f"{action_words.seat_name(game, owner)}: {n} × {what}")
        return "\n".join(lines)


def _saved_setting(key):
    from game.settings import DEFAULTS

    try:
        from game.settings import saved

        return bool(saved(key))
    except (KeyError, OSError, ValueError):
        return bool(DEFAULTS[key])


def _glow(surface, outline, color):
    """A lit space: a translucent wash inside a bright outline."""
    xs = [p[0] for p in outline]
    ys = [p[1] for p in outline]
    left, top = int(min(xs)), int(min(ys))
    w, h = int(max(xs)) - left + 2, int(max(ys)) - top + 2
    if w < 2 or h < 2:
        return
    wash = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(wash, (*color, 70), [(x - left, y - top) for x, y in outline])
    surface.blit(wash, (left, top))
    pygame.draw.polygon(surface, color, outline, 4)


__all__ = ["WarcraftPlayScene", "play_scene"]
