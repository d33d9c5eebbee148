"""The games installed in the program: the one place that lists them.

Importing this package registers each game's definition with the kernel (kernel/registry.py), the
first one as the default game, that of a file or a command naming none. A new game is a package
games/<id>/ whose definition.py makes its GameDefinition, and one line here (docs/NEW_GAME.md).
"""

from kernel import registry

from .smallworld.definition import SMALL_WORLD
from .warcraft_board.definition import WARCRAFT
from .wolves.definition import WOLVES

INSTALLED = (SMALL_WORLD, WOLVES, WARCRAFT)     # the default first

for _definition in INSTALLED:
    registry.register(_definition)
