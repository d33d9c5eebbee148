"""kernel.files.file_stamp: the one stamp that tells a file from its next version (the autosave's
take-over in game/saves.py, the title's map list in games/smallworld/scenes/start.py)."""

import os
import shutil

import pytest

from kernel.files import file_stamp, stat_stamp


def test_a_copy_keeping_the_modification_time_is_another_file(tmp_path):
    path = tmp_path / "map.json"
    path.write_text('{"a": 1}', encoding="utf-8")
    before = file_stamp(path)
    assert file_stamp(path) == before == stat_stamp(os.stat(path))
    shutil.copy2(path, tmp_path / "copy.json")               # same size, same modification time...
    os.replace(tmp_path / "copy.json", path)
    assert os.stat(path).st_mtime_ns == before[2] and os.stat(path).st_size == before[1]
    assert file_stamp(path) != before                          # ...another inode


def test_a_missing_file_raises_as_os_stat_does(tmp_path):
    with pytest.raises(FileNotFoundError):
        file_stamp(tmp_path / "gone.json")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_link_is_stamped_itself_only_when_asked(tmp_path):
    target, link = tmp_path / "target.json", tmp_path / "link.json"
    target.write_text("{}", encoding="utf-8")
    os.symlink(target, link)
    assert file_stamp(link) == file_stamp(target)
    assert file_stamp(link, follow_symlinks=False) == stat_stamp(os.lstat(link)) != file_stamp(target)
    target.unlink()
    with pytest.raises(FileNotFoundError):
        file_stamp(link)
    assert file_stamp(link, follow_symlinks=False) == stat_stamp(os.lstat(link))
