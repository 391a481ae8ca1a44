"""The main window's parts, one job each; ``gui.main_window.MainWindow`` wires them.

- ``menus``: the actions with their keys, the Game, View and Help menus, their
  words and the keyboard help.
- ``files``: Save as…, Open…, Export record…, Watch a record…, the statistics,
  and what the player is told when a file cannot be read or written.
- ``games``: starting a game (new, guided), the unfinished-game question at
  start, restoring a saved game, and asking before one is thrown away.
- ``preferences``: the view as the player set it (speed, trick pause, deck,
  card back, playing a forced card, language, the window's size), remembered
  in the settings.
- ``screen_fit``: the first size and every restored size and place inside the
  screen's available area (panels, scale factor, a smaller screen than before).

Each part is a ``QObject`` owned by the window and given it; what a part shows
is worded in the ``MainWindow`` translation context (literal
``QCoreApplication.translate("MainWindow", …)`` calls, which pyside6-lupdate
files there), where these texts have always been translated.
"""
