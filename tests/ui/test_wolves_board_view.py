"""The Wolves' board view (games/wolves/ui): the shipped box laid out for 2 to 5 players and drawn at the
smallest window and at full HD under SDL's dummy driver, with a busy description of pieces, tokens and
marks; a click on any hex's centre (or near its corners) names that hex; the board's picture is rendered
once per size and kept; pieces and tokens differ by shape, not colour alone. Screenshots are kept only
when SMALLWORLD_SHOTS names a folder (scene_driver.shot)."""

import math
import random

import pygame
import pytest

from game.ui import settle, theme
from games.wolves.model.board import build_board, shipped_box
from games.wolves.ui import look, pieces
from games.wolves.ui.board_view import Marks, WolvesBoardView
from tests.ui.scene_driver import shot

SIZES = ((1024, 640), (1920, 1080))
PLAYERS = (2, 3, 4, 5)


@pytest.fixture
def screen_of():
    pygame.display.init()
    pygame.font.init()

    def make(size):
        return pygame.display.set_mode(size)
    yield make
    theme.set_palette("standard")
    pieces.clear_cache()


def shipped_board(players):
    """The shipped box laid out for `players`, its region boards dealt in the box's order."""
    box = shipped_box()
    _start, regions = box.layout(players)
    return build_board(box, players, dict(zip(regions, box.region_board_ids)))


def busy_scene(board, seed=5):
    """Pieces on a third of the free land (every kind, every pack, pairs of each sort), a token on every
    printed symbol and water hex, and one of each mark: (pieces, tokens, marks)."""
    rng = random.Random(seed)
    tokens = {}
    for h, cell in board.cells.items():
        if cell.symbol == "lone_wolf":
            tokens[h] = ["lone_wolf"]
        elif cell.symbol == "prey":
            tokens[h] = [rng.choice(look.PREY)] * rng.choice((1, 2))
        elif cell.kind == "water":
            tokens[h] = rng.choice((["new"], ["quarter"], ["full"], ["new", "quarter"], ["quarter", "full"]))
    free = sorted(h for h, c in board.cells.items() if c.land and not c.symbol)
    sorts = [["alpha"], ["pack"], ["den"], ["lair"], ["alpha", "pack"], ["den", "pack"], ["lair", "alpha"],
             ["pack", "pack"], ["den", "alpha"]]
    standing = {}
    for i, h in enumerate(rng.sample(free, len(free) // 3)):
        pack, other = look.PACKS[i % 5], look.PACKS[(i + 2) % 5]
        standing[h] = [(pack if k == 0 or i % 2 else other, kind) for k, kind in enumerate(sorts[i % len(sorts)])]
    empty = [h for h in free if h not in standing]
    taken = list(standing)
    pair = next(h for h in taken[2:] if [kind for _pack, kind in standing[h]] == ["alpha", "pack"])
    marks = Marks(lit=set(empty[:5]), selected={taken[0], taken[1], (pair, "pack")},
                  reachable={h: 1 + i % 4 for i, h in enumerate(empty[5:12])},
                  refused={empty[12]}, pushes=[(taken[2], empty[13])], hover=empty[14])
    return standing, tokens, marks


def count_near(surface, rect, color, tolerance=12):
    """Pixels of `rect` within `tolerance` of `color` on each channel."""
    rect = pygame.Rect(rect).clip(surface.get_rect())
    found = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = surface.get_at((x, y))
            if all(abs(c[i] - color[i]) <= tolerance for i in range(3)):
                found += 1
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", PLAYERS)
def test_the_shipped_box_is_drawn_for_every_player_count(screen_of, players, size):
    screen = screen_of(size)
    board = shipped_board(players)
    view = WolvesBoardView(board)
    view.place(screen.get_rect())
    standing, tokens, marks = busy_scene(board)
    view.draw(screen, standing, tokens, marks)
    shot(screen, f"wolves-board-{players}p-{size[0]}x{size[1]}")

    bounds = pygame.Rect(view.layout.bounds)
    assert screen.get_rect().contains(bounds)                     # every hex inside the window
    assert view.hex_size >= 17                                   # hexes big enough to read, even 5 players at 1024x640
    assert screen.get_at((1, 1))[:3] == look.BACKGROUND          # around the board: the table
    for h in board.cells:                                        # every hex painted
        assert screen.get_at([round(v) for v in view.center(h)])[:3] != look.BACKGROUND, h
    for h, standing_here in standing.items():                    # every piece drawn in its pack's colour
        for (pack, _kind), picture, topleft in view.piece_places(h, standing_here):
            assert count_near(screen, pygame.Rect(topleft, picture.get_size()), look.pack_color(pack)) > 5, (h, pack)


@pytest.mark.parametrize("players", PLAYERS)
def test_a_click_names_the_hex_under_it(screen_of, players):
    screen_of((1024, 640))
    board = shipped_board(players)
    view = WolvesBoardView(board)
    view.place(pygame.Rect(40, 30, 900, 580))
    for h in board.cells:
        cx, cy = view.center(h)
        assert view.hex_at((cx, cy)) == h
        assert view.hex_at((round(cx), round(cy))) == h
        for k in range(6):                                       # near each corner, still inside the hex
            a = math.radians(-90 + 60 * k)
            assert view.hex_at((cx + math.cos(a) * view.hex_size * 0.8, cy + math.sin(a) * view.hex_size * 0.8)) == h
    assert view.hex_at((41, 31)) is None                          # the table around the board
    assert view.hex_at((-500, -500)) is None
    off_board = [(q, r) for q in range(-12, 13) for r in range(-12, 13) if (q, r) not in board.cells]
    for h in off_board:                                          # a gap between boards names no hex
        assert view.hex_at(view.center(h)) is None


def test_the_board_is_rendered_once_per_size(screen_of, monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(settle, "now", lambda: clock[0])
    screen = screen_of((1920, 1080))
    board = shipped_board(5)
    view = WolvesBoardView(board)
    standing, tokens, marks = busy_scene(board)
    assert view.place(screen.get_rect())
    view.draw(screen, standing, tokens, marks)
    first = view.art.last_picture()
    assert view.art.render_count == 1
    for _ in range(3):                                           # the same size: the same picture, no render
        clock[0] += 1.0
        assert not view.place(screen.get_rect())
        view.draw(screen, standing, tokens, marks)
    assert view.art.render_count == 1 and view.art.last_picture() is first

    smaller = pygame.Rect(0, 0, 1280, 800)                       # resized: the old picture scaled while it moves
    assert view.place(smaller)
    assert view.rough and view.art.render_count == 1
    view.draw(screen, standing, tokens, marks)
    clock[0] += settle.SETTLE_SECONDS + 0.05                      # settled: rendered for the new size
    assert view.place(smaller)
    assert not view.rough and view.art.render_count == 2
    assert view.art.last_picture().get_size() == (1280, 800)
    clock[0] += 1.0
    assert not view.place(smaller)
    assert view.art.render_count == 2


def mask_of(picture):
    return pygame.mask.from_surface(picture, 127)


def differs(a, b, share=0.08):
    """True when two same-sized shapes differ in more than `share` of the larger one's pixels."""
    ma, mb = mask_of(a), mask_of(b)
    overlap = ma.overlap_area(mb, (0, 0))
    apart = ma.count() + mb.count() - 2 * overlap
    return apart > share * max(ma.count(), mb.count())


def grey(picture):
    return pygame.transform.grayscale(picture)


def test_pieces_differ_by_shape_and_packs_by_letter(screen_of):
    screen_of((800, 600))
    px = 48
    shapes = {kind: pieces.piece("meadow", kind, px) for kind in look.PIECES}
    for a in look.PIECES:                                        # alpha, pack wolf, den, lair: four silhouettes
        for b in look.PIECES:
            if a < b:
                assert differs(shapes[a], shapes[b]), (a, b)
    for kind in look.PIECES:                                     # in grey, every pack's piece still reads apart
        seen = [pygame.image.tobytes(grey(pieces.piece(pack, kind, px)), "RGBA") for pack in look.PACKS]
        assert len(set(seen)) == len(look.PACKS), kind
    assert len({look.pack_letter(p) for p in look.PACKS}) == len(look.PACKS)


def test_russian_pieces_carry_the_box_letters(screen_of, russian):
    assert [look.pack_letter(p) for p in look.PACKS] == ["А", "Б", "В", "Г", "Д"]


def test_tokens_differ_by_shape(screen_of):
    screen_of((800, 600))
    px = 48
    names = ("lone_wolf",) + look.PREY + look.PHASES
    inks = {name: grey(pieces.token(name, px)) for name in names}
    for a in names:                                              # in grey: no two kinds of token look alike
        for b in names:
            if a < b:
                apart = sum(1 for x in range(px) for y in range(px)
                            if abs(inks[a].get_at((x, y))[0] - inks[b].get_at((x, y))[0]) > 40)
                assert apart > px * px * 0.04, (a, b)
    single, stack = pieces.token("hare", px, 1), pieces.token("hare", px, 2)
    assert pygame.image.tobytes(single, "RGBA") != pygame.image.tobytes(stack, "RGBA")   # a stack shows its count


def test_the_colour_blind_setting_adds_each_packs_pattern(screen_of):
    screen_of((800, 600))
    standard = {pack: pygame.image.tobytes(pieces.piece(pack, "lair", 64), "RGBA") for pack in look.PACKS}
    theme.set_palette("colorblind")
    assert look.colorblind()
    patterned = {pack: pygame.image.tobytes(pieces.piece(pack, "lair", 64), "RGBA") for pack in look.PACKS}
    assert all(patterned[p] != standard[p] for p in look.PACKS)
    textures = {look.PACK_PATTERNS[p] for p in look.PACKS}
    assert len(textures) == len(look.PACKS)                      # five patterns, one a pack


def test_two_pieces_on_a_hex_stay_apart_and_inside_it(screen_of):
    screen_of((1024, 640))
    board = shipped_board(5)
    view = WolvesBoardView(board)
    view.place(pygame.Rect(0, 0, 1024, 640))
    h = next(h for h, c in board.cells.items() if c.land and not c.symbol)
    cx, cy = view.center(h)
    half_w = view.hex_size * math.sqrt(3) / 2
    for pair in (["alpha", "pack"], ["den", "alpha"], ["lair", "pack"], ["pack", "pack"], ["alpha", "alpha"]):
        standing = [("tundra", pair[0]), ("forest", pair[1])]
        places = [(picture, at) for _piece, picture, at in view.piece_places(h, standing)]
        (pa, ta), (pb, tb) = places
        overlap = mask_of(pa).overlap_area(mask_of(pb), (tb[0] - ta[0], tb[1] - ta[1]))
        assert overlap <= 0.03 * mask_of(pa).count(), pair       # both whole: at most a sliver touches
        for picture, (x, y) in places:
            bbox = mask_of(picture).get_bounding_rects()[0].move(x, y)
            assert cx - half_w - 1 <= bbox.left and bbox.right <= cx + half_w + 1, pair
            assert cy - view.hex_size - 1 <= bbox.top and bbox.bottom <= cy + view.hex_size + 1, pair


@pytest.mark.parametrize("players", (2, 5))
def test_a_real_game_is_drawn_as_its_state_says(screen_of, players):
    from games.wolves.model.game import WolvesGame
    from games.wolves.ui.adapter import board_description
    from tests.wolves.wolves_setups import random_setup

    game = WolvesGame(random_setup(players, 11))
    rng = random.Random(4)
    for _ in range(150):                                          # well into the play: howls, hunts, dens
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    standing, tokens = board_description(game)
    assert standing == {h: list(p) for h, p in game.pieces.items()}
    assert {h for h, t in tokens.items() if t == ["lone_wolf"]} == game.lone_wolves
    for h, stack in game.prey.items():
        assert tokens.get(h, []) == list(reversed(stack))
    for region, stack in game.scoring.items():
        assert tokens.get(game.board.water_of(region), []) == list(stack)
    assert any(len(t) > 1 for t in tokens.values())              # a stack, drawn with its count

    screen = screen_of((1920, 1080))
    view = WolvesBoardView(game.board)
    view.place(screen.get_rect())
    view.draw(screen, standing, tokens)
    shot(screen, f"wolves-board-game-{players}p")
    for h, here in standing.items():
        assert view.hex_at(view.center(h)) == h
        assert sorted(piece for piece, _picture, _at in view.piece_places(h, here)) == sorted(here)
        for (pack, _kind), picture, topleft in view.piece_places(h, here):
            assert count_near(screen, pygame.Rect(topleft, picture.get_size()), look.pack_color(pack)) > 5, (h, pack)


def test_one_wolf_of_two_is_shown_chosen(screen_of):
    screen = screen_of((1280, 800))
    board = shipped_board(3)
    view = WolvesBoardView(board)
    view.place(screen.get_rect())
    h = next(h for h, c in board.cells.items() if c.land and not c.symbol)
    here = {h: [("tundra", "alpha"), ("tundra", "pack")]}
    view.draw(screen, here, {}, Marks(selected={h}))
    before = screen.copy()
    view.draw(screen, here, {}, Marks(selected={(h, "pack")}))
    places = {kind: (picture, at) for (_pack, kind), picture, at in view.piece_places(h, here[h])}

    def changed(kind, opaque):
        """Pixels changed by the plate where the piece's picture is wholly opaque, or (opaque False) wholly clear."""
        picture, (x, y) = places[kind]
        w, h = picture.get_size()

        def alpha(px, py):
            return picture.get_at((px, py))[3] if 0 <= px < w and 0 <= py < h else 0
        return sum(1 for px in range(-4, w + 4) for py in range(-4, h + 4)
                   if alpha(px, py) == (255 if opaque else 0)
                   and screen.get_at((x + px, y + py)) != before.get_at((x + px, y + py)))
    assert changed("pack", opaque=False) > 20          # a plate shows round the chosen pack wolf
    assert changed("alpha", opaque=True) == 0          # the alpha beside it is drawn whole over it
    assert changed("pack", opaque=True) == 0
