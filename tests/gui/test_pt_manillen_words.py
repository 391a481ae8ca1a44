"""Portuguese calls a Manillen deal a "distribuição", as seed 002 and the pt
Manillen page do, while the other games' deals stay a "mão" (the glossary's
word): the Manillen sheet and panel have their own messages for the English
words they share with Mizerka ("Deal", "Deal %1", "Hand %1 over")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from manni_desktop.engine import new_game
from manni_desktop.engine.record_steps import READY, Position
from manni_desktop.engine.snapshot import table_snapshot
from manni_desktop.gui.i18n import catalog_file
from manni_desktop.gui.sheet.common import NUMBER_COLUMN
from manni_desktop.gui.sheet.kinds import layout_for
from manni_desktop.gui.table import panel_texts
from manni_desktop.gui.viewer.texts import ViewerTexts


def test_a_manillen_deal_is_a_distribuicao_in_portuguese(qapp: QApplication) -> None:
    """pt names a Manillen deal "distribuição" (seed 002 and the pt Manillen
    page); Mizerka's deals, which share the English words, stay "mão"."""
    translator = QTranslator()
    assert translator.load(catalog_file("pt"))
    QCoreApplication.installTranslator(translator)
    try:
        manillen = table_snapshot(new_game("manillen", seed=7), 0)
        sheet = layout_for(manillen)
        assert sheet.lead_header(NUMBER_COLUMN) == "Distr."
        assert sheet.row_name(manillen.result) == "Distribuição 1"
        assert "dador" in sheet.hand_heading(manillen, manillen.result)
        assert panel_texts.hand_panel(manillen)[0] == "Fim da distribuição 1"
        stop = Position(0, 0, 0, READY, manillen, None)
        assert ViewerTexts().position_text(stop, 5).startswith("Distribuição 1 de 5")
        mizerka = table_snapshot(new_game("mizerka", seed=7), 0)
        assert layout_for(mizerka).lead_header(NUMBER_COLUMN) == "Mão"
        assert panel_texts.hand_panel(mizerka)[0] == "Fim da mão 1"
        stop = Position(0, 0, 0, READY, mizerka, None)
        assert ViewerTexts().position_text(stop, 18).startswith("Mão 1 de 18")
    finally:
        QCoreApplication.removeTranslator(translator)
