"""Play with friends: the windows of a network table (host, join, the game)."""
