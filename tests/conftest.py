"""Puts the repository root on sys.path, so tests import `rules`, `game`, `scenes` and the test
helpers (`tests.toy_pack`) the same way whether pytest runs from the root or elsewhere."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _settings_of_its_own(tmp_path, monkeypatch):
    """No test reads or writes the user's remembered choices (saves/user/settings.json)."""
    from game import userfiles
    monkeypatch.setattr(userfiles, "SETTINGS", tmp_path / "user-settings.json")
