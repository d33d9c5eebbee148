"""Primitives about going into decline."""

from .base import Primitive


class ActsInDecline(Primitive):
    """On decline every token stays; in decline the race keeps conquering at the start of
    its player's turn, before the active race, with `race` named in its actions."""

    name = "acts_in_decline"
    acts_in_decline = in_decline = True
    text = "all tokens stay on decline, and keep conquering in decline"
    ai_pick_value = 5.0


class ExtraDeclineSlot(Primitive):
    """In decline the race does not count against the one-declined-race limit; the badge stays."""

    name = "extra_decline_slot"
    extra_decline_slot = keeps_badge = in_decline = True
    text = "in decline it does not count against your one declined race"
    ai_pick_value = 3.0


class DeclineAfterRedeploy(Primitive):
    """The race may go into decline after its redeployment, scoring the turn as active first."""

    name = "decline_after_scoring"
    decline_after_redeploy = True
    text = "go into decline at the end of a normal turn, after scoring"
    ai_pick_value = 3.0
