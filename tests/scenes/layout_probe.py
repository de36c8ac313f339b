"""Run as a program (`python tests/scenes/layout_probe.py 1280 720 [guide]`): opens every game's
table offscreen at that window size, waits for the person's first decision (of the guided first
game with `guide`) and prints, as JSON lines, which panels cover the board's centre and the
person's own figures (scenes/screenrects.py), and which run past the window's edges. tests/scenes/test_layout.py runs it per size: one
Ursina app per process, and a window size is fixed when the app is made."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


# the longest kind of caption a table says (it ran over the menu's title and the first row)
LONG_CAPTION = ("The Master of Ceremonies tests PSYCHE to bring in GROM (INTRODUCTION): rolls 3 "
                "against 10, a success.")


def look(c, seat: str, out: dict, guide=None) -> None:
    """Add the panels covering the board's centre and `seat`'s figures now to `out`, and the
    person's buttons the guide's prompt covers."""
    from scenes import screenrects as sr
    from scenes.buttonkeys import buttons_under
    from scenes.places import own_figures
    rects = sr.ui_rects()
    if guide is not None and guide.enabled:
        prompt = sr.ui_rect(guide)
        for b in buttons_under((c.panel, c.seat_widget)):
            r = sr.ui_rect(b)
            if prompt and r and sr.covering(r, [("guide", prompt)], least=0.3):
                out["buttons_covered"] = sorted(set(out["buttons_covered"]) | {str(b.text)[:30]})
        board = sr.board_rect(c.scene.table)           # the share of the prompt over the board
        if prompt and board:
            share = sr.overlap(prompt, board) / max(1.0, (prompt[2] - prompt[0]) * (prompt[3] - prompt[1]))
            out["guide_on_board"] = max(out.get("guide_on_board", 0.0), round(share, 3))
    out["outside"] = sorted(set(out["outside"]) | set(sr.outside(rects)))
    centre = sr.board_centre_rect(c.scene.table)
    if centre is not None:
        out["centre"] = sorted(set(out["centre"]) | set(sr.covering(centre, rects)))
    from scenes.controller import ActionMenu
    if isinstance(c.panel, ActionMenu):             # the cells whose middle the menu hides
        menu, table, view = sr.ui_rect(c.panel), c.scene.table, c._view()
        for cell in table.cells(view):
            p = table.world(cell, view)
            r = sr.world_rect([(p.x + dx, 0.0, p.z + dz) for dx in (-0.15, 0.15) for dz in (-0.15, 0.15)])
            if menu and r and sr.covering(r, [("menu", menu)], least=0.5):
                out["menu_cells"] = sorted(set(out["menu_cells"]) | {str(cell)})
    if isinstance(c.panel, ActionMenu):             # a long caption beside the menu and the rows
        hud, said = c.scene.hud, c.scene.hud.said
        hud.say(LONG_CAPTION)
        line = sr.text_rect(hud.caption)
        others = [("menu", sr.ui_rect(c.panel))] + [("side panel row", sr.ui_rect(r)) for r in hud.rows]
        over = [n for n, r in others if r and line and sr.overlap(line, r) > 0]
        out["caption_over"] = sorted(set(out.get("caption_over", [])) | set(over))
        hud.say(said)
    shown = sr.figure_rects(c.scene.table)
    if isinstance(c.panel, ActionMenu):             # the other figures the action menu hides
        menu, mine = sr.ui_rect(c.panel), set(own_figures(c._view(), seat))
        for fid, r in shown.items():
            if fid not in mine and menu and sr.covering(r, [("menu", menu)], least=0.3):
                out["menu_figures"] = sorted(set(out.get("menu_figures", [])) | {fid})
    for fid in own_figures(c._view(), seat):
        r = shown.get(fid)
        if r is not None:
            by = sr.covering(r, rects, least=0.15)
            out["own"][fid] = sorted(set(out["own"].get(fid, [])) | set(by))
            if by and "-v" in sys.argv:
                print(fid, [int(v) for v in r], [(n, [int(v) for v in q]) for n, q in rects if n in by])


def probe(app, ruleset: str, guide: bool, decisions: int = 3) -> dict:
    from scenes import stage
    from scenes.app import TableApp
    from scenes.controller import as_json
    stage.clear_scene()
    t = TableApp(app, interactive=False)
    if guide:
        t.start_guide(ruleset)
    else:
        t.new_pack_game(ruleset, None, seed=3, opponent="ai:easy")
    c = t.controller
    seat = c.session.seats()[0]
    out = {"ruleset": ruleset, "guide": guide, "decisions": 0, "centre": [], "own": {}, "outside": [], "buttons_covered": [],
           "menu_cells": []}
    for n in range(decisions):
        for _ in range(4000):
            if getattr(c, "reveal", None) is not None:
                c.reveal.input("space")          # Plans revealed waits for the person's key
            if c.session.finished or (c.panel is not None and c.asked == seat and not c.player.busy):
                break
            app.step()
        if c.session.finished or c.asked != seat:
            break
        if getattr(c.panel, "modal", False):       # a set-up chooser over everything (secret spells)
            for _ in range(3):
                app.step()
            from scenes import screenrects as sr     # may cover the board, but all in the window
            out["outside"] = sorted(set(out["outside"]) | set(sr.outside(sr.ui_rects())))
            c.submit(seat, as_json(c.session.legal_actions(seat)[0]))
            continue
        for _ in range(30):                  # the camera settles
            app.step()
        look(c, seat, out, t.guide)
        if "-v" in sys.argv:
            from ursina import window
            from scenes.stage import save_png_atomic
            save_png_atomic(Path(f"/tmp/shots/probe-{ruleset}-{guide}-{n}-{int(window.size[0])}.png"))
        out["decisions"] += 1
        legal = [as_json(a) for a in c.session.legal_actions(seat)]
        if not legal:                      # (the game ended meanwhile)
            break
        rank = {k: i for i, k in enumerate(("start", "traps_done", "move", "step"))}
        c.submit(seat, min(legal, key=lambda a: rank.get(a.get("kind"), 9)))
    return out


def main() -> None:
    w, h = int(sys.argv[1]), int(sys.argv[2])
    guide = "guide" in sys.argv[3:]
    only = [a for a in sys.argv[3:] if a not in ("guide", "-v")]
    from rules import registry
    from scenes import stage
    app = stage.make_app(offscreen=True, size=(w, h))
    stage.fixed_time(30)
    for ruleset in only or sorted(registry.KNOWN):
        print(json.dumps(probe(app, ruleset, guide, int(os.environ.get("PROBE_DECISIONS", 3)))), flush=True)


if __name__ == "__main__":
    main()
