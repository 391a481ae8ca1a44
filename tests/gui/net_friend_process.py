"""A friend's whole app in its own process, for the tests that kill it
mid-table: it joins through Game → Play with friends → Join… as a player
would, prints ``seated <seat>`` once seated, and runs until killed.

    python -m tests.gui.net_friend_process ADDRESS CODE NAME
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox


def main(address: str, code: str, name: str) -> int:
    app = QApplication(sys.argv[:1])
    from manni_desktop.gui.main_window import MainWindow

    window = MainWindow()
    window.show()
    dialog = window.friends.join_dialog()
    dialog.address_edit.setText(address)
    dialog.code_edit.setText(code)
    dialog.name_edit.setText(name)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def seated() -> None:
        seats = [w.net.seat for w in window.friends.windows if w.net.seat is not None]
        if seats:
            print("seated", seats[0], flush=True)
            timer.stop()
        elif dialog.error_label.text():
            print("refused", dialog.error_label.text(), flush=True)
            app.exit(1)

    timer = QTimer()
    timer.timeout.connect(seated)
    timer.start(50)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
