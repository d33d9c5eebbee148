"""The menus' backdrop (game/ui/menu_art.py): the shipped map without names, painted once and kept on disk."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import menu_art  # noqa: E402
from games.smallworld.ui import map_layer

SIZE = (1024, 640)


@pytest.fixture
def fresh(user_dir, monkeypatch):
    """menu_art as at start (nothing painted in this process), counting the map renders."""
    pygame.display.set_mode(SIZE)
    menu_art._cache.update(size=None, surface=None, board=False, rough=None)
    renders = []
    original = map_layer.MapLayer._render
    monkeypatch.setattr(map_layer.MapLayer, "_render", lambda layer: renders.append(layer.size) or original(layer))
    yield renders
    menu_art._cache.update(size=None, surface=None, board=False, rough=None)


def forget_painted():
    menu_art._cache.update(size=None, surface=None, rough=None)


def kept_files(user_dir):
    folder = user_dir / "cache"
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("backdrop-")) if folder.exists() else []


def test_the_backdrop_is_the_largest_shipped_map_without_its_region_names(fresh, monkeypatch):
    names = []
    monkeypatch.setattr(map_layer.MapLayer, "_place_label", lambda layer, index, penalty: names.append(index))
    picture = menu_art.backdrop(SIZE, 120)
    assert picture.get_size() == SIZE and fresh == [SIZE]      # painted at the window's size: crisp
    assert names == []
    board = menu_art._backdrop_board()
    assert board.players == 5


def test_a_painted_backdrop_is_kept_and_read_back_instead_of_painted_again(fresh, user_dir):
    painted = menu_art.backdrop(SIZE, 120).copy()
    assert len(fresh) == 1 and len(kept_files(user_dir)) == 1
    forget_painted()                                          # as when the game starts again
    again = menu_art.backdrop(SIZE, 120)
    assert len(fresh) == 1                                    # read, not painted
    assert again.get_size() == SIZE
    for x, y in ((10, 10), (512, 320), (900, 600)):           # the same picture (a JPEG: nearly the same pixels)
        a, b = painted.get_at((x, y)), again.get_at((x, y))
        assert all(abs(a[i] - b[i]) <= 24 for i in range(3))


def test_another_size_or_shade_is_painted_and_kept_apart(fresh, user_dir):
    menu_art.backdrop(SIZE, 120)
    menu_art.backdrop(SIZE, 150)
    menu_art.backdrop((1200, 800), 150)
    assert len(fresh) == 3 and len(kept_files(user_dir)) == 3


def test_only_the_newest_backdrops_are_kept(fresh, user_dir):
    for k in range(menu_art.ART_KEEP + 3):
        menu_art.backdrop((1024 + 10 * k, 640), 120)
    assert len(kept_files(user_dir)) == menu_art.ART_KEEP


def test_a_damaged_kept_backdrop_is_painted_again(fresh, user_dir):
    menu_art.backdrop(SIZE, 120)
    (name,) = kept_files(user_dir)
    (user_dir / "cache" / name).write_bytes(b"not a picture")
    forget_painted()
    assert menu_art.backdrop(SIZE, 120).get_size() == SIZE
    assert len(fresh) == 2


def test_a_kept_backdrop_cut_short_is_painted_again_not_shown_grey(fresh, user_dir):
    """A JPEG cut short (a full disk while it was kept) still loads, grey where the data ran out: the
    title was a flat grey until the code changed. One that does not read back whole is painted again."""
    painted = menu_art.backdrop(SIZE, 120).copy()
    (name,) = kept_files(user_dir)
    kept = user_dir / "cache" / name
    whole = kept.read_bytes()
    kept.write_bytes(whole[:len(whole) // 3])
    assert pygame.image.load(str(kept)).get_size() == SIZE      # pygame takes it without a word
    forget_painted()
    again = menu_art.backdrop(SIZE, 120)
    assert len(fresh) == 2                                      # painted again, not read
    a, b = painted.get_at((900, 600)), again.get_at((900, 600))   # the bottom: where the cut file is grey
    assert all(abs(a[i] - b[i]) <= 24 for i in range(3))
    assert kept.read_bytes()[-2:] == b"\xff\xd9" and len(kept.read_bytes()) > len(whole) // 2   # kept whole again


def test_a_backdrop_kept_on_a_full_disk_leaves_no_cut_file(fresh, user_dir, monkeypatch):
    from full_disk import cut_saves
    written = cut_saves(monkeypatch)
    assert menu_art.backdrop(SIZE, 120).get_size() == SIZE     # the painted one is shown all the same
    assert written and kept_files(user_dir) == []               # and nothing cut is left to be read later
    assert not [p for p in (user_dir / "cache").iterdir() if p.name.startswith(".tmp-")]


def test_a_kept_backdrop_of_a_changed_map_is_not_used(fresh, user_dir, monkeypatch):
    menu_art.backdrop(SIZE, 120)
    path = menu_art._backdrop_paths()[0]
    info = os.stat(path)
    monkeypatch.setattr(menu_art, "_stamp", lambda p: (p, info.st_size, info.st_mtime_ns + 1))   # edited since
    forget_painted()
    menu_art.backdrop(SIZE, 120)
    assert len(fresh) == 2 and len(kept_files(user_dir)) == 2


def test_without_a_user_folder_the_backdrop_is_painted_all_the_same(fresh, monkeypatch):
    def no_folder():
        raise OSError("no user data folder")
    monkeypatch.setattr(menu_art.resources, "user_data_dir", no_folder)
    assert menu_art.backdrop(SIZE, 120).get_size() == SIZE and len(fresh) == 1


def test_a_packaged_game_without_source_files_keeps_backdrops_by_its_program_file(fresh, user_dir, monkeypatch):
    monkeypatch.setattr(menu_art, "UI_CODE", str(user_dir / "no-such-folder"))
    menu_art.backdrop(SIZE, 120)
    forget_painted()
    menu_art.backdrop(SIZE, 120)
    assert len(fresh) == 1 and len(kept_files(user_dir)) == 1
