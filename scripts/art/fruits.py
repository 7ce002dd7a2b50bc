"""Simple flat fruit / plant icons as MVG. Each function: (cx, cy, s) with s ~ radius."""
import math
from mvg import circle, ellipse, path, poly, polyline, line, shade

OUT = '#3b2a20'


def leaf(x, y, length, angle, col='#3fa34d', sw=3):
    a = math.radians(angle)
    ex, ey = x + length * math.cos(a), y + length * math.sin(a)
    # control points perpendicular
    px, py = -math.sin(a) * length * 0.4, math.cos(a) * length * 0.4
    mx, my = (x + ex) / 2, (y + ey) / 2
    d = 'M %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Z' % (
        x, y, mx + px, my + py, ex, ey, mx - px, my - py, x, y)
    return path(d, col, shade(col, 0.6), sw) + line(x, y, ex, ey, shade(col, 0.6), 1.5)


def apple(cx, cy, s, col='#e63b2e'):
    d = ('M %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f '
         'C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f Z') % (
        cx, cy - s * 0.7,
        cx + s * 0.5, cy - s * 1.05, cx + s * 1.1, cy - s * 0.8, cx + s, cy,
        cx + s * 0.95, cy + s * 0.7, cx + s * 0.5, cy + s * 1.05, cx, cy + s * 0.85,
        cx - s * 0.5, cy + s * 1.05, cx - s * 0.95, cy + s * 0.7, cx - s, cy,
        cx - s * 1.1, cy - s * 0.8, cx - s * 0.5, cy - s * 1.05, cx, cy - s * 0.7)
    return (path(d, col, OUT, 3)
            + ellipse(cx - s * 0.45, cy - s * 0.25, s * 0.15, s * 0.3, shade(col, 1.5))
            + line(cx, cy - s * 0.7, cx + s * 0.1, cy - s * 1.15, '#6b4226', 4)
            + leaf(cx + s * 0.1, cy - s * 1.0, s * 0.6, -30))


def orange(cx, cy, s, col='#ff9419'):
    out = circle(cx, cy, s, col, OUT, 3)
    for i in range(7):
        a = i * 0.9 + 0.3
        r = s * (0.35 + 0.4 * ((i * 37) % 10) / 10)
        out += circle(cx + r * math.cos(a), cy + r * math.sin(a), s * 0.04, shade(col, 0.8))
    out += ellipse(cx - s * 0.4, cy - s * 0.4, s * 0.18, s * 0.1, shade(col, 1.5))
    return out + leaf(cx, cy - s * 0.95, s * 0.6, -20)


def orange_slice(cx, cy, s, col='#ff9419', pith='#fff3d6'):
    out = circle(cx, cy, s, col, OUT, 3) + circle(cx, cy, s * 0.85, pith)
    for i in range(8):
        a0 = math.radians(i * 45 + 4)
        a1 = math.radians(i * 45 + 41)
        r = s * 0.75
        out += poly([(cx, cy), (cx + r * math.cos(a0), cy + r * math.sin(a0)),
                     (cx + r * math.cos((a0 + a1) / 2) * 1.02, cy + r * math.sin((a0 + a1) / 2) * 1.02),
                     (cx + r * math.cos(a1), cy + r * math.sin(a1))], shade(col, 1.15))
    return out


def lemon(cx, cy, s, col='#f7dc2f'):
    d = 'M %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Z' % (
        cx - s * 1.15, cy, cx, cy - s * 1.2, cx + s * 1.15, cy, cx, cy + s * 1.2, cx - s * 1.15, cy)
    return (path(d, col, OUT, 3) + ellipse(cx - s * 0.3, cy - s * 0.3, s * 0.3, s * 0.1, shade(col, 1.5))
            + leaf(cx + s * 0.6, cy - s * 0.3, s * 0.55, -60))


def banana(cx, cy, s, col='#f9dd3c'):
    d = ('M %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Z') % (
        cx - s * 1.1, cy - s * 0.6, cx - s * 0.2, cy + s * 1.3, cx + s * 1.1, cy - s * 0.7,
        cx - s * 0.1, cy + s * 0.45, cx - s * 1.1, cy - s * 0.6)
    return (path(d, col, OUT, 3)
            + line(cx + s * 1.1, cy - s * 0.7, cx + s * 1.2, cy - s * 0.95, '#6b4226', 5)
            + circle(cx - s * 1.1, cy - s * 0.6, s * 0.06, '#5a3d1e'))


def berry_cluster(cx, cy, s, col='#d6285a', n_ring=(1, 6, 8), leafcol='#3fa34d'):
    out = ''
    rr = s * 0.26
    pos = [(cx, cy)]
    for k, ring in enumerate(n_ring[1:], start=1):
        for i in range(ring):
            a = 2 * math.pi * i / ring + k * 0.3
            pos.append((cx + k * rr * 1.6 * math.cos(a), cy + k * rr * 1.45 * math.sin(a)))
    for (x, y) in sorted(pos, key=lambda p: p[1]):
        out += circle(x, y, rr, col, shade(col, 0.6), 2) + circle(x - rr * 0.3, y - rr * 0.3, rr * 0.25, shade(col, 1.5))
    return out + leaf(cx - s * 0.2, cy - s * 0.95, s * 0.55, -150, leafcol) + leaf(cx + s * 0.2, cy - s * 0.95, s * 0.55, -30, leafcol)


def raspberry(cx, cy, s):
    return berry_cluster(cx, cy, s, '#d6285a')


def grapes(cx, cy, s, col='#7b3fa0'):
    out = line(cx, cy - s, cx + s * 0.2, cy - s * 1.3, '#6b4226', 5)
    rows = [4, 3, 2, 1]
    r = s * 0.26
    for j, n in enumerate(rows):
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * r * 1.9
            y = cy - s * 0.7 + j * r * 1.7
            out += circle(x, y, r, col, shade(col, 0.6), 2) + circle(x - r * 0.3, y - r * 0.35, r * 0.22, shade(col, 1.5))
    return out + leaf(cx + s * 0.15, cy - s * 1.1, s * 0.7, -10)


def berries(cx, cy, s):
    out = berry_cluster(cx - s * 0.35, cy + s * 0.1, s * 0.7, '#3b1f4a')
    for (dx, dy, c) in ((0.55, -0.2, '#4a5fb5'), (0.75, 0.45, '#3f51a8'), (0.2, 0.6, '#5567c4')):
        x, y = cx + dx * s, cy + dy * s
        out += circle(x, y, s * 0.3, c, shade(c, 0.6), 2) + circle(x, y - s * 0.2, s * 0.07, shade(c, 0.5))
    return out


def strawberry(cx, cy, s, col='#e8384f'):
    d = 'M %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f Z' % (
        cx, cy + s * 1.1, cx - s * 1.4, cy + s * 0.1, cx - s * 0.9, cy - s * 0.9, cx, cy - s * 0.75,
        cx + s * 0.9, cy - s * 0.9, cx + s * 1.4, cy + s * 0.1, cx, cy + s * 1.1)
    out = path(d, col, OUT, 3)
    for (dx, dy) in ((-0.4, -0.3), (0.1, -0.4), (0.5, -0.2), (-0.2, 0.1), (0.3, 0.15), (-0.5, 0.25), (0.0, 0.5), (0.5, 0.5)):
        out += ellipse(cx + dx * s, cy + dy * s, s * 0.05, s * 0.08, '#ffe98a')
    pts = []
    for i in range(10):
        a = math.pi + i * math.pi / 9
        r = s * (0.6 if i % 2 == 0 else 0.25)
        pts.append((cx + r * math.cos(a), cy - s * 0.78 - r * 0.5 * math.sin(a) * -1 + 0))
    out += poly([(cx - s * 0.6, cy - s * 0.75), (cx - s * 0.3, cy - s * 0.95), (cx - s * 0.15, cy - s * 0.7),
                 (cx, cy - s * 1.0), (cx + s * 0.15, cy - s * 0.7), (cx + s * 0.3, cy - s * 0.95),
                 (cx + s * 0.6, cy - s * 0.75), (cx, cy - s * 0.55)], '#3fa34d', '#2a6e33', 2)
    return out + line(cx, cy - s * 0.95, cx, cy - s * 1.25, '#2a6e33', 4)


def carrot(cx, cy, s, col='#f07c1a'):
    d = 'M %.1f,%.1f Q %.1f,%.1f %.1f,%.1f L %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Z' % (
        cx - s * 0.45, cy - s * 0.7, cx, cy - s * 0.95, cx + s * 0.45, cy - s * 0.7,
        cx + s * 0.05, cy + s * 1.2, cx, cy + s * 1.25, cx - s * 0.05, cy + s * 1.2)
    out = ''
    for ang in (-120, -90, -60):
        out += leaf(cx, cy - s * 0.8, s * 0.8, ang)
    out += path(d, col, OUT, 3)
    for k in range(4):
        y = cy - s * 0.3 + k * s * 0.35
        w = s * 0.35 * (1 - k * 0.22)
        out += line(cx - w, y, cx - w * 0.3, y + 2, shade(col, 0.7), 2)
    return out


def pineapple(cx, cy, s, col='#f5c542'):
    out = ''
    for ang in (-130, -110, -90, -70, -50):
        out += leaf(cx, cy - s * 0.7, s * 0.9, ang, '#3a9d46')
    out += ellipse(cx, cy + s * 0.15, s * 0.7, s * 0.95, col, OUT, 3)
    ecx, ecy, rx, ry = cx, cy + s * 0.15, s * 0.7, s * 0.95
    def chord(px, py, vx, vy):
        a = (vx / rx) ** 2 + (vy / ry) ** 2
        b = 2 * ((px - ecx) * vx / rx ** 2 + (py - ecy) * vy / ry ** 2)
        c = ((px - ecx) / rx) ** 2 + ((py - ecy) / ry) ** 2 - 1
        disc = b * b - 4 * a * c
        if disc <= 0:
            return ''
        t0, t1 = (-b - disc ** 0.5) / (2 * a), (-b + disc ** 0.5) / (2 * a)
        return line(px + t0 * vx, py + t0 * vy, px + t1 * vx, py + t1 * vy, shade(col, 0.7), 2)
    for k in range(-4, 5):
        out += chord(ecx + k * s * 0.3, ecy, 0.6, 1.0)
        out += chord(ecx + k * s * 0.3, ecy, -0.6, 1.0)
    # re-draw outline on top to hide overshoot
    out += ellipse(cx, cy + s * 0.15, s * 0.7, s * 0.95, 'none', OUT, 3)
    return out


def melon(cx, cy, s, col='#8cc63f'):
    out = circle(cx, cy, s, col, OUT, 3)
    for k in (-0.6, -0.3, 0, 0.3, 0.6):
        out += path('M %.1f,%.1f Q %.1f,%.1f %.1f,%.1f' % (cx + k * s * 0.3, cy - s * 0.97, cx + k * s * 1.9, cy,
                                                       cx + k * s * 0.3, cy + s * 0.97), 'none', shade(col, 0.65), 3)
    return out + ellipse(cx - s * 0.4, cy - s * 0.4, s * 0.2, s * 0.12, shade(col, 1.5)) + leaf(cx, cy - s, s * 0.5, -40)


def dragonfruit(cx, cy, s, col='#e83e8c'):
    out = ''
    for ang in (-150, -110, -70, -30, 20, 160):
        a = math.radians(ang)
        x, y = cx + s * 0.75 * math.cos(a), cy + s * 0.95 * math.sin(a)
        out += leaf(x, y, s * 0.45, ang + 20, '#7ac143')
    out += ellipse(cx, cy, s * 0.8, s * 1.0, col, OUT, 3)
    for (dx, dy) in ((-0.3, -0.3), (0.3, -0.1), (-0.1, 0.35), (0.35, 0.5)):
        out += path('M %.1f,%.1f q %.1f,%.1f %.1f,%.1f' % (cx + dx * s, cy + dy * s, s * 0.15, -s * 0.25, s * 0.35, -s * 0.3),
                    'none', '#7ac143', 4)
    return out


def eggfruit(cx, cy, s, col='#f6b93b'):
    d = 'M %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f Z' % (
        cx, cy - s * 1.15, cx + s * 1.0, cy - s * 1.15, cx + s * 0.9, cy + s * 1.0, cx, cy + s * 1.0,
        cx - s * 0.9, cy + s * 1.0, cx - s * 1.0, cy - s * 1.15, cx, cy - s * 1.15)
    return (path(d, col, OUT, 3) + ellipse(cx - s * 0.3, cy - s * 0.4, s * 0.13, s * 0.28, shade(col, 1.5))
            + leaf(cx, cy - s * 1.1, s * 0.5, -45))


def quince(cx, cy, s, col='#e8cf3a'):
    d = ('M %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f '
         'C %.1f,%.1f %.1f,%.1f %.1f,%.1f C %.1f,%.1f %.1f,%.1f %.1f,%.1f Z') % (
        cx, cy - s * 1.1,
        cx + s * 0.45, cy - s * 1.1, cx + s * 0.45, cy - s * 0.4, cx + s * 0.8, cy + s * 0.1,
        cx + s * 1.1, cy + s * 0.6, cx + s * 0.6, cy + s * 1.05, cx, cy + s * 1.0,
        cx - s * 0.6, cy + s * 1.05, cx - s * 1.1, cy + s * 0.6, cx - s * 0.8, cy + s * 0.1,
        cx - s * 0.45, cy - s * 0.4, cx - s * 0.45, cy - s * 1.1, cx, cy - s * 1.1)
    return (path(d, col, OUT, 3) + ellipse(cx - s * 0.4, cy + s * 0.2, s * 0.12, s * 0.25, shade(col, 1.5))
            + line(cx, cy - s * 1.05, cx - s * 0.05, cy - s * 1.35, '#6b4226', 4) + leaf(cx, cy - s * 1.2, s * 0.6, -20))


def pomegranate(cx, cy, s, col='#c0182f'):
    out = poly([(cx - s * 0.3, cy - s * 0.85), (cx - s * 0.35, cy - s * 1.2), (cx - s * 0.12, cy - s * 1.0),
                (cx, cy - s * 1.25), (cx + s * 0.12, cy - s * 1.0), (cx + s * 0.35, cy - s * 1.2),
                (cx + s * 0.3, cy - s * 0.85)], shade(col, 0.8), OUT, 3)
    out += circle(cx, cy, s, col, OUT, 3)
    return out + ellipse(cx - s * 0.4, cy - s * 0.4, s * 0.22, s * 0.13, shade(col, 1.6))


def seabuckthorn(cx, cy, s, col='#f7931e'):
    out = line(cx - s * 1.1, cy + s * 0.9, cx + s * 1.0, cy - s * 0.9, '#7a5230', 6)
    for k in range(-3, 4):
        t = (k + 3.5) / 7
        bx, by = cx - s * 1.1 + t * s * 2.1, cy + s * 0.9 - t * s * 1.8
        out += leaf(bx, by, s * 0.65, -150 if k % 2 else 20, '#8aa86e', 2)
    for k in range(-3, 3):
        t = (k + 3.5) / 7
        bx, by = cx - s * 1.1 + t * s * 2.1, cy + s * 0.9 - t * s * 1.8
        for (dx, dy) in ((-0.18, -0.05), (0.1, 0.12), (0.12, -0.18)):
            out += circle(bx + dx * s, by + dy * s, s * 0.14, col, shade(col, 0.6), 1.5)
    return out


def elderflower(cx, cy, s):
    out = ''
    for i in range(5):
        a = -math.pi / 2 + (i - 2) * 0.45
        out += line(cx, cy + s * 1.1, cx + s * 0.9 * math.cos(a), cy + s * 0.2 + s * 0.6 * math.sin(a), '#6a8f3a', 3)
    import random
    rnd = random.Random(7)
    for i in range(26):
        a = rnd.uniform(math.pi * 1.05, math.pi * 1.95)
        r = rnd.uniform(0.1, 1.0) * s
        x, y = cx + r * math.cos(a) * 1.1, cy - s * 0.1 + r * math.sin(a) * 0.7
        for p in range(5):
            b = p * 2 * math.pi / 5
            out += circle(x + s * 0.08 * math.cos(b), y + s * 0.08 * math.sin(b), s * 0.07, '#fffdf0', '#c9c28a', 1)
        out += circle(x, y, s * 0.04, '#f1d64b')
    return out + leaf(cx - s * 0.3, cy + s * 0.8, s * 0.7, 160) + leaf(cx + s * 0.3, cy + s * 0.8, s * 0.7, 20)


def millet(cx, cy, s):
    out = line(cx, cy + s * 1.2, cx, cy - s * 1.0, '#b08b4f', 4)
    for k in range(7):
        y = cy - s * 0.9 + k * s * 0.3
        out += ellipse(cx - s * 0.17, y, s * 0.16, s * 0.1, '#e3c06b', '#9c7a3a', 1.5)
        out += ellipse(cx + s * 0.17, y + s * 0.1, s * 0.16, s * 0.1, '#e3c06b', '#9c7a3a', 1.5)
    return out + leaf(cx, cy + s * 0.9, s * 0.9, -40, '#9bb24a')


def woodruff(cx, cy, s):
    out = line(cx, cy + s * 1.1, cx, cy - s * 0.6, '#3c7d2d', 4)
    for y0, n in ((cy + s * 0.3, 8), (cy - s * 0.5, 7)):
        for i in range(n):
            out += leaf(cx, y0, s * 0.75, i * 360 / n, '#4caf50', 2)
    for i in range(5):
        a = -math.pi / 2 + (i - 2) * 0.5
        x, y = cx + s * 0.25 * math.cos(a), cy - s * 0.75 + s * 0.25 * math.sin(a)
        out += circle(x, y, s * 0.09, '#ffffff', '#9bb', 1)
    return out


def kiwi(cx, cy, s):
    out = circle(cx, cy, s, '#8b6b3d', OUT, 3) + circle(cx, cy, s * 0.88, '#7cc242') + circle(cx, cy, s * 0.3, '#f4f7d8')
    for i in range(12):
        a = i * math.pi / 6
        out += ellipse(cx + s * 0.5 * math.cos(a), cy + s * 0.5 * math.sin(a), s * 0.05, s * 0.05, '#222')
    return out


def basil(cx, cy, s):
    out = line(cx, cy + s * 1.1, cx, cy - s * 0.8, '#3c7d2d', 4)
    for (y, ang) in ((0.6, 200), (0.6, -20), (0.0, 210), (0.0, -30), (-0.6, 230), (-0.6, -50)):
        out += leaf(cx, cy + y * s, s * 0.85, ang, '#43a047')
    return out + circle(cx + s * 0.8, cy + s * 0.9, s * 0.28, '#e8c07a', '#a37b3b', 2)  # ginger bit


FRUITS = {
    'apple': apple, 'orange': orange, 'lemon': lemon, 'banana': banana, 'raspberry': raspberry,
    'grapes': grapes, 'berries': berries, 'strawberry': strawberry, 'carrot': carrot, 'pineapple': pineapple,
    'melon': melon, 'dragonfruit': dragonfruit, 'eggfruit': eggfruit, 'quince': quince, 'pomegranate': pomegranate,
    'seabuckthorn': seabuckthorn, 'elderflower': elderflower, 'millet': millet, 'woodruff': woodruff,
    'kiwi': kiwi, 'basil': basil, 'orange_slice': orange_slice,
}
