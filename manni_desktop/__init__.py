"""Manni Desktop: the Icelandic trick-taking game Manni, played offline."""

__version__ = "0.1.0"
