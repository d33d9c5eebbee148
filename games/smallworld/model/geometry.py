"""kernel/geometry.py under the name the model has always used: the very same module object, so code (and a
test counting the work) that reaches `games.smallworld.model.geometry.<name>` reaches what every game calls."""

import sys

from kernel import geometry

sys.modules[__name__] = geometry
