"""The script PyInstaller freezes: the same ``manni-desktop`` command the wheel installs."""

import sys

from manni_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
