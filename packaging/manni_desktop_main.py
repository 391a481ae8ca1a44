"""The script PyInstaller freezes: the same ``manni-desktop`` command the wheel installs."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The window's bots think in a spawned process (gui/bot_worker.py).  In the
    # frozen program that process starts this same executable; freeze_support()
    # makes it the bot worker instead of a second game window.
    multiprocessing.freeze_support()

    from manni_desktop.cli import main

    sys.exit(main())
