"""The Windows portable download: the one-folder build in a zip.

Unpacked once, anywhere (a USB stick, Downloads), its ``manni-desktop.exe``
starts exactly as the installed program does, because it is the same folder.
The one-file ``.exe`` unpacked 79 MB into the temporary folder at every
start: under Wine it reached the first paint 1.54× later than the one-folder
build (issue 35 asks for at most 1.5×), and it cannot start where the
temporary folder forbids running programs.  Linux's download is the same
idea as a ``.tar.gz`` (``build.package_linux``).
"""

from __future__ import annotations

import zipfile
from pathlib import Path


def make_portable_zip(folder: Path, target: Path, top: str, license_file: Path) -> Path:
    """``target``: every file of ``folder`` under ``top/``, and the licence as
    ``top/LICENSE.txt`` (the notices are in the folder: the spec writes them)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, f"{top}/{path.relative_to(folder).as_posix()}")
        archive.write(license_file, f"{top}/LICENSE.txt")
    return target
