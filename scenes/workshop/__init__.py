"""The arena workshop at the table: `main.py edit` (editor.py), a thin layer over the plain
draft of game/workshop."""
