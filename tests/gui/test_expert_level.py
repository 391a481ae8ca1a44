"""The levels in the window (issue 36): each game's dialogs offer its
entry's ``window_levels`` by name in every language (expert only in the games
where it measured stronger than hard); a game that offers expert gets it
from the keyboard, one that does not never gets it, not even by switching
games in the form; a session whose seats are expert (a protocol level)
plays in the window, equal to the engine."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from manni_desktop.engine.cards import card_text
from manni_desktop.engine.levels import SEAT_LEVELS, WINDOW_LEVELS
from manni_desktop.games import entries, entry, registry
from manni_desktop.gui.dialogs import NewGameDialog
from manni_desktop.gui.labels import level_name
from manni_desktop.gui.models import sheet_mismatch
from manni_desktop.gui.net.host_dialog import FRIEND, HostDialog
from manni_desktop.storage.settings import Settings, offered_levels

from .table_helpers import human_turn, make_window, settle

pytestmark = pytest.mark.usefixtures("back_to_english")

NAMES = {
    "en": {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"},
    "pt": {"easy": "Fácil", "medium": "Médio", "hard": "Difícil", "expert": "Perito"},
    "es": {"easy": "Fácil", "medium": "Medio", "hard": "Difícil", "expert": "Experto"},
    "pl": {"easy": "Łatwy", "medium": "Średni", "hard": "Trudny", "expert": "Ekspert"},
}
PLAIN_GAME = "classic"  # offers easy, medium and hard
EXPERT_GAME = "manillen"


@pytest.fixture
def expert_offered(monkeypatch: pytest.MonkeyPatch) -> str:
    """``EXPERT_GAME`` with expert in its dialogs, whatever its entry says
    today (that follows the measurements, benchmarks/results): these tests
    are about how the window offers a game's levels."""
    monkeypatch.setitem(registry._ENTRIES, EXPERT_GAME,  # noqa: SLF001 - one game's levels
                        replace(entry(EXPERT_GAME), window_levels=SEAT_LEVELS))
    return EXPERT_GAME


def _choose_game(dialog: NewGameDialog, game: str) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))


def test_a_game_offers_the_three_levels_or_those_and_expert() -> None:
    assert "expert" not in entry(PLAIN_GAME).window_levels
    # Hornafjarðar's expert measured stronger than hard (stop 53)
    assert entry("hornafjardar").window_levels == (*WINDOW_LEVELS, "expert")
    for e in entries():
        assert e.window_levels in (WINDOW_LEVELS, (*WINDOW_LEVELS, "expert")), e.id


@pytest.mark.parametrize("language", sorted(NAMES))
@pytest.mark.usefixtures("expert_offered")
def test_every_game_offers_its_levels_by_name(qtbot: QtBot, language: str) -> None:
    from manni_desktop.gui.app_language import language_manager

    language_manager().set_language(language)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for e in entries():
        _choose_game(dialog, e.id)
        for combo in dialog.level_combos:
            levels = [combo.itemData(i) for i in range(combo.count())]
            assert levels == list(e.window_levels), e.id
            assert [combo.itemText(i) for i in range(combo.count())] == [
                NAMES[language][level] for level in levels]
    assert level_name("expert") == NAMES[language]["expert"]  # the statistics' name too


@pytest.mark.usefixtures("expert_offered")
@pytest.mark.parametrize("game", [EXPERT_GAME, PLAIN_GAME])
def test_the_strongest_offered_level_is_chosen_with_the_keyboard(qtbot: QtBot, game: str) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _choose_game(dialog, game)
    combo = dialog.level_combos[1]
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_End)
    strongest = offered_levels(game)[-1]
    assert combo.currentData() == strongest
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
    assert dialog.settings().game == game
    assert dialog.settings().levels[1] == strongest


def test_switching_games_keeps_each_games_levels(qtbot: QtBot, expert_offered: str) -> None:
    """Expert chosen in a game that offers it stays that game's; a game that
    does not offer it shows its own levels, and back again expert is kept."""
    expert_game, plain_game = expert_offered, PLAIN_GAME
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _choose_game(dialog, expert_game)
    combo = dialog.level_combos[0]
    combo.setCurrentIndex(combo.findData("expert"))
    _choose_game(dialog, plain_game)
    assert all(c.findData("expert") == -1 for c in dialog.level_combos)
    assert dialog.settings().levels[0] != "expert"
    _choose_game(dialog, expert_game)
    assert dialog.level_combos[0].currentData() == "expert"


def test_the_host_dialog_offers_the_games_levels_and_a_friend(
        qtbot: QtBot, expert_offered: str) -> None:
    dialog = HostDialog("Ásta")
    qtbot.addWidget(dialog)
    for game in (expert_offered, PLAIN_GAME, expert_offered):
        _choose_game(dialog, game)
        for combo in dialog.level_combos:
            items = [combo.itemData(i) for i in range(combo.count())]
            assert items == [*offered_levels(game), FRIEND]
            assert combo.itemText(combo.count() - 1) == "Friend"
        assert dialog.level_combos[0].currentData() == FRIEND  # one friend to start with
        assert dialog.choice().kinds[1] == "remote"


def test_saved_settings_keep_expert_only_where_it_is_offered(expert_offered: str) -> None:
    """Where expert is not offered (never, or withdrawn after it was saved)
    a saved expert seat becomes hard, the strongest level offered below it."""
    expert_game, plain_game = expert_offered, PLAIN_GAME
    seats = {game: len(Settings().levels_for(game)) for game in (expert_game, plain_game)}
    read = Settings.from_json({"opponent_levels": {
        game: ["expert", "easy", "expert"][:count] for game, count in seats.items()}})
    assert read.levels_for(expert_game) == ["expert", "easy", "expert"][:seats[expert_game]]
    assert read.levels_for(plain_game) == ["hard", "easy"]
    # a level that is no level at all is still refused: that game keeps its defaults
    read = Settings.from_json({"opponent_levels": {plain_game: ["expert", "genius"]}})
    assert read.levels_for(plain_game) == ["medium"] * seats[plain_game]
    read.opponent_levels[plain_game] = ["expert"] * seats[plain_game]
    with pytest.raises(ValueError, match=f"{plain_game}: 2 of easy, medium, hard"):
        read.validate()


@pytest.mark.parametrize("game", [PLAIN_GAME, EXPERT_GAME])
def test_a_hand_against_experts_keeps_the_window_equal_to_the_engine(
        qtbot: QtBot, game: str) -> None:
    """Expert seats (from a dialog, the protocol or a headless table) play
    a whole hand in the window, three seats or four."""
    seats = entry(game).seats
    window = make_window(qtbot, seed=36, game=game, levels=("expert",) * (seats - 1))
    c = window.controller
    assert c.levels[1:] == ["expert"] * (seats - 1)
    rng = random.Random(36)
    turns = 0
    settle(qtbot, window, timeout=30000)
    tricks = len(c.session.game_copy().observation(0)["hand"])  # a trick a card
    while c.table.prompt.kind != "hand_end":
        settle(qtbot, window, timeout=30000)
        if c.table.prompt.kind == "hand_end":
            break
        shown = sorted(card_text(card) for card in window.scene.human_cards())
        assert shown == sorted(c.session.game_copy().observation(0)["hand"])
        assert sheet_mismatch(window.score_model, c.table) is None
        human_turn(qtbot, window, rng, use_keys=False)
        turns += 1
    game_now = c.session.game_copy()
    assert game_now.hand is not None and game_now.hand.finished
    assert turns >= tricks, "the human played a whole hand"
    assert sheet_mismatch(window.score_model, c.table) is None
    assert sum(seat.tricks for seat in c.table.seats) == tricks
