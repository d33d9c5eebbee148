"""Another revision of this repository to measure against (the benchmarks' --baseline)."""

import contextlib
import os
import subprocess
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def export_revision(rev, folder, paths=()):
    """The files of git revision `rev` of this repository (only `paths`, when given), unpacked
    into `folder`."""
    archive = subprocess.run(["git", "-C", ROOT, "archive", "--format=tar", rev, *paths],
                             check=True, capture_output=True).stdout
    path = os.path.join(folder, "rev.tar")
    with open(path, "wb") as handle:
        handle.write(archive)
    with tarfile.open(path) as tar:
        tar.extractall(folder, filter="data")
    os.remove(path)


@contextlib.contextmanager
def checkout(rev_or_folder):
    """A folder holding `rev_or_folder`: itself when it is a folder (a `git worktree`), else the
    git revision exported to a temporary folder (removed afterwards)."""
    if os.path.isdir(rev_or_folder):
        yield os.path.abspath(rev_or_folder)
        return
    with tempfile.TemporaryDirectory(prefix="bench-baseline-") as folder:
        export_revision(rev_or_folder, folder)
        yield folder
