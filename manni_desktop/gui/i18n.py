"""Languages: which ones exist, which one the system asks for, and the live switch.

Switching installs new QTranslators (the app's catalog and Qt's own ``qtbase``
one); Qt then sends ``QEvent.LanguageChange`` to every widget, and each
window's ``changeEvent`` calls its ``retranslate()``.  Nothing restarts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from ..resources import i18n_path

# code -> the language's own name (menus show these untranslated, as is customary)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt": "Português",
    "es": "Español",
    "pl": "Polski",
}
CATALOG = "manni_desktop"
# Qt ships no qtbase catalog for European Portuguese; Brazilian is the closest.
QTBASE_CATALOG = {"pt": "qtbase_pt_BR", "es": "qtbase_es", "pl": "qtbase_pl"}
# Ours, for Qt's own dialogs: texts qtbase lacks (Qt 6's "&Look in:") and, for
# pt, the European words over the Brazilian ones ("Guardar", not "Salvar").
QT_EXTRA_CATALOG = "qt_extra"
# The locale numbers and dates follow: plain "pt" is Brazil's (dd/MM/yyyy);
# the app speaks European Portuguese, so Portugal's (dd/MM/yy).
LOCALE_NAME = {"pt": "pt_PT"}


def system_language(locale_name: str | None = None) -> str:
    """pt_* → pt, es_* → es, pl_* → pl, anything else → en."""
    name = locale_name if locale_name is not None else QLocale.system().name()
    code = name.split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def catalog_file(code: str) -> str:
    return str(i18n_path(f"{CATALOG}_{code}.qm"))


def qt_extra_file(code: str) -> str:
    return str(i18n_path(f"{QT_EXTRA_CATALOG}_{code}.qm"))


class LanguageManager(QObject):
    """Owns the installed translators; ``set_language`` switches them at once."""

    languageChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.language = "en"

    def set_language(self, code: str | None) -> str:
        """Install ``code`` (None: follow the system); return the language used."""
        code = code if code in LANGUAGES else system_language()
        app = QCoreApplication.instance()
        for translator in self._translators:
            if app is not None:
                app.removeTranslator(translator)
        self._translators = []
        # Qt asks the last installed translator first: ours over qtbase's.
        for loaded in (self._load_app_catalog(code), self._load_qtbase(code),
                       self._load_qt_extra(code)):
            if loaded is not None and app is not None:
                app.installTranslator(loaded)
                self._translators.append(loaded)
        QLocale.setDefault(QLocale(LOCALE_NAME.get(code, code)))
        self.language = code
        self.languageChanged.emit(code)
        return code

    def _load_app_catalog(self, code: str) -> QTranslator | None:
        translator = QTranslator(self)
        return translator if translator.load(catalog_file(code)) else None

    def _load_qt_extra(self, code: str) -> QTranslator | None:
        if code == "en":
            return None
        translator = QTranslator(self)
        return translator if translator.load(qt_extra_file(code)) else None

    def _load_qtbase(self, code: str) -> QTranslator | None:
        name = QTBASE_CATALOG.get(code)
        if name is None:
            return None
        translator = QTranslator(self)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        return translator if translator.load(name, folder) else None
