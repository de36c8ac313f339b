"""F6 at the table: Save as stage (game/workshop/stages.py writes it; the tests of the file
itself are in tests/game/test_workshop_stages.py)."""
from __future__ import annotations


def test_f6_at_the_table_saves_the_game_so_far_as_a_stage(fresh, tmp_path, monkeypatch):
    import game.workshop.stages as stages
    from scenes.app import TableApp
    from tests.scenes.conftest import ROOT
    monkeypatch.setattr(stages, "USER_STAGES", tmp_path)
    table = TableApp(fresh, interactive=False)
    table.load_game(ROOT / "saves" / "gladiator-solo-grim.json")
    path = table.save_stage()
    assert path is not None and path.parent == tmp_path and path.name.endswith(".stage.json")
    assert "stage saved" in table.scene.hud.said
