"""kernel/copying.py under the name the model has always used: the very same module object, so code (and a
test counting the work) that reaches `game.model.copying.<name>` reaches what every game calls."""

import sys

from kernel import copying

sys.modules[__name__] = copying
