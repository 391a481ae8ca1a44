"""What assistive technology (a screen reader over AT-SPI, UIA or NSAccessibility)
reads of the card table.

Qt makes widgets accessible by itself, but the table is one QGraphicsView:
its cards, the trick in the middle and the badges are scene items Qt cannot
see into.  ``tree`` gives the view an accessible tree of its own (the hand as a
list of cards, the trick, the contract, the seats) through
``QAccessible.installFactory``; ``announcer`` speaks the game's events; the
words are ``spoken``.
"""

from .announcer import Announcer
from .factory import install_factory

__all__ = ["Announcer", "install_factory"]
