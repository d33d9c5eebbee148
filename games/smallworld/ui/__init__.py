"""Small World's pieces of the interface (pygame): the map, the tokens, the world's symbols and pieces,
race chips, the players panel, the HUD and the animations, built on the shell's kit (game/ui)."""
