"""A screen reader's view of Manni Desktop, over AT-SPI: run by Debian's own
Python (``python3-pyatspi``), inside an X display and a D-Bus session that
the test provides.

It starts the app (the command after ``--``), listens to the events a screen
reader listens to (focus, announcements, notifications shown), and plays by
keys only, acting on what it heard, as a blind player would: after hearing
"Your turn: …" it reads the hand's list items, picks a card that is not
marked unavailable, presses Right and waits to hear the focus move, until the
card it wants is the one heard, then presses Enter.  In the exchange it selects the first card and
confirms with Ctrl+Enter; in Manillen's declaration and Classic's swap it takes the
first button.  It stops after ``--hands`` hands and writes what it heard (JSON
lines) to ``--log``; the test then checks those against the game record.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]


class Reader:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.log = open(args.log, "w", encoding="utf-8")  # noqa: SIM115
        self.app: Any = None
        self.hands_done = 0
        self.step_at = time.monotonic()
        self.started = time.monotonic()
        self.last_action = ""
        self.loop = GLib.MainLoop()
        self.hand_over_at: float | None = None
        self.prompt = ""  # the last "Your turn: …" (or hand over) heard, until acted on
        self.focused_name = ""  # the card the last focus event named
        self.keys_at = 0.0
        self.pressed_on = ""  # the card in focus when Right was last pressed
        self.proc = subprocess.Popen(args.command, env=os.environ.copy())

    # -- hearing ---------------------------------------------------------------------

    def write(self, **entry: Any) -> None:
        entry["t"] = round(time.monotonic() - self.started, 3)
        self.log.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self.log.flush()

    def on_event(self, event: Any) -> None:
        try:
            source = event.source
            role = source.getRoleName()
            name = source.name or ""
            description = source.description or ""
        except Exception:  # noqa: BLE001 - an object gone before we asked
            return
        kind = event.type
        if kind.startswith("object:state-changed:focused") and event.detail1:
            index = source.getIndexInParent()
            parent = source.parent
            count = parent.childCount if parent is not None else 0
            self.write(kind="focus", role=role, name=name, description=description,
                       index=index, count=count)
            if role == "list item":
                self.focused_name = name.rsplit(": ", 1)[-1]
        elif kind.startswith("object:state-changed:showing") and event.detail1 \
                and role == "notification":
            self.write(kind="notification", text=name)
        elif kind.startswith("object:announcement"):
            text = str(event.any_data)
            self.write(kind="announcement", text=text, role=role)
            self.hear(text)

    def hear(self, text: str) -> None:
        """Act on what was said, as a player who cannot see: the last
        sentence of an announcement is the prompt that waits."""
        last = text.rstrip(".").rsplit(". ", 1)[-1]
        if self.args.your_turn in last or last.startswith(self.args.enter_word):
            self.prompt = last

    # -- seeing ----------------------------------------------------------------------

    def find_app(self) -> Any:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == "Manni":
                return app
        return None

    def table(self) -> Any:
        found = pyatspi.findDescendant(
            self.app, lambda a: a.getRoleName() == "panel" and a.name == self.args.table_name)
        return found

    def hand(self, table: Any) -> list[Any]:
        for i in range(table.childCount):
            child = table.getChildAtIndex(i)
            if child.getRoleName() == "list" and child.getIndexInParent() == 0:
                return [child.getChildAtIndex(j) for j in range(child.childCount)]
        return []

    def sheet_cells(self) -> list[dict[str, Any]]:
        # the score sheet: the first table on screen (the contract grid under
        # it is hidden in the games without one)
        sheet = pyatspi.findDescendant(
            self.app, lambda a: a.getRoleName() == "table"
            and a.getState().contains(pyatspi.STATE_SHOWING))
        if sheet is None:
            return []
        out = []
        for i in range(sheet.childCount):
            cell = sheet.getChildAtIndex(i)
            out.append({"role": cell.getRoleName(), "name": cell.name,
                        "description": cell.description})
        return out

    # -- acting ----------------------------------------------------------------------

    def focus_window(self) -> None:
        """Give the window the keyboard, as a window manager would (Xvfb has none)."""
        time.sleep(1.0)
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name",
                                "^Manni$"], capture_output=True, text=True, timeout=20)
        for window in found.stdout.split():
            subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=20,
                           check=False)
        self.write(kind="window-focused", windows=found.stdout.split())

    def press(self, key: str, ctrl: bool = False, card: str = "") -> None:
        """A key as the X server's keyboard sends it (XTest, by xdotool);
        ``card``: the card this Enter plays (the one heard in focus)."""
        name = ("ctrl+" if ctrl else "") + key
        time.sleep(self.args.key_delay)
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], timeout=20, check=False)
        self.write(kind="key", key=name, card=card)

    def tick(self) -> bool:
        try:
            return self._tick()
        except Exception as exc:  # noqa: BLE001 - the app may be busy: try again
            self.write(kind="error", text=repr(exc))
            return True

    def _tick(self) -> bool:
        if time.monotonic() - self.started > self.args.timeout:
            self.write(kind="timeout")
            self.finish()
            return False
        if self.proc.poll() is not None:
            self.write(kind="app-exited", code=self.proc.returncode)
            self.finish()
            return False
        if self.app is None:
            self.app = self.find_app()
            if self.app is not None:
                self.focus_window()
            return True
        table = self.table()
        if table is None:
            return True
        if not self.prompt and not self.focused_name and time.monotonic() - self.keys_at > 2:
            self.keys_at = time.monotonic()
            self.press("Right")  # first look at the hand: a card gets the focus
            return True
        if self.prompt.startswith(self.args.enter_word):
            return self.panel()
        if not self.prompt:
            return True
        return self.act(table)

    def panel(self) -> bool:
        """The end of a hand (or of the game): let its last announcements
        arrive, read the sheet, then press Enter (Next hand, Final result),
        or stop after ``--hands`` hands or at the game's end."""
        if self.hand_over_at is None:
            self.hand_over_at = time.monotonic()
        if time.monotonic() - self.hand_over_at < 2.0:
            return True
        self.hand_over_at = None
        prompt, self.prompt = self.prompt, ""
        over = prompt == self.args.enter_word + self.args.game_over_button
        next_buttons = (self.args.next_hand_button, self.args.next_deal_button)
        if over or any(prompt == self.args.enter_word + b for b in next_buttons):
            self.hands_done += 1
            self.write(kind="game-over" if over else "hand-over", sheet=self.sheet_cells())
            if over or self.hands_done == self.args.hands:
                self.finish()
                return False
        self.press("Return")  # the panel's first button has the focus
        return True

    def act(self, table: Any) -> bool:
        """Answer the prompt heard: select and exchange, declare, or move the
        focus to a card that is not unavailable and play it."""
        prompt = self.prompt
        if self.args.exchange_word in prompt:
            self.prompt = ""
            self.press("Return")  # select the focused card
            time.sleep(0.3)
            self.press("Return", ctrl=True)  # Exchange 1
            return True
        if any(word in prompt for word in self.args.button_words.split(",")):
            self.prompt = ""
            self.press("Return")  # the focus to the first button (a suit, take the Manni)
            time.sleep(0.3)
            self.press("Return")
            return True
        hand = self.hand(table)
        playable = [str(c.name) for c in hand if c.getState().contains(pyatspi.STATE_SENSITIVE)]
        if not playable:
            return True
        target = playable[-1]
        if self.focused_name != target:
            # One key, then wait to hear where the focus went (at most 2 s).
            if time.monotonic() - self.keys_at > 2 or self.focused_name != self.pressed_on:
                self.pressed_on = self.focused_name
                self.keys_at = time.monotonic()
                self.press("Right")
            return True
        self.prompt = ""
        self.press("Return", card=target)
        return True

    def finish(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()
        self.loop.quit()

    def run(self) -> None:
        listener = pyatspi.Registry
        for kind in ("object:state-changed:focused", "object:state-changed:showing",
                     "object:announcement"):
            listener.registerEventListener(self.on_event, kind)
        GLib.timeout_add(100, self.tick)
        self.loop.run()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--log", required=True)
    parser.add_argument("--hands", type=int, default=1, help="0: to the game's end")
    parser.add_argument("--timeout", type=float, default=240)
    parser.add_argument("--table-name", default="Card table")
    parser.add_argument("--your-turn", default="Your turn")
    parser.add_argument("--enter-word", default="Enter: ")
    parser.add_argument("--next-hand-button", default="Next hand")
    # the deal games (Manillen, Mizerka) say "Next deal" on the same button
    parser.add_argument("--next-deal-button", default="Next deal")
    parser.add_argument("--game-over-button", default="Play again")
    parser.add_argument("--exchange-word", default="exchange")
    parser.add_argument("--button-words", default="trump,keep your hand",
                        help="prompts answered by the table's first button")
    parser.add_argument("--key-delay", type=float, default=0.0,
                        help="seconds before each key (time for a screen reader to speak)")
    parser.add_argument("--start-bus", action="store_true",
                        help="start the AT-SPI bus first (a D-Bus session has none)")
    parser.add_argument("command", nargs="+")
    args = parser.parse_args()
    if args.start_bus:
        subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        time.sleep(1.0)
    Reader(args).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
