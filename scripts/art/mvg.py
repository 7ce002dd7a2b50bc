"""Tiny helper library: build ImageMagick MVG draw strings and render them."""
import os
import subprocess

FONT = 'DejaVu-Sans-Bold'
FONT_REG = 'DejaVu-Sans'


def hx(c):
    c = c.lstrip('#')
    return [int(c[i:i + 2], 16) for i in (0, 2, 4)]


def shade(c, f):
    """f<1 darkens, f>1 lightens (mix with white)."""
    r, g, b = hx(c)
    if f <= 1:
        r, g, b = (int(v * f) for v in (r, g, b))
    else:
        t = f - 1
        r, g, b = (int(v + (255 - v) * t) for v in (r, g, b))
    return '#%02x%02x%02x' % (max(0, min(255, r)), max(0, min(255, g)), max(0, min(255, b)))


def _st(fill, stroke, sw):
    return "fill '%s' stroke '%s' stroke-width %s " % (fill or 'none', stroke or 'none', sw if stroke else 0)


def circle(cx, cy, r, fill, stroke=None, sw=0):
    return _st(fill, stroke, sw) + 'circle %s,%s %s,%s\n' % (cx, cy, cx + r, cy)


def ellipse(cx, cy, rx, ry, fill, stroke=None, sw=0, a0=0, a1=360):
    return _st(fill, stroke, sw) + 'ellipse %s,%s %s,%s %s,%s\n' % (cx, cy, rx, ry, a0, a1)


def rect(x0, y0, x1, y1, fill, stroke=None, sw=0):
    return _st(fill, stroke, sw) + 'rectangle %s,%s %s,%s\n' % (x0, y0, x1, y1)


def rrect(x0, y0, x1, y1, r, fill, stroke=None, sw=0):
    return _st(fill, stroke, sw) + 'roundrectangle %s,%s %s,%s %s,%s\n' % (x0, y0, x1, y1, r, r)


def path(d, fill, stroke=None, sw=0, extra=''):
    if fill in (None, 'none') and 'z' not in d.lower():
        d += ' m 0,0'  # IM6 would otherwise close an open stroked path; a trailing moveto prevents that
    return _st(fill, stroke, sw) + extra + "path '%s'\n" % d


def poly(pts, fill, stroke=None, sw=0):
    return _st(fill, stroke, sw) + 'polygon ' + ' '.join('%s,%s' % p for p in pts) + '\n'


def polyline(pts, stroke, sw, cap='round'):
    return ("fill none stroke '%s' stroke-width %s stroke-linecap %s stroke-linejoin round polyline " % (stroke, sw, cap)
            + ' '.join('%s,%s' % p for p in pts) + '\n')


def line(x0, y0, x1, y1, stroke, sw, cap='round'):
    return "fill none stroke '%s' stroke-width %s stroke-linecap %s line %s,%s %s,%s\n" % (
        stroke, sw, cap, x0, y0, x1, y1)


def text(x, y, s, size, fill, font=FONT, gravity='NorthWest', stroke=None, sw=0):
    s = s.replace('\\', '\\\\').replace("'", "\\'")
    return ("push graphic-context gravity %s font '%s' font-size %s " % (gravity, font, size)
            + _st(fill, stroke, sw) + "text %s,%s '%s' pop graphic-context\n" % (x, y, s))


def group(body, translate=None, rotate=None, scale=None):
    s = 'push graphic-context\n'
    if translate:
        s += 'translate %s,%s\n' % translate
    if rotate:
        s += 'rotate %s\n' % rotate
    if scale:
        s += 'scale %s,%s\n' % ((scale, scale) if not isinstance(scale, tuple) else scale)
    return s + body + 'pop graphic-context\n'


def fit_size(s, width, maxsize, factor=0.64):
    return int(min(maxsize, width / (factor * max(1, len(s)))))


def run(args):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0 or r.stderr.strip():
        print('CMD:', ' '.join(a[:80] for a in args[:4]), '...')
        print(r.stderr)
    if r.returncode != 0:
        raise SystemExit(1)


def render(final, w, h, bg, draw, post=(), kind=None, colors=None, quality=80):
    """Render MVG `draw` on a w x h canvas of colour bg (use 'none' for transparent).
    Writes to a temporary plain-ASCII file name first (ImageMagick would interpret
    characters such as [ ] in the target name), then moves it into place."""
    os.makedirs(os.path.dirname(final), exist_ok=True)
    ext = os.path.splitext(final)[1].lower()
    out = '/tmp/art/_render_tmp' + ext
    args = ['convert', '-size', '%dx%d' % (w, h), 'xc:%s' % bg, '-draw', draw]
    args += list(post)
    if ext in ('.jpg', '.jpeg'):
        args += ['-strip', '-sampling-factor', '4:2:0', '-quality', str(quality), '-interlace', 'none', out]
    elif ext == '.png':
        args += ['-strip', '-depth', '8']
        if colors:
            args += ['+dither', '-colors', str(colors)]
            out_spec = ('PNG8:' if bg != 'none' else '') + out
        else:
            out_spec = out
        args += ['-define', 'png:compression-level=9', out_spec]
    else:
        args += [out]
    run(args)
    os.replace(out, final)
