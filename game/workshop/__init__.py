"""The arena workshop's plain data: a draft arena being edited (`draft`), its random generator
(`generate`), named arena files (`files`) and what each game says of an arena (`packs`, which
asks the game's own `rules/<game>/arena_check.py`). The editor scene (scenes/workshop) is a thin
layer over these; nothing here imports Ursina."""
