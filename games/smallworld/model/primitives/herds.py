"""A race whose tokens never stand alone (the Tauren)."""

from ..effects import Primitive


class NeverAlone(Primitive):
    """Each region of the race holds 0 or at least 2 of its tokens: readying troops, redeploying
    and declining leave 2, and every conquest costs (and needs in hand) at least 2 (items 8, 48)."""

    name = "never_alone"
    text = "never 1 token alone in a region: conquests cost at least 2, and 2 stay in each region"
    min_stack = 2
    in_decline = True       # declining leaves 2 per region too
    ai_pick_value = 2.0
