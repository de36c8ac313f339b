"""A display-only UI part drawn once into a picture, then shown as one textured quad.

Why: on llvmpipe a panel of a hundred small quads and texts costs per draw and per blended
layer every frame (the Master of Ceremonies' cards: about 10 ms of a 25 ms frame at 1280x720,
issue 20). Drawn once into a texture of exactly its pixels, the part costs one quad a frame and
looks the same: the texture is rendered through a camera whose film is the part's pixel
rectangle on the screen, sampled nearest, so each texel lands on the pixel it was drawn for.

The part's layers are composed in the texture with premultiplied alpha (colour blended as usual,
alpha accumulated), and the quad is blended as premultiplied, so translucent layers over the
table come out as they did when drawn one by one.

The picture is taken at the window's present size: a part must be rebuilt when the window's size
changes (the HUD rows and the Master of Ceremonies' panel take theirs again when it does)."""
from __future__ import annotations

import math

from panda3d.core import (Camera, CardMaker, ColorBlendAttrib, FrameBufferProperties, GraphicsOutput,
                          GraphicsPipe, LVector3, NodePath, OrthographicLens, Shader, Texture,
                          TransparencyAttrib, WindowProperties)

PRIORITY = 1000          # over whatever the part's entities set on themselves

# the quad: the premultiplied picture, every channel scaled by the alpha scale a panel is given
# when a figure walks under it (scenes.screenrects.clear_figures), so it fades as a whole
_VERTEX = """#version 140
uniform mat4 p3d_ModelViewProjectionMatrix;
in vec4 p3d_Vertex;
in vec2 p3d_MultiTexCoord0;
out vec2 uv;
void main() { gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex; uv = p3d_MultiTexCoord0; }
"""
_FRAGMENT = """#version 140
uniform sampler2D p3d_Texture0;
uniform vec4 p3d_ColorScale;
in vec2 uv;
out vec4 color;
void main() { color = texture(p3d_Texture0, uv) * p3d_ColorScale.a; }
"""
_shader = None
_HID = "ui picture hid"       # the pieces a picture hid, shown again by `redraw`


def _quad_shader():
    global _shader
    if _shader is None:
        _shader = Shader.make(Shader.SL_GLSL, _VERTEX, _FRAGMENT)
    return _shader


def window_pixels() -> tuple[int, int] | None:
    """The main window's size in pixels (None without a window)."""
    from ursina import application
    win = getattr(getattr(application, "base", None), "win", None)
    return None if win is None else (win.getXSize(), win.getYSize())


def _pixel_rect(lo, hi, lens, size):
    """The smallest whole-pixel rectangle holding lo..hi (ui camera space: x right, y up), as
    (pixel width, pixel height, x0, x1, y0, y1) in camera units."""
    fw, fh = lens.getFilmSize()
    off = lens.getFilmOffset()
    sx, sy = size[0] / fw, size[1] / fh
    px0, px1 = math.floor((lo.x - off.x + fw / 2) * sx), math.ceil((hi.x - off.x + fw / 2) * sx)
    py0, py1 = math.floor((lo.y - off.y + fh / 2) * sy), math.ceil((hi.y - off.y + fh / 2) * sy)
    return (px1 - px0, py1 - py0,
            px0 / sx - fw / 2 + off.x, px1 / sx - fw / 2 + off.x,
            py0 / sy - fh / 2 + off.y, py1 / sy - fh / 2 + off.y)


def draw_once(part) -> NodePath | None:
    """Replace what `part` draws by one quad showing a picture of it: its geometry and texts are
    hidden, its entities and their transforms stay as they were (tests and layout read them).
    Returns the quad, or None when there is no window, nothing to draw or no buffer to draw into
    (the part is then left as it was)."""
    from ursina import application, camera
    base = application.base
    size = window_pixels()
    geoms, texts = part.findAllMatches("**/+GeomNode"), part.findAllMatches("**/+TextNode")
    if size is None or not (geoms.getNumPaths() or texts.getNumPaths()):
        return None
    # the part's geometry (texts made into geometry) as the ui camera sees it, under a root of
    # its own; the part itself is left as it is, only hidden
    root = NodePath("ui picture")
    for paths, make in ((geoms, lambda n: n.makeCopy()), (texts, lambda n: n.generate())):
        for i in range(paths.getNumPaths()):
            p = paths.getPath(i)
            if _hidden_within(p, part):
                continue
            copy = root.attachNewNode(make(p.node()))         # a copy shares the vertices
            copy.setTransform(p.getTransform(camera.ui_camera))
            copy.setState(p.getNetState())
    bounds = root.getTightBounds()
    if not bounds:
        return None
    lo, hi = bounds
    pw, ph, x0, x1, y0, y1 = _pixel_rect(lo, hi, camera.ui_lens, size)
    if pw <= 0 or ph <= 0:
        return None
    fbp = FrameBufferProperties()
    fbp.setRgbaBits(8, 8, 8, 8)
    fbp.setDepthBits(16)
    buf = base.graphicsEngine.makeOutput(base.pipe, "ui picture", -50, fbp, WindowProperties.size(pw, ph),
                                         GraphicsPipe.BFRefuseWindow, base.win.getGsg(), base.win)
    if buf is None:
        return None
    tex = Texture("ui picture")
    tex.setMinfilter(Texture.FTNearest)
    tex.setMagfilter(Texture.FTNearest)
    tex.setWrapU(Texture.WMClamp)
    tex.setWrapV(Texture.WMClamp)
    buf.addRenderTexture(tex, GraphicsOutput.RTMCopyTexture)
    buf.setClearColor((0, 0, 0, 0))
    buf.setClearColorActive(True)
    buf.setClearDepthActive(True)

    root.setAttrib(ColorBlendAttrib.make(
        ColorBlendAttrib.MAdd, ColorBlendAttrib.OIncomingAlpha, ColorBlendAttrib.OOneMinusIncomingAlpha,
        ColorBlendAttrib.MAdd, ColorBlendAttrib.OOne, ColorBlendAttrib.OOneMinusIncomingAlpha), PRIORITY)
    lens = OrthographicLens()
    lens.setFilmSize(x1 - x0, y1 - y0)
    lens.setFilmOffset((x0 + x1) / 2, (y0 + y1) / 2)
    lens.setNearFar(camera.ui_lens.getNear(), camera.ui_lens.getFar())
    region = buf.makeDisplayRegion()
    region.setCamera(root.attachNewNode(Camera("ui picture", lens)))
    buf.setOneShot(True)

    card = CardMaker("ui picture")
    card.setFrame(x0, x1, y0, y1)
    quad = part.attachNewNode(card.generate())
    quad.setTransform(camera.ui_camera.getTransform(part))
    forward = LVector3.forward()                 # at the depth of the part's middle
    quad.setPos(quad, forward * ((LVector3(lo) + LVector3(hi)).dot(forward) / 2))
    quad.setTexture(tex, PRIORITY)
    quad.setShader(_quad_shader(), PRIORITY)
    quad.setTransparency(TransparencyAttrib.MAlpha, PRIORITY)   # sorted with the other translucent UI
    quad.setAttrib(ColorBlendAttrib.make(ColorBlendAttrib.MAdd, ColorBlendAttrib.OOne,
                                         ColorBlendAttrib.OOneMinusIncomingAlpha), PRIORITY)
    quad.setDepthWrite(False, PRIORITY)
    # the pieces hidden where they hang from the part (a model's geometry is shared by every
    # entity using it), not stashed: their bounds still count (scenes/screenrects.py)
    hid = [c for c in part.getChildren() if c != quad and not _hidden_within(c, part)]
    for child in hid:
        child.hide()
    part.setPythonTag(_HID, hid)
    _remove_when_drawn(base, buf)
    return quad


def redraw(holder) -> NodePath | None:
    """Picture `holder` again after some of its pieces changed (pieces added or taken away): its
    last picture goes, the pieces it hid show again, and a new picture is taken of them all."""
    forget(holder)
    return draw_once(holder)


def forget(holder) -> None:
    """Take `holder`'s picture away and show the pieces it hid (those still there)."""
    old = holder.find("ui picture")
    if not old.isEmpty():
        old.removeNode()
    for piece in holder.getPythonTag(_HID) or ():
        if not piece.isEmpty():
            piece.show()
    holder.clearPythonTag(_HID)


def _hidden_within(p, part) -> bool:
    """Whether `p` is hidden by itself or an ancestor below `part` (hidden pieces are not drawn;
    the part's own ancestors, e.g. a HUD hidden for a photo, do not count)."""
    hidden = p.getHiddenAncestor()
    return not hidden.isEmpty() and hidden != part and part.isAncestorOf(hidden)


def _remove_when_drawn(base, buf) -> None:
    """The buffer draws once (one-shot, then inactive); its picture is copied into the texture, so
    the buffer is let go after that frame."""
    def check(task):
        if buf.isActive():
            return task.cont
        base.graphicsEngine.removeWindow(buf)
        return task.done
    base.taskMgr.add(check, "remove ui picture buffer", sort=100)
