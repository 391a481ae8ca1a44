"""Take the README's screenshots of the real window (run under Xvfb for xcb).

    xvfb-run -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \
        python3 docs/screenshots/take_screenshots.py [--size 1180x760] [--out DIR] [--lang pt]

It plays a seeded game with the human's moves made by the script and saves
start.png, exchange.png, mid-trick.png, score-sheet.png and game-over.png.
``--viewer`` saves record_viewer.png, Game → Watch a record… at work.
With ``--lang pt`` (or es, pl) it saves only table-pt.png, the mid-trick
table in that language; ``--all`` saves every shot, named start-pt.png etc.

The language is installed through the app's language manager before the
window is built, as ``gui.app.build_window`` does: a bare ``MainWindow()``
gets no catalog at all, so even English shows the source plurals
("Exchanged 5 card(s)").  The settings come from a fresh temporary
``MANNI_DESKTOP_HOME`` so the player's own settings (language, deck, speed)
neither change the pictures nor get changed by them.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402

from manni_desktop import storage  # noqa: E402
from manni_desktop.gui.app import application  # noqa: E402
from manni_desktop.gui.app_language import language_manager  # noqa: E402
from manni_desktop.gui.i18n import LANGUAGES  # noqa: E402
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
    parser.add_argument("--lang", default="en", choices=sorted(LANGUAGES))
    parser.add_argument("--game", default="hornafjardar",
                        choices=("hornafjardar", "manillen", "mizerka"),
                        help="manillen: manillen-declare, manillen-trick and manillen-sheet;"
                        " mizerka: mizerka-choose, mizerka-exchange, mizerka-sheet"
                        " (with -LANG for other languages)")
    parser.add_argument("--guided", choices=("classic",), default="",
                        help="only the guided first deal of GAME: guided_GAME_scoring-LANG.png "
                        "(its closing note) and guided_GAME_swap-LANG.png (the Manni's offer)")
    parser.add_argument("--viewer", action="store_true",
                        help="only record_viewer.png (record_viewer-LANG.png): Game → Watch a "
                        "record… at hand 2, trick 5 of a whole game the bots played")
    parser.add_argument("--review", action="store_true",
                        help="only review.png (review-LANG.png): a hand played at random, "
                        "then its Review window, and hand-review-button.png, the hand panel")
    parser.add_argument("--all", action="store_true",
                        help="with --lang other than en: every shot, not only table-LANG.png")
    parser.add_argument("--help-shots", action="store_true",
                        help="only rules-LANG.png (the worked example), keys-LANG.png (Help → "
                        "Keyboard), about-LANG.png (Help → About: components and licences) "
                        "and save-dialog-LANG.png (Qt's own Save dialog)")
    parser.add_argument("--trick-rest", action="store_true",
                        help="trick-rest-instant-LANG.png: at Instant speed with 'Until I "
                        "click', a finished trick waits, its winner marked and on top")
    parser.add_argument("--guide-shots", action="store_true",
                        help="only the guided first hand's notes: guided_hand_cut.png, "
                        "guided_hand_manni.png, guided_hand_follow.png, "
                        "guided_hand_plates.png (-LANG besides en) and the hand-end "
                        "scoring, guided_hand_scoring-LANG.png")
    parser.add_argument("--maximized", action="store_true",
                        help="the window maximized (under a window manager: the screen "
                        "less its panels) instead of --size")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="manni-screenshots-")
    app = application(["manni-desktop"])
    language_manager().set_language(args.lang)
    window = MainWindow(settings=storage.Settings(language=args.lang))
    window.resize(width, height)
    if args.maximized:
        window.showMaximized()
        pump(500)
    else:
        window.show()
    c, scene = window.controller, window.scene
    rng = random.Random(args.seed)
    only_table = args.lang != "en" and not args.all

    def human_ready() -> bool:
        return scene.is_settled() and (c.human_to_act() or c.phase() in ("hand_end", "over"))

    def save(name: str) -> None:
        if args.lang != "en":
            if args.all:
                name = f"{name}-{args.lang}"
            elif name == "mid-trick":
                name = f"table-{args.lang}"
            else:
                return
        pump(150)
        window.grab().save(str(out / f"{name}.png"))
        print("saved", out / f"{name}.png")

    if args.help_shots:
        help_shots(window, args.lang, out)
        window.close()
        app.quit()
        return 0
    if args.review:
        review_shot(window, args.lang, out, args.seed)
        window.close()
        app.quit()
        return 0
    if args.viewer:
        viewer_shot(window, args.lang, out, args.seed)
        window.close()
        app.quit()
        return 0
    if args.trick_rest:
        trick_rest_shot(window, args.lang, out, args.seed)
        window.close()
        app.quit()
        return 0
    if args.guided:
        guided_deal_shots(window, args.lang, out, args.guided)
        window.close()
        app.quit()
        return 0
    if args.guide_shots:
        guide_shots(window, args.lang, out)
        window.close()
        app.quit()
        return 0
    if args.game == "mizerka":
        mizerka_shots(window, args.lang, out)
        window.close()
        app.quit()
        return 0
    if args.game == "manillen":
        manillen_shots(window, args.lang, out)
        window.close()
        app.quit()
        return 0
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
            if c.session.hand_count == 2:
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
            table = c.table
            trick = table.trick.plays if table.trick is not None else ()
            if not shot_mid and len(table.tricks) >= 3 and len(trick) == 2:
                c.request_hint()
                pump(1200)
                save("mid-trick")
                shot_mid = True
                if only_table:
                    break
            c.play_card(rng.choice(c.legal_cards()))
    if not only_table:
        wait_for(lambda: scene.panel_kind() == "last")
        scene.panel.button_bar.trigger(0)  # "Final result"
        wait_for(lambda: scene.panel_kind() == "over")
        save("game-over")
    window.close()
    app.quit()
    return 0


def trick_rest_shot(window: MainWindow, lang: str, out: Path, seed: int) -> None:
    """Issue 38 M5: the fastest cards and a trick that waits for the click:
    the third card in, the winner's plate gold, the winning card on top."""
    c, scene = window.controller, window.scene
    window.set_speed("instant")
    window.set_trick_pause("click")
    c.new_game("hornafjardar", "columns", None, ("easy", "easy"), seed)
    rng = random.Random(seed)
    for _ in range(400):
        wait_for(lambda: scene.trick_resting() or (scene.is_settled() and (
            c.human_to_act() or c.phase() in ("hand_end", "over"))), 60000)
        if scene.trick_resting() and len(c.table.tricks) >= 2:
            pump(400)
            name = f"trick-rest-instant-{lang}.png"
            window.grab().save(str(out / name))
            print("saved", out / name)
            return
        if scene.trick_resting():
            scene.end_trick_rest()
            continue
        phase = c.phase()
        if phase == "exchange":
            scene.confirm_exchange()
        elif phase == "swap":
            c.swap(False)
        elif phase == "play":
            c.play_card(rng.choice(c.legal_cards()))
    raise SystemExit("trick-rest: no resting trick came")


def help_shots(window: MainWindow, lang: str, out: Path) -> None:
    """The rules page at its generated worked example, the keyboard help and
    Qt's own Save dialog, each as the player sees it in ``lang``."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    window.controller.new_game("hornafjardar", "columns", None, ("easy", "easy"), 4)
    rules = window.show_rules()
    rules.resize(760, 620)
    pump(300)
    bar = rules.browser.verticalScrollBar()
    bar.setValue(bar.maximum())
    pump(200)
    rules.grab().save(str(out / f"rules-{lang}.png"))
    rules.close()
    keys = QMessageBox(QMessageBox.Icon.Information, window.tr("Keyboard"), window.keys_text(),
                       QMessageBox.StandardButton.Ok, window)
    keys.show()
    pump(300)
    keys.grab().save(str(out / f"keys-{lang}.png"))
    keys.close()
    about = window.show_about()
    pump(300)
    about.grab().save(str(out / f"about-{lang}.png"))
    about.close()
    dialog = QFileDialog(window)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDirectory(tempfile.mkdtemp(prefix="manni-save-"))
    dialog.resize(640, 400)
    dialog.show()
    pump(300)
    dialog.grab().save(str(out / f"save-dialog-{lang}.png"))
    dialog.close()
    print("saved", ", ".join(f"{n}-{lang}.png" for n in ("rules", "keys", "about", "save-dialog")))


def review_shot(window: MainWindow, lang: str, out: Path, seed: int) -> None:
    """A hand played with random legal cards, its summary with the Review button,
    and the Review window once every decision is weighed."""
    c, scene = window.controller, window.scene
    rng = random.Random(seed)
    window.set_speed("instant")
    c.new_game("hornafjardar", "columns", None, ("hard", "hard"), seed)
    while c.phase() not in ("hand_end", "over"):
        wait_for(lambda: scene.is_settled() and (
            c.human_to_act() or c.phase() in ("hand_end", "over")), 60000)
        if c.phase() == "exchange":
            chosen = rng.sample(scene.human_cards(), rng.randint(0, c.exchange_allowance()))
            c.exchange(chosen)
        elif c.phase() == "play" and c.human_to_act():
            c.play_card(rng.choice(c.legal_cards()))
    wait_for(lambda: scene.panel_kind() == "hand")
    suffix = "" if lang == "en" else f"-{lang}"
    pump(300)
    window.grab().save(str(out / f"hand-review-button{suffix}.png"))
    dialog = window.review_last_hand()
    assert dialog is not None
    dialog.resize(900, 560)
    wait_for(dialog.finished_reviewing, 120000)
    dialog.table.selectRow(max(range(len(dialog.decisions())),
                               key=lambda i: dialog.decisions()[i].loss))
    pump(300)
    dialog.grab().save(str(out / f"review{suffix}.png"))
    print("saved", out / f"review{suffix}.png")
    dialog.close()


def viewer_shot(window: MainWindow, lang: str, out: Path, seed: int) -> None:
    """The record viewer at hand 2, trick 5 of a game the bots played through."""
    import json

    from manni_desktop.ai import choose_action
    from manni_desktop.engine import new_game
    from manni_desktop.engine.actions import action_from_json

    game = new_game("hornafjardar", None, seed=seed)
    step = 0
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(action_from_json(choose_action(game.observation(seat), "easy", seed + step)))
        step += 1
    path = Path(tempfile.mkdtemp(prefix="manni-record-")) / "Hornafjarðar Manni.record.json"
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    viewer = window.open_record_viewer(str(path))
    assert viewer is not None
    viewer.resize(1280, 760)
    viewer.next_hand()
    for _ in range(6):
        viewer.next()
    pump(600)
    name = "record_viewer" if lang == "en" else f"record_viewer-{lang}"
    viewer.grab().save(str(out / f"{name}.png"))
    print("saved", out / f"{name}.png")
    viewer.close()


def guide_shots(window: MainWindow, lang: str, out: Path) -> None:
    """Help → Guided first hand, played to its end with the coach's notes: the
    cut card, the Manni, following suit, the name plate and par 4
    (guided_hand_plates) and the hand-end note that scores the player's own
    tricks (guided_hand_scoring-LANG.png, with the language in English too).
    Every note is answered "Got it"; a move held for a lesson due is made
    again, as a player clicks again."""
    c, guide = window.controller, window.guide
    window.set_speed("instant", remember=False)
    window.start_guided_hand()
    wanted = {"cut", "manni", "follow", "plates", "race"}
    suffix = "" if lang == "en" else f"-{lang}"
    names = {"race": f"guided_hand_scoring-{lang}"}

    def ready() -> bool:
        return window.scene.is_settled() and (c.human_to_act() or c.phase() == "hand_end")

    while wanted:
        wait_for(ready)
        pump(50)
        lesson = guide.lesson
        if lesson is not None:
            if lesson.key in wanted:
                wanted.discard(lesson.key)
                pump(150)
                path = out / f"{names.get(lesson.key, f'guided_hand_{lesson.key}{suffix}')}.png"
                window.grab().save(str(path))
                print("saved", path)
            if lesson.key != "race":
                guide.bubble.buttonClicked.emit("got_it")
        elif c.phase() == "exchange":
            window.scene.confirm_exchange()
        elif c.phase() == "play":
            c.play_card(sorted(c.legal_cards())[0])
        else:
            raise SystemExit(f"guide-shots: no note for {sorted(wanted)}")


def guided_deal_shots(window: MainWindow, lang: str, out: Path, game: str) -> None:
    """Another game's guided first deal (Help → Guided first hand with that
    game on the table), every note answered "Got it", the hand kept: the
    Manni's offer and the closing note that scores the player's own tricks."""
    from manni_desktop.gui.coach.lessons import course_of

    c, guide = window.controller, window.guide
    course = course_of(game)
    assert course is not None
    window.set_speed("instant", remember=False)
    window.start_guided_hand(game)
    names = {course.last: f"guided_{game}_scoring-{lang}",
             "classic_swap": f"guided_{game}_swap-{lang}"}
    wanted = set(names)

    def ready() -> bool:
        return window.scene.is_settled() and (c.human_to_act() or c.phase() == "hand_end")

    while wanted:
        wait_for(ready)
        pump(50)
        lesson = guide.lesson
        if lesson is not None:
            if lesson.key in wanted:
                wanted.discard(lesson.key)
                pump(150)
                path = out / f"{names[lesson.key]}.png"
                window.grab().save(str(path))
                print("saved", path)
            if lesson.key != course.last:
                guide.bubble.buttonClicked.emit("got_it")
        elif c.phase() == "swap":
            window.scene.swapChosen.emit(False)
        elif c.phase() == "play":
            c.play_card(sorted(c.legal_cards())[0])
        else:
            raise SystemExit(f"guided: no note for {sorted(wanted)}")


def game_shot_helpers(window: MainWindow, lang: str, out: Path):
    """``save(name)``: the window as ``name``-LANG.png (``name``.png in
    English); ``ready()``: the human must act, or a hand or the game is over."""
    c, scene = window.controller, window.scene
    suffix = "" if lang == "en" else f"-{lang}"

    def save(name: str) -> None:
        pump(150)
        window.grab().save(str(out / f"{name}{suffix}.png"))
        print("saved", out / f"{name}{suffix}.png")

    def ready() -> bool:
        return scene.is_settled() and (c.human_to_act() or c.phase() in ("hand_end", "over"))

    return save, ready


def manillen_shots(window: MainWindow, lang: str, out: Path) -> None:
    """The dealer's declaration, a trick with a hint, and a deal's end over the side sheet."""
    from manni_desktop.engine import Game, get_rules

    c = window.controller
    save, ready = game_shot_helpers(window, lang, out)

    seed = next(s for s in range(100) if Game(get_rules("manillen"), seed=s).first_dealer == 0)
    rng = random.Random(seed)
    window.set_speed("normal")
    c.new_game("manillen", None, None, ("easy", "easy", "easy"), seed)
    wait_for(ready)
    save("manillen-declare")
    c.declare(3)  # clubs
    shot_trick = False
    window.set_speed("fast")
    while c.phase() != "over":
        wait_for(ready, 60000)
        phase = c.phase()
        if phase == "hand_end":
            if c.session.hand_count == 2:
                window.score_view.scrollToBottom()
                save("manillen-sheet")
                return
            c.continue_to_next_hand()
            continue
        if phase == "declare":
            c.declare(None)
            continue
        table = c.table
        trick = table.trick.plays if table.trick is not None else ()
        if not shot_trick and len(table.tricks) >= 2 and len(trick) >= 2:
            c.request_hint()
            pump(1200)
            save("manillen-trick")
            shot_trick = True
        c.play_card(rng.choice(c.legal_cards()))


def mizerka_shots(window: MainWindow, lang: str, out: Path) -> None:
    """Forehand's choice (a second one, with the contract used before greyed),
    the exchange with three cards chosen, and the sheet with its grid after
    five deals."""
    from manni_desktop.engine import Game, get_rules

    c, scene = window.controller, window.scene
    save, ready = game_shot_helpers(window, lang, out)

    seed = next(s for s in range(100) if Game(get_rules("mizerka"), seed=s).first_dealer == 2)
    rng = random.Random(seed)
    window.set_speed("fast")
    c.new_game("mizerka", "seats", None, ("hard", "hard", "hard"), seed)
    choices = 0
    while c.phase() != "over":
        wait_for(ready, 120000)
        phase = c.phase()
        if phase == "hand_end":
            if c.session.hand_count == 5:
                window.score_view.scrollToBottom()
                save("mizerka-sheet")
                return
            c.continue_to_next_hand()
        elif phase == "choose":
            choices += 1
            if choices == 2:
                save("mizerka-choose")
            c.choose("H" if choices == 1 else "NT")
        elif phase == "exchange":
            if choices == 2 and c.table.hand_number == 3:
                for card in rng.sample(scene.human_cards(), 3):
                    scene.toggle_select(card)
                save("mizerka-exchange")
                c.exchange(scene.selected_cards())
            else:
                c.exchange([])
        else:
            c.play_card(rng.choice(c.legal_cards()))


if __name__ == "__main__":
    sys.exit(main())
