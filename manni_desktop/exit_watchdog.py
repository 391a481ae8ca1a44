"""A closed window's process must end, even if a helper thread never does.

When ``main`` returns, the interpreter joins the threads that are not
daemons before it exits, among them the bot pool's manager thread
(``concurrent.futures``).  Under Wine that thread was once seen blocked for
good in a pipe read after its worker was ended while still starting: the
window was gone, but the process lived on, holding the data folder's
single-instance lock, so the next start would only have brought a window
that no longer existed "to the front".  Everything the player could lose is
written before this point (``MainWindow.end_session``), so a process still
there ``GRACE_SECONDS`` later is ended outright.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time

GRACE_SECONDS = 5.0


def guard_the_exit(status: int, grace: float = GRACE_SECONDS) -> int:
    """Arm the watchdog and hand ``status`` back for the normal exit; the
    watchdog (a daemon thread, so it never holds the exit up itself) ends the
    process with ``status`` if that exit has not happened within ``grace``."""

    def end_it() -> None:
        time.sleep(grace)
        stuck = [t.name for t in threading.enumerate()
                 if t.is_alive() and not t.daemon and t is not threading.main_thread()]
        logging.getLogger(__name__).warning(
            "the exit waited %g s on %s; ending the process", grace, ", ".join(stuck) or "nothing")
        logging.shutdown()  # the log's last lines written before the process ends
        if sys.stdout is not None:
            sys.stdout.flush()
        os._exit(status)

    threading.Thread(target=end_it, name="exit-watchdog", daemon=True).start()
    return status
