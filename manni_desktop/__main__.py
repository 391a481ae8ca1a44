"""``python -m manni_desktop`` is ``manni-desktop``."""

import sys

from .cli import main

sys.exit(main())
