"""Where the user's own files go: folders under `saves/` that git ignores, beside (never among)
the shipped saves and stages. Saves (F5) and the table's settings in `saves/user/`, screenshots
(F12) in `saves/screenshots/`, staged fights (F6, the workshop) in `saves/stages/`, arenas in
`saves/arenas/` (rules/core/jsonfile.USER_ARENAS: the rules find arenas by name there)."""
from __future__ import annotations

from rules.core.jsonfile import ROOT, USER_ARENAS

SHIPPED = ROOT / "saves"
USER_SAVES = SHIPPED / "user"
SCREENSHOTS = SHIPPED / "screenshots"
USER_STAGES = SHIPPED / "stages"
SETTINGS = USER_SAVES / "settings.json"

__all__ = ["SHIPPED", "USER_SAVES", "SCREENSHOTS", "USER_STAGES", "USER_ARENAS", "SETTINGS"]
