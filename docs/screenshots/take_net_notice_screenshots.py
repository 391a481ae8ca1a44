"""Take the screenshots of what a network table says (issue 54): the host's
window when a friend drops and a computer player stands in, the rejoin
offer a friend's app makes at its next start, and a friend's window after
the host closed the table.  Real windows on an X display with a window
manager, captured with ImageMagick's ``import`` (frames and dialogs as the
player sees them):

    Xvfb :120 -screen 0 1366x768x24 & DISPLAY=:120 openbox &
    DISPLAY=:120 QT_QPA_PLATFORM=xcb \
        python3 docs/screenshots/take_net_notice_screenshots.py [--lang pl]

It hosts a real table in this process (Hornafjarðar Manni: Sigrún hosts,
Ásta joins, Hjörtur is an easy computer player), plays a few cards, quits
Ásta's app mid-hand (her seat stays remembered, as after a crash), offers
her the rejoin, takes her seat back and closes the table.  Saves
friends-drop-notice.png, friends-rejoin-offer.png, friends-table-closed.png
(``-LANG`` besides en) from a fresh temporary ``MANNI_DESKTOP_HOME``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from take_screenshots import pump, wait_for  # noqa: E402

from manni_desktop import storage  # noqa: E402
from manni_desktop.gui.app import application  # noqa: E402
from manni_desktop.gui.app_language import language_manager  # noqa: E402
from manni_desktop.gui.i18n import LANGUAGES  # noqa: E402
from manni_desktop.gui.main_window import MainWindow  # noqa: E402
from manni_desktop.gui.net import remembered  # noqa: E402
from manni_desktop.gui.net.friends import FriendsMenu  # noqa: E402
from manni_desktop.gui.net.window import NetWindow  # noqa: E402


def capture(path: Path) -> None:
    """The whole screen as the player sees it (windows, frames, dialogs)."""
    pump(700)
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    print("saved", path)


def play(windows: list[NetWindow], cards: int) -> None:
    """``cards`` cards played by whoever's turn it is (the exchange: keep)."""
    played = 0
    while played < cards:
        wait_for(lambda: any(w.net.human_to_act() for w in windows))
        w = next(w for w in windows if w.net.human_to_act())
        if w.net.phase() == "exchange":
            w.scene.confirm_exchange()
        else:
            w.net.play_card(w.net.table.prompt.legal_cards[0])
            played += 1
        pump(150)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en", choices=sorted(LANGUAGES))
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    args = parser.parse_args()
    out = Path(args.out)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="manni-screenshots-")
    FriendsMenu.bind, FriendsMenu.discovery = "127.0.0.1", False  # this machine only
    app = application(["manni-desktop"])
    language_manager().set_language(args.lang)

    def settings(name: str) -> storage.Settings:
        return storage.Settings(language=args.lang, guide_done=True, player_name=name,
                                trick_pause="short")

    host = MainWindow(settings=settings("Sigrún"))
    dialog = host.friends.host_dialog()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hornafjardar"))
    dialog.name_edits[1].setText("Hjörtur")
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
    dialog.name_edit.setText("Kitchen table")
    dialog.accept()
    hosting, lobby = host.friends.hosting, host.friends.lobby
    assert hosting is not None and lobby is not None
    host_net = host.friends.windows[0]

    guest = MainWindow(settings=settings("Ásta"))
    join = guest.friends.join_dialog()
    join.address_edit.setText(f"127.0.0.1:{hosting.port}")
    join.code_edit.setText(hosting.shown_code)
    join.name_edit.setText("Ásta")
    join.try_join()
    wait_for(lambda: len(guest.friends.windows) == 1 and guest.friends.windows[0].isVisible())
    guest_net = guest.friends.windows[0]
    wait_for(lobby.start_button.isEnabled)
    lobby.start_button.click()
    for w in (host_net, guest_net):
        w.set_speed("fast")
    host_net.setGeometry(40, 40, 1100, 680)
    host_net.show()
    play([host_net, guest_net], 4)
    held = remembered.held_seat()
    assert held is not None

    # Ásta's app quits mid-hand; a computer player stands in soon after
    # (Sigrún plays her own turns meanwhile).
    hosting.host.host.options.stand_in_after = 3.0
    guest.friends.shutdown()
    guest.close()

    def stood_in() -> bool:
        if host_net.net.human_to_act():
            play([host_net], 1)
        return host_net.seat_notes.get(1) == "stand-in"

    wait_for(stood_in, 40000)
    hosting.host.host.options.stand_in_after = 600.0  # no more stand-ins for the pictures
    host_net.raise_()
    host_net.activateWindow()
    host_net.scene.show_message(host_net.notices[-1], error=False)
    capture(out / f"friends-drop-notice{suffix}.png")

    # Her next start: the seat is offered back.
    host_net.hide()
    again = MainWindow(settings=settings("Ásta"))
    again.setGeometry(60, 40, 1100, 680)
    again.show()
    again.start_session()  # her own game, as at any start
    pump(500)
    box = again.friends.offer_rejoin()
    assert box is not None
    capture(out / f"friends-rejoin-offer{suffix}.png")
    rejoin = box.defaultButton()  # "Rejoin the table at Sigrún"
    assert rejoin is not None
    rejoin.click()
    wait_for(lambda: bool(again.friends.windows) and again.friends.windows[0].isVisible())
    back = again.friends.windows[0]
    back.set_speed("fast")
    back.setGeometry(60, 40, 1100, 680)
    wait_for(back.net.has_game)
    again.hide()
    pump(800)

    # The host closes the table: Ásta's window says so and offers to leave.
    host_net.close_confirmed = True
    host_net.close()
    wait_for(lambda: back.host_left_box is not None and back.host_left_box.isVisible())
    capture(out / f"friends-table-closed{suffix}.png")
    back.host_left_box.done(0)
    for w in (back, again, host):
        if isinstance(w, NetWindow):
            w.close_confirmed = True
        w.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
