"""Animations of the in-game screen: tokens in flight, banners flipping, coins counting.

The model changes at once; the screen catches up. `Animator` is a queue of timed
`Tween`s driven by `update(dt)`, at the pace of the game's animation speed
(slow/normal/fast; at instant nothing is queued and the state shows at once).
`BoardAnimation` turns a change of the stacks on the map into tweens: it keeps the
stacks *as animated so far* (`overrides`: what to draw instead of the model in the
regions still moving) and the tokens in flight (`draw`). `CoinCounter` is the coin
figure of each seat counting from the old value to the new one.

A player's click finishes everything at once (`skip`), so no input waits on an
animation. Nothing here reads a rule: the caller hands over the stacks to show.
"""

import math

import pygame

from . import tokens

# How much longer than "normal" each speed takes (instant: nothing animates).
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}

FLIGHT = 0.55        # seconds a token stack takes from the hand to a region (at normal speed)
FLIP = 0.5           # seconds a banner takes to turn over to its declined side
COUNT = 0.8          # seconds a coin figure takes to count to its new value


def speed_factor(speed):
    return SPEED_FACTORS.get(speed, 1.0)


def ease_in_out(t):
    return t * t * (3.0 - 2.0 * t)


def ease_out(t):
    return 1.0 - (1.0 - t) * (1.0 - t)


class Tween:
    """`duration` seconds after `delay`, with an eased progress 0..1; `on_done` runs when it ends."""

    def __init__(self, duration, delay=0.0, ease=ease_in_out, on_start=None, on_done=None):
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.ease = ease
        self.on_start = on_start
        self.on_done = on_done
        self.elapsed = 0.0
        self.started = False
        self.finished = False

    @property
    def progress(self):
        t = (self.elapsed - self.delay) / self.duration
        return self.ease(min(1.0, max(0.0, t)))

    def advance(self, dt):
        self.elapsed += dt
        if not self.started and self.elapsed >= self.delay:
            self.started = True
            if self.on_start is not None:
                self.on_start()
        if self.started and not self.finished and self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self):
        if not self.started:
            self.started = True
            if self.on_start is not None:
                self.on_start()
        if not self.finished:
            self.elapsed = self.delay + self.duration
            self.finished = True
            if self.on_done is not None:
                self.on_done()


class Animator:
    """Tweens running at the pace of `speed()` ("slow", "normal", "fast" or "instant")."""

    def __init__(self, speed):
        self.speed = speed
        self.tweens = []

    def factor(self):
        return speed_factor(self.speed())

    def add(self, tween):
        """Queue a tween (its times are at normal speed); at instant it ends at once."""
        self.tweens.append(tween)
        if self.factor() <= 0:
            self.skip()
        return tween

    def update(self, dt):
        factor = self.factor()
        if factor <= 0:
            self.skip()
            return
        for tween in list(self.tweens):
            tween.advance(dt / factor)
        self.tweens = [t for t in self.tweens if not t.finished]

    def skip(self):
        """Everything to its end state now (a click, or the speed set to instant)."""
        while self.tweens:
            tweens, self.tweens = self.tweens, []
            for tween in tweens:
                tween.finish()

    def busy(self):
        return bool(self.tweens)


class Flight:
    """A stack of tokens in the air from one place to another (places resolved when drawn)."""

    def __init__(self, stack, source, target, tween):
        self.stack = stack            # (race_id, count, owner, declined)
        self.source = source
        self.target = target
        self.tween = tween


class Flip:
    """A stack turning over from one side to the other in region `region`."""

    def __init__(self, region, before, after, tween):
        self.region = region
        self.before = before
        self.after = after
        self.tween = tween


class BoardAnimation:
    """The stacks on the map as animated so far.

    `follow(stacks)` is told the stacks to show now (one (race_id, count, owner, declined)
    or None per region); what differs from the stacks on screen moves there: tokens
    leaving a region fly to their owner's home, tokens arriving fly from it, a stack
    turning declined flips. `places` answers where things are on screen:
    `places.region(r)` and `places.home(owner)` (a hand or a players-panel row).
    """

    def __init__(self, speed):
        self.animator = Animator(speed)
        self.shown = None             # the stacks on screen once everything has landed
        self.overrides = {}           # region -> stack (or None) drawn instead of `shown` while moving
        self.flights = []
        self.flips = []
        self.version = 0              # changes whenever `overrides` does (the board picture's cache key)

    def busy(self):
        return self.animator.busy()

    def update(self, dt):
        self.animator.update(dt)

    def skip(self):
        self.animator.skip()

    def reset(self, stacks):
        """Show `stacks` at once (a new or replaced game)."""
        self.skip()
        self.shown = list(stacks)
        self._set({})

    def _set(self, overrides):
        self.overrides = overrides
        self.version += 1

    def _override(self, r, stack):
        self.overrides[r] = stack
        self.version += 1

    def _land(self, r):
        if r in self.overrides:
            del self.overrides[r]
            self.version += 1

    def follow(self, stacks):
        """Animate the map from what it shows to `stacks`."""
        if self.shown is None or len(self.shown) != len(stacks):
            self.reset(stacks)
            return
        self.skip()
        before, self.shown = self.shown, list(stacks)
        self.version += 1
        changed = [r for r, (old, new) in enumerate(zip(before, stacks)) if old != new]
        if not changed or self.animator.factor() <= 0:
            return
        leaving = sum(1 for r in changed if _leaves(before[r], stacks[r]))
        arrive_delay = 0.35 * FLIGHT if leaving else 0.0
        for i, r in enumerate(changed):
            self._animate_region(r, before[r], stacks[r], 0.06 * i, arrive_delay)

    def _animate_region(self, r, old, new, stagger, arrive_delay):
        same = old is not None and new is not None and (old[0], old[2]) == (new[0], new[2])
        if same and old[3] != new[3]:
            self._flip(r, old, new, stagger)
            return
        if same:
            delta = new[1] - old[1]
            moving = (old[0], abs(delta), old[2], new[3])
            if delta < 0:          # tokens go back to the hand: the region shows what stays
                self._fly(moving, ("region", r), ("home", old[2]), stagger, None)
            else:                  # tokens arrive: the region shows the old stack until they land
                self._override(r, old)
                self._fly(moving, ("home", new[2]), ("region", r), stagger, r)
            return
        if old is not None:        # the stack there leaves (lost, abandoned, replaced)
            self._override(r, None)
            self._fly(old, ("region", r), ("home", old[2]), stagger, None if new is not None else r)
        if new is not None:
            self._override(r, None)
            self._fly(new, ("home", new[2]), ("region", r), stagger + (arrive_delay if old else 0.0), r)

    def _fly(self, stack, source, target, delay, lands_in):
        flight = None

        def done():
            self.flights.remove(flight)
            if lands_in is not None:
                self._land(lands_in)
        tween = Tween(FLIGHT, delay, ease_in_out, on_done=done)
        flight = Flight(stack, source, target, tween)
        self.flights.append(flight)
        self.animator.add(tween)

    def _flip(self, r, old, new, delay):
        self._override(r, None)
        flip = None

        def done():
            self.flips.remove(flip)
            self._land(r)
        tween = Tween(FLIP, delay, ease_in_out, on_done=done)
        flip = Flip(r, old, new, tween)
        self.flips.append(flip)
        self.animator.add(tween)

    def incoming(self, owner):
        """Tokens in the air toward `owner`'s home (not in the hand yet)."""
        return sum(f.stack[1] for f in self.flights if f.target == ("home", owner))

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface, places, scale):
        """The flipping stacks and the tokens in flight, over the map."""
        for flip in self.flips:
            self._draw_flip(surface, places.region(flip.region), flip, scale)
        for flight in self.flights:
            if not flight.tween.started:
                continue
            a = _point(places, flight.source)
            b = _point(places, flight.target)
            if a is None or b is None:
                continue
            t = flight.tween.progress
            lift = math.sin(math.pi * t) * min(120.0, 0.25 * math.dist(a, b))
            at = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - lift)
            race, n, owner, declined = flight.stack
            tokens.draw_stack(surface, at, race, n, owner, declined, scale * (1.0 + 0.15 * math.sin(math.pi * t)))

    def _draw_flip(self, surface, at, flip, scale):
        t = flip.tween.progress if flip.tween.started else 0.0
        side = flip.before if t < 0.5 else flip.after
        pic = tokens.stack_surface(side[0], side[1], side[2], side[3], scale)
        width = max(1, int(pic.get_width() * abs(math.cos(math.pi * t))))
        pic = pygame.transform.smoothscale(pic, (width, pic.get_height()))
        surface.blit(pic, pic.get_rect(center=(int(at[0]), int(at[1]))))


def _leaves(old, new):
    return old is not None and (new is None or (old[0], old[2]) != (new[0], new[2]) or new[1] < old[1])


def _point(places, place):
    kind, which = place
    return places.region(which) if kind == "region" else places.home(which)


class CoinCounter:
    """Each seat's coin figure as shown: it counts from the old value to the new one."""

    def __init__(self, speed):
        self.speed = speed
        self.shown = {}               # seat -> (from, to, seconds elapsed)

    def value(self, seat, actual):
        """The figure to show for a seat whose coins are `actual` now."""
        entry = self.shown.get(seat)
        if entry is None:
            return actual
        start, end, elapsed = entry
        if end != actual:
            return actual
        t = ease_out(min(1.0, elapsed / COUNT))
        return int(round(start + (end - start) * t))

    def follow(self, coins):
        """Start counting toward the seats' new coins (a list by seat)."""
        factor = speed_factor(self.speed())
        for seat, actual in enumerate(coins):
            entry = self.shown.get(seat)
            if entry is None:
                self.shown[seat] = (actual, actual, COUNT)
            elif entry[1] != actual:
                now = self.value(seat, entry[1]) if factor > 0 else actual
                self.shown[seat] = (now, actual, 0.0 if factor > 0 else COUNT)

    def update(self, dt):
        factor = speed_factor(self.speed())
        for seat, (start, end, elapsed) in list(self.shown.items()):
            if elapsed < COUNT:
                self.shown[seat] = (start, end, COUNT if factor <= 0 else elapsed + dt / factor)

    def skip(self):
        for seat, (_start, end, _elapsed) in list(self.shown.items()):
            self.shown[seat] = (end, end, COUNT)

    def busy(self):
        return any(elapsed < COUNT and start != end for start, end, elapsed in self.shown.values())

    def key(self):
        """Changes whenever a shown figure does."""
        return tuple((seat, self.value(seat, end)) for seat, (_s, end, _e) in sorted(self.shown.items()))
