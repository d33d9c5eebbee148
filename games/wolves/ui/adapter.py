"""What a game of The Wolves shows on its board, as the plain description the board view draws.

    pieces, tokens = board_description(game)
    view.draw(surface, pieces, tokens, marks)

`pieces` {hex: [(pack, kind), ...]} as they stand; `tokens` {hex: [name, ...], top first}: a lone wolf
on each lone-wolf hex still holding one, the prey stack on each prey hex not yet emptied, and each
region's scoring stack on its water hex (a region whose tokens are gone shows plain water). Only the
engine's public state is read (WolvesGame: pieces, lone_wolves, prey, scoring, board), so the view
never reaches into the rules.
"""


def board_description(game):
    """(pieces, tokens) of `game` for WolvesBoardView.draw."""
    pieces = {h: list(standing) for h, standing in game.pieces.items() if standing}
    tokens = {h: ["lone_wolf"] for h in game.lone_wolves}
    for h, stack in game.prey.items():
        if stack:
            tokens[h] = list(reversed(stack))          # the engine keeps a prey stack top last
    for region, stack in game.scoring.items():
        if stack:
            tokens[game.board.water_of(region)] = list(stack)
    return pieces, tokens
