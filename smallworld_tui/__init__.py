"""Small World for the terminal: a pure rules engine (``smallworld_tui.rules``) and a Textual app on top."""

__version__ = "0.1.0"
