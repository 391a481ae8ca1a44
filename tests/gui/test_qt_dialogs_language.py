"""Qt's own dialogs speak the player's language too (issue 13).

Qt 6's file dialog says "&Look in:" and "Files of &type:", which no qtbase
catalog translates, and qtbase has only Brazilian Portuguese ("Salvar",
"Nome do arquivo") beside the app's European "Guardar".  The app's
``qt_extra_<code>`` catalogs fill both gaps; here the Save and Open dialogs
the app opens (Qt's widget dialog, as on a desktop without a portal) and a
message box's standard buttons are read in each language.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFileDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

from manni_desktop.gui.app_language import language_manager

BRAZILIAN = re.compile(r"arquivo|salvar|excluir|exibição|renomear", re.IGNORECASE)
SAME_IN_EVERY_LANGUAGE = {"OK", ""}


pytestmark = pytest.mark.usefixtures("back_to_english")


def dialog_texts(code: str, mode: QFileDialog.AcceptMode) -> list[str]:
    language_manager().set_language(code)
    QCoreApplication.processEvents()
    dialog = QFileDialog(None, "Manni")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(mode)
    dialog.show()
    QCoreApplication.processEvents()
    texts = [w.text() for w in dialog.findChildren(QWidget)
             if isinstance(w, QLabel | QAbstractButton) and w.isVisibleTo(dialog)]
    texts += [w.toolTip() for w in dialog.findChildren(QWidget) if w.toolTip()]
    dialog.close()
    dialog.deleteLater()
    return texts


@pytest.mark.parametrize("mode", [QFileDialog.AcceptMode.AcceptSave,
                                  QFileDialog.AcceptMode.AcceptOpen])
@pytest.mark.parametrize("code", ["pt", "es", "pl"])
def test_the_file_dialog_has_no_english_left(
    qapp: QApplication, code: str, mode: QFileDialog.AcceptMode
) -> None:
    english = dialog_texts("en", mode)
    translated = dialog_texts(code, mode)
    assert len(english) == len(translated) > 5
    left = [e for e, t in zip(english, translated, strict=True)
            if e == t and e not in SAME_IN_EVERY_LANGUAGE]
    assert left == [], f"{code}: still English: {left}"
    if code == "pt":
        assert [t for t in translated if BRAZILIAN.search(t)] == []
        assert "&Guardar" in translated or mode == QFileDialog.AcceptMode.AcceptOpen


def test_a_message_boxs_save_button_is_european_portuguese(qapp: QApplication) -> None:
    language_manager().set_language("pt")
    QCoreApplication.processEvents()
    box = QMessageBox(QMessageBox.Icon.Question, "Manni", "?",
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel)
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert "Guardar" in texts and "Salvar" not in texts
    box.deleteLater()


def test_the_save_dialog_uses_the_apps_own_words(qapp: QApplication) -> None:
    """Qt's pl catalog says "Zachowaj" where the app's menu says "Zapisz grę",
    and its es catalog says "fichero" where the app says "archivo"."""
    polish = dialog_texts("pl", QFileDialog.AcceptMode.AcceptSave)
    assert "&Zapisz" in polish and not [t for t in polish if "Zachowaj" in t], polish
    spanish = dialog_texts("es", QFileDialog.AcceptMode.AcceptSave)
    assert not [t for t in spanish if "fichero" in t.lower()], spanish
