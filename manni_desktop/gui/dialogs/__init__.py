"""Dialogs of the window: forms that return plain settings objects."""

from .new_game import NewGameDialog, NewGameSettings

__all__ = ["NewGameDialog", "NewGameSettings"]
