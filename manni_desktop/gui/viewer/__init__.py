"""The record viewer: a ``manni-record/1`` game stepped through with every card shown."""

from .opening import choose_record, read_record_steps
from .window import RecordViewer, ReviewHand

__all__ = ["RecordViewer", "ReviewHand", "choose_record", "read_record_steps"]
