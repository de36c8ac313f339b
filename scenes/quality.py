"""`render`/`record --quality high` (issue 17, part 5): cast shadows and multisampling for
offline pictures, where a slower frame costs nothing but time.

Panda3D's own shader generator cannot run here (it writes Cg, which the GL drivers of these
machines do not load: "The profile is not supported"), so the table is drawn with Ursina's
`lit_with_shadows_shader` (GLSL) under one sun whose shadow map covers the board. The shader is
set once on the table's root, over the unlit shader of every part (a higher priority): the
baked colours stay, and what the sun cannot see is darkened. The live table keeps the fast look.
"""
from __future__ import annotations

QUALITIES = ("fast", "high")
SUN = (-0.35, 1.0, -0.55)     # from the south-west, high: shadows fall north-east, a square long
SHADE = 0.2                   # how much a shadow darkens (the shader subtracts it)
MULTISAMPLES = 4


def prepare(quality: str) -> None:
    """Before the app is made: a multisampled frame for the high quality."""
    if quality == "high":
        from panda3d.core import loadPrcFileData
        loadPrcFileData("", "framebuffer-multisample 1")
        loadPrcFileData("", f"multisamples {MULTISAMPLES}")


def apply(scene, quality: str) -> None:
    """Give the scene's table the look of `quality` (fast: nothing to do)."""
    if quality != "high":
        return
    from panda3d.core import AntialiasAttrib
    from ursina import Vec3, camera, color
    from ursina.lights import DirectionalLight
    from ursina.shaders import lit_with_shadows_shader as shader

    if not getattr(shader, "compiled", False):
        shader.compile()
    table = scene.table
    root = table.root
    root.setShader(shader._shader, 100)        # over every part's own (unlit) shader
    for k, v in shader.default_input.items():
        root.setShaderInput(k, v)
    root.setShaderInput("shadow_color", color.rgba(0, 0, 0, SHADE))
    root.setShaderInput("shadow_samples", 4)
    root.setShaderInput("shadow_blur", 0.002)
    root.setShaderInput("camera_world_position", camera.world_position)
    root.setAntialias(AntialiasAttrib.MMultisample)
    c, size = table.center, table.size
    sun = DirectionalLight(shadow_map_resolution=(2048, 2048), color=color.white)
    sun.position = c + Vec3(*SUN).normalized() * size * 2
    sun.look_at(c)
    lens = sun._light.get_lens()
    lens.set_film_size(size * 1.8, size * 1.8)    # the whole board, its walls and stands
    lens.set_film_offset(0, 0)
    lens.set_near_far(0.1, size * 4)
    scene.sun = sun
    unlit_words(table)


def unlit_words(table) -> None:
    """The names, bars and tokens floating over figures keep their own colours: under the sun's
    shader a name turned from its side's pale colour to near black (the shader lights the
    letters as if they were the board). Run again each frame of a film (new figures come in)."""
    from scenes import screenrects as sr
    for n in table.root.findAllMatches("**"):
        if sr.is_billboard(n):
            n.setShaderOff(101)
            n.setLightOff(101)
