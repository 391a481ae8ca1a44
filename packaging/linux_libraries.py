"""Which shared libraries the Linux bundle expects the system to provide.

    python packaging/linux_libraries.py check      # after build.py; exit 1 on a surprise
    python packaging/linux_libraries.py packages   # the apt packages of the list

PyInstaller carries most libraries but deliberately leaves out a few (glibc,
OpenGL, libxcb): a machine without them cannot start the program at all.
Those are listed once, in ``packaging/linux/system-libraries.txt``.  ``check``
resolves every bundled binary with ``ldd`` against the bundle's own files
(linked by their bundled names in a scratch folder, as the bootloader
unpacks them) and fails when anything is still taken from the system, or not
found at all, that the list does not name: the list cannot fall behind the
bundle, and the README and CI install from the same file.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "packaging" / "linux" / "system-libraries.txt"
TOC = ROOT / "build" / "pyinstaller" / "manni-desktop" / "PKG-00.toc"
ENTRY = re.compile(r"\('([^']*)',\s*'([^']*)',\s*'(BINARY|EXTENSION)'\)")
LDD_LINE = re.compile(r"\s*(\S+) => (not found|\S+)")


def documented(path: Path = LIST) -> dict[str, str]:
    """soname → package, from the list."""
    table = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            soname, package = line.split()
            table[soname] = package
    return table


def bundled_binaries(toc: Path = TOC) -> list[tuple[str, str]]:
    """(name inside the bundle, source path) of every shared object bundled."""
    return [(dest, source) for dest, source, _ in ENTRY.findall(toc.read_text(encoding="utf-8"))]


def from_the_system(binaries: list[tuple[str, str]]) -> dict[str, str]:
    """soname → where ldd found it (or "not found"), for every library the
    bundled binaries need that the bundle does not carry."""
    needed: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="manni-ldd-") as scratch:
        carried = set()
        for dest, source in binaries:
            name = Path(dest).name
            carried.add(name)
            link = Path(scratch) / name
            if not link.exists():
                os.symlink(source, link)
        env = {**os.environ, "LD_LIBRARY_PATH": scratch}
        for _, source in binaries:
            out = subprocess.run(["ldd", source], env=env, capture_output=True, text=True,
                                 check=False).stdout
            for line in out.splitlines():
                match = LDD_LINE.match(line)
                if match and match.group(1) not in carried:
                    needed.setdefault(match.group(1), match.group(2))
    return needed


def check() -> list[str]:
    if not TOC.is_file():
        return [f"{TOC} is missing: run `python packaging/build.py` first"]
    table = documented()
    needed = from_the_system(bundled_binaries())
    problems = [f"the bundle needs {name} from the system ({where}), which "
                f"{LIST.relative_to(ROOT)} does not list"
                for name, where in sorted(needed.items()) if name not in table]
    for name in sorted(needed):
        if name in table:
            print(f"  {name:26} {table[name]:20} {needed[name]}")
    return problems


def main() -> int:
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "packages":
        print(" ".join(dict.fromkeys(documented().values())))
        return 0
    if command != "check":
        print(__doc__, file=sys.stderr)
        return 2
    problems = check()
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"linux libraries: {len(problems)} undocumented")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
