"""Primitives about going into decline."""

from ..effects import Primitive


class ActsInDecline(Primitive):
    """On decline every token stays; in decline the race keeps conquering at the start of
    its player's turn, before the active race, with `race` named in its actions."""

    name = "acts_in_decline"
    text = "all tokens stay on decline, and keep conquering in decline"
    acts_in_decline = in_decline = True
    ai_pick_value = 5.0


class ExtraDeclineSlot(Primitive):
    """In decline the race does not count against the one-declined-race limit; the badge stays."""

    name = "extra_decline_slot"
    text = "in decline it does not count against your one declined race"
    extra_decline_slot = keeps_badge = in_decline = True
    ai_pick_value = 3.0


class DeclineAfterRedeploy(Primitive):
    """The race may go into decline after its redeployment, scoring the turn as active first."""

    name = "decline_after_scoring"
    text = "go into decline at the end of a normal turn, after scoring"
    decline_after_redeploy = True
    ai_pick_value = 3.0
