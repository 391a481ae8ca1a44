"""Take the Play with friends screenshots: the lobby with the join code, the
Join dialog with a table found on the network, and a network game in
progress (the friend's window).

    QT_QPA_PLATFORM=offscreen python3 docs/screenshots/take_net_screenshots.py [--lang pl]

It hosts a real table on this machine (Hornafjarðar Manni: a friend's seat
and an easy computer player), joins it from a second window through the
Join dialog and plays a few cards in both windows.  The Join dialog lists
what the DNS-SD browse found; where multicast is not heard (a container)
it is given the hosted table's own entry, as a browse would list it.  The
settings come from a fresh temporary ``MANNI_DESKTOP_HOME``.  Saves
friends-lobby.png, friends-join.png, friends-game.png (``-LANG`` besides en).
"""

from __future__ import annotations

import argparse
import os
import socket
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
from manni_desktop.net import PROTOCOL  # noqa: E402
from manni_desktop.net.discovery import FoundTable  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en", choices=sorted(LANGUAGES))
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    args = parser.parse_args()
    out = Path(args.out)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="manni-screenshots-")
    app = application(["manni-desktop"])
    language_manager().set_language(args.lang)
    settings = storage.Settings(language=args.lang, guide_done=True,
                                player_name="Sigrún")  # the host's name

    host = MainWindow(settings=settings)
    host.resize(1100, 720)
    host.show()
    dialog = host.friends.host_dialog()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hornafjardar"))
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
    dialog.accept()
    hosting, lobby = host.friends.hosting, host.friends.lobby
    assert hosting is not None and lobby is not None
    host_net = host.friends.windows[0]
    wait_for(lambda: "(" in lobby.seat_list.item(0).text() and lobby.isVisible())
    pump(300)
    lobby.grab().save(str(out / f"friends-lobby{suffix}.png"))
    print("saved", out / f"friends-lobby{suffix}.png")

    guest = MainWindow(settings=settings)
    guest.show()
    join = guest.friends.join_dialog()
    pump(3500)  # a browse or two
    if join.tables.count() == 0:  # multicast not heard here: the entry a browse lists
        join.show_tables([FoundTable(hosting.choice.table_name, "hornafjardar", PROTOCOL,
                                     socket.gethostname()[:40], hosting.address,
                                     hosting.port)])
    join.tables.setCurrentRow(0)
    join.code_edit.setText(hosting.shown_code)
    join.name_edit.setText("Ásta")
    pump(200)
    join.grab().save(str(out / f"friends-join{suffix}.png"))
    print("saved", out / f"friends-join{suffix}.png")
    join.address_edit.setText(f"127.0.0.1:{hosting.port}")
    join.try_join()
    wait_for(lambda: len(guest.friends.windows) == 1 and guest.friends.windows[0].isVisible())
    guest_net = guest.friends.windows[0]
    guest_net.resize(1100, 720)
    for w in (host_net, guest_net):
        w.set_speed("fast")
    plays = 0
    while plays < 5:
        wait_for(lambda: any(w.net.human_to_act() for w in (host_net, guest_net)))
        w = next(w for w in (host_net, guest_net) if w.net.human_to_act())
        if w.net.phase() == "exchange":
            w.scene.confirm_exchange()
        else:
            w.net.play_card(w.net.table.prompt.legal_cards[0])
            plays += 1
    wait_for(lambda: guest_net.net.human_to_act() or host_net.net.human_to_act())
    pump(1200)
    guest_net.grab().save(str(out / f"friends-game{suffix}.png"))
    print("saved", out / f"friends-game{suffix}.png")
    host_net.close_confirmed = True  # no "Close the table?" question
    for w in (guest_net, host_net, guest, host):
        w.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
