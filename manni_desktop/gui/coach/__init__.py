"""The guided first hand: which lesson fits the table (``lessons``), its words
(``texts``), the bubble that points at the thing explained (``bubble``) and the
guide that wires them to the window's controller and scene (``guide``)."""
