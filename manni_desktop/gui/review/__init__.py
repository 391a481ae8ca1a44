"""Reviewing a finished hand: the runner (bot process), the table model, the
words and the dialog."""

from .dialog import ReviewDialog

__all__ = ["ReviewDialog"]
