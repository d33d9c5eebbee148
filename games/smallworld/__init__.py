"""Small World (rulesets classic and azeroth). Its rules, computer players and screens still live in
game/ (game/model, game/ai, game/scenes...); definition.py is what the kernel and the window know of
it, and the rest moves here in a later step (docs/ARCHITECTURE.md, "The kernel and the games")."""
