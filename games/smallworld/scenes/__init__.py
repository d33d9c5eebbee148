"""Small World's screens (pygame): the in-game screen and its play modes, setup, rules, the end of a
game, the replay viewer and the lesson. They open one another by name through game.scenes.registry."""
