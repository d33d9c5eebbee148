"""The Wolves: packs of wolves spreading over a hex map, paying each action with terrain tiles."""
