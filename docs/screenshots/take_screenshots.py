"""Take the README's screenshots of the real window (run under Xvfb for xcb).

    xvfb-run -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        python3 docs/screenshots/take_screenshots.py [--size 1180x760] [--out DIR]

It plays a seeded game with the human's moves made by the script and saves
start.png, exchange.png, mid-trick.png, score-sheet.png and game-over.png.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402

from manni_desktop.gui.app import application  # noqa: E402
from manni_desktop.gui.main_window import MainWindow  # noqa: E402


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(predicate, limit_ms: int = 30000) -> None:
    waited = 0
    while not predicate():
        pump(20)
        waited += 20
        if waited > limit_ms:
            raise RuntimeError("the window never got there")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1180x760")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    parser.add_argument("--seed", type=int, default=20)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    app = application(["manni-desktop"])
    window = MainWindow()
    window.resize(width, height)
    window.show()
    c, scene = window.controller, window.scene
    rng = random.Random(args.seed)

    def human_ready() -> bool:
        return scene.is_settled() and (c.human_to_act() or c.phase() in ("hand_end", "over"))

    def save(name: str) -> None:
        pump(150)
        window.grab().save(str(out / f"{name}.png"))
        print("saved", out / f"{name}.png")

    window.set_speed("normal")
    # seed 20: Hjörtur deals, so the human (left of dealer) decides first
    c.new_game("hornafjardar", "columns", None, ("easy", "easy"), args.seed)
    wait_for(human_ready)
    save("start")
    wait_for(human_ready)
    if c.phase() == "exchange":
        for card in scene.human_cards()[-min(3, c.exchange_allowance()):]:
            scene.toggle_select(card)
        wait_for(scene.is_settled)
        save("exchange")
        scene.confirm_exchange()
    shot_mid = False
    window.set_speed("fast")
    while c.phase() != "over":
        wait_for(human_ready, 60000)
        phase = c.phase()
        if phase == "over":
            break
        if phase == "hand_end":
            if len(c.game.hands) == 2:
                window.score_view.scrollToBottom()
                save("score-sheet")
            window.set_speed("instant")
            c.continue_to_next_hand()
            continue
        if phase == "exchange":
            scene.confirm_exchange()
        elif phase == "swap":
            c.swap(False)
        else:
            hand = c.shown_hand()
            if not shot_mid and len(hand.tricks) >= 3 and len(hand.trick_cards) == 2:
                c.request_hint()
                pump(1200)
                save("mid-trick")
                shot_mid = True
            c.play_card(rng.choice(c.legal_cards()))
    wait_for(lambda: scene.panel_kind() == "over")
    save("game-over")
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
