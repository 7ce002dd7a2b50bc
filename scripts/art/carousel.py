import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from mvg import *  # noqa
from shapes import bottle, glass, shirt, hoodie, mug, sticker, mini_logo, flag, card, OUT  # noqa
from fruits import FRUITS, orange_slice
import stego

from repo import IMAGES

CAR = os.path.join(IMAGES, 'carousel')
DELUXE = os.path.join(IMAGES, 'deluxe')


def shelf_bg(top, bottom):
    return rect(0, 0, 800, 300, top) + rect(0, 240, 800, 300, bottom) + line(0, 240, 800, 240, shade(bottom, 0.7), 4)


def c1():
    d = shelf_bg('#fff1dc', '#d7a86e')
    specs = [('#f2b33d', 'apple'), ('#ff9419', 'orange'), ('#d6285a', 'raspberry'), ('#f4e04d', 'lemon'),
             ('#f8e27a', 'banana'), ('#e8384f', 'strawberry'), ('#6b2d8f', 'grapes')]
    for i, (liq, fr) in enumerate(specs):
        d += group(bottle(0, liq, top=-252, bottom=0), translate=(70 + i * 110, 245), scale=0.85)
    for i, (liq, fr) in enumerate(specs[:6]):
        d += FRUITS[fr](125 + i * 110, 268, 18)
    render(os.path.join(CAR, '1.jpg'), 800, 300, '#ffffff', d)


def c2():
    d = rect(0, 0, 800, 300, '#e3edf7') + line(0, 40, 800, 40, '#78909c', 8)
    cols = ['#2b2d33', '#3a2f3f', '#e63946', '#2b2d33', '#1e88e5']
    for i, c in enumerate(cols):
        x = 90 + i * 155
        d += path('M %d,40 L %d,62 M %d,62 L %d,74 L %d,74' % (x, x, x - 40, x, x + 40), 'none', '#546e7a', 4)
        d += shirt(x, 160, c, s=0.72, girlie=(i == 1))
    render(os.path.join(CAR, '2.jpg'), 800, 300, '#ffffff', d)


def c3():
    R = random.Random(3)
    d = rect(0, 0, 800, 300, '#cfd8dc')
    d += rrect(140, 20, 660, 300, 18, '#90a4ae', '#455a64', 4) + rrect(150, 30, 650, 300, 12, '#b0bec5')
    cols = ['#ff9f1c', '#e63946', '#3cb043', '#457b9d', '#8e24aa']
    for k in range(11):
        x, y = R.uniform(190, 610), R.uniform(70, 260)
        d += sticker(x, y, R.uniform(26, 44), cols[k % 5], holo=(k == 4))
    render(os.path.join(CAR, '3.jpg'), 800, 300, '#ffffff', d)


def c4():
    d = shelf_bg('#f6e7d4', '#8d6e63')
    for i, c in enumerate(['#222222', '#ffffff', '#ff9f1c', '#222222']):
        d += group(mug(0, 0, c), translate=(110 + i * 190, 150), scale=0.75)
    for i in range(3):
        d += ellipse(205 + i * 190, 262, 48, 12, '#ff9f1c', OUT, 2) + ellipse(205 + i * 190, 260, 40, 9, '#fff4e0')
    render(os.path.join(CAR, '4.jpg'), 800, 300, '#ffffff', d)


def pickle_rick_rows(scale=6):
    """Our own pixel-art Pickle Rick: a pickle with a startled grin, drawn on a 36x60 grid, scaled up blockily."""
    W, H = 36, 60
    sky, outline, body, light, dark = (236, 244, 255), (26, 61, 22), (104, 168, 56), (152, 204, 92), (70, 128, 40)
    white, black, gum, brow = (255, 255, 255), (20, 20, 20), (150, 40, 50), (30, 70, 25)
    grid = [[sky] * W for _ in range(H)]

    def inside(x, y, cx, cy, rx, ry):
        return ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1

    cx, cy, rx, ry = 18, 31, 14, 27
    bumps = [(11, 16), (24, 13), (9, 36), (26, 40), (15, 48), (23, 52), (28, 26), (8, 26)]
    for y in range(H):
        for x in range(W):
            if inside(x, y, cx, cy, rx + 1.2, ry + 1.2):
                grid[y][x] = outline
            if inside(x, y, cx, cy, rx, ry):
                grid[y][x] = light if inside(x, y, cx - 5, cy - 8, 3.5, 14) else body
                if any(inside(x, y, bx, by, 1.4, 1.4) for bx, by in bumps):
                    grid[y][x] = dark
    # eyes: white with black rims, pupils looking in slightly different directions
    for ex, px in ((12.5, 13.5), (23.5, 23)):
        for y in range(H):
            for x in range(W):
                if inside(x, y, ex, 19, 4.4, 4.4):
                    grid[y][x] = black
                if inside(x, y, ex, 19, 3.4, 3.4):
                    grid[y][x] = white
        for y in (19, 20):
            for x in (int(px) - 1, int(px)):
                grid[y][x] = black
    # one thick, angry unibrow
    for x in range(7, 30):
        top = 13 - int(abs(x - 18) * 0.25)
        for y in (top, top + 1, top + 2):
            grid[y][x] = brow
    # the wide grin: gum-coloured mouth, a row of teeth on top and bottom
    for y in range(27, 35):
        for x in range(9, 28):
            if inside(x, y, 18.5, 29, 9.6, 6.2):
                grid[y][x] = black
            if inside(x, y, 18.5, 29, 8.6, 5.2) and y >= 28:
                grid[y][x] = gum
    for x in range(11, 27):
        grid[28][x] = white if x % 3 else (200, 200, 200)
        grid[29][x] = white if x % 3 else (200, 200, 200)
    for x in range(13, 25):
        grid[32][x] = white if x % 3 else (200, 200, 200)
    rows = []
    for line in grid:
        row = bytearray()
        for pixel in line:
            row += bytes(pixel) * scale
        rows.extend(bytearray(row) for _ in range(scale))
    return W * scale, H * scale, rows


def c5():
    """The support-team picture: an ordinary truecolour PNG that hides pickle_rick.png (Steganography challenge).

    The cover is drawn first; stego.py then hides our pixel-art Pickle Rick in the least significant bits the way
    OpenStego's default RandomLSB plugin does, so OpenStego's "Extract data" (no password) recovers it."""
    R = random.Random(5)
    d = rect(0, 0, 800, 300, '#fff7e6')
    for k in range(24):
        x, y = R.uniform(0, 800), R.uniform(0, 300)
        d += circle(x, y, R.uniform(6, 16), R.choice(['#ffe0b2', '#ffecb3', '#dcedc8']))
    d += path('M 160,170 L 640,170 Q 620,300 400,300 Q 180,300 160,170 Z', '#c08a4f', '#6d4c41', 5)
    for x in range(200, 610, 30):
        yb = 172 + (1 - ((x - 400) / 245.0) ** 2) * 118
        d += line(x, 176, x + 6, yb, '#a87440', 3)
    fruits = [('orange', 260, 140), ('apple', 340, 125), ('pineapple', 420, 110), ('grapes', 500, 130), ('lemon', 560, 150),
              ('banana', 300, 165), ('strawberry', 470, 165), ('melon', 380, 160)]
    for fr, x, y in fruits:
        d += FRUITS[fr](x, y, 34)
    d += path('M 160,170 Q 400,210 640,170', 'none', '#6d4c41', 5)
    os.makedirs(CAR, exist_ok=True)
    cover = os.path.join(CAR, '5.cover.png')
    run(['convert', '-size', '800x300', 'xc:#ffffff', '-draw', d, '-strip', '-depth', '8',
         '-define', 'png:color-type=2', '-define', 'png:compression-level=9', cover])
    with open(cover, 'rb') as f:
        cover_png = f.read()
    os.remove(cover)
    hidden = stego.write_png(*pickle_rick_rows())
    with open(os.path.join(CAR, '5.png'), 'wb') as f:
        f.write(stego.embed(cover_png, hidden, 'pickle_rick.png'))


def c6():
    d = rect(0, 0, 800, 300, '#dcdde3') + rect(0, 250, 800, 300, '#b0b3bd')
    d += group(hoodie(0, 0), translate=(170, 150), scale=0.85)
    d += group(hoodie(0, 0, '#37474f'), translate=(400, 150), scale=0.85)
    d += path('M 560,120 Q 650,90 740,120 L 732,200 Q 650,240 568,200 Z', '#2b2d33', '#111', 4) + mini_logo(650, 165, 26)
    d += path('M 562,135 Q 530,160 566,190', 'none', '#444', 5) + path('M 738,135 Q 770,160 734,190', 'none', '#444', 5)
    render(os.path.join(CAR, '6.jpg'), 800, 300, '#ffffff', d)


def c7():
    """Fans at a conference booth."""
    R = random.Random(7)
    d = rect(0, 0, 800, 300, '#e8eaf6') + rect(0, 230, 800, 300, '#9fa8da')
    d += rrect(250, 20, 550, 90, 12, '#ff9f1c', OUT, 4) + mini_logo(295, 60, 26)
    d += text(330, 36, 'Juice Shop', 34, '#ffffff')
    skins = ['#f1c8a5', '#c68e6a', '#8d5524', '#f5d0b0']
    shirts = ['#2b2d33', '#e63946', '#1e88e5', '#3a2f3f', '#43a047', '#2b2d33']
    for i in range(6):
        x = 80 + i * 128
        h = R.randint(-15, 10)
        d += path('M %d,300 L %d,%d Q %d,%d %d,%d L %d,300 Z' % (x - 48, x - 45, 200 + h, x, 160 + h, x + 45, 200 + h, x + 48),
                  shirts[i], OUT, 3)
        d += mini_logo(x, 230 + h, 14)
        d += circle(x, 130 + h, 32, R.choice(skins), OUT, 3)
        d += path('M %d,%d Q %d,%d %d,%d' % (x - 30, 122 + h, x, 80 + h, x + 30, 122 + h), R.choice(['#3e2723', '#212121', '#8d6e63', '#ffb300']), OUT, 2)
        d += circle(x - 11, 132 + h, 3.5, '#222') + circle(x + 11, 132 + h, 3.5, '#222') + path('M %d,%d q 11,10 22,0' % (x - 11, 144 + h), 'none', '#5d4037', 3)
    d += flag(720, 30, 40)
    render(os.path.join(CAR, '7.jpg'), 800, 300, '#ffffff', d)


def box(x, y, w, h, dpt, col='#c8955a'):
    """Isometric-ish blank cardboard box with front-left corner at (x, y+h)."""
    top = [(x, y), (x + w, y), (x + w + dpt, y - dpt * 0.6), (x + dpt, y - dpt * 0.6)]
    side = [(x + w, y), (x + w + dpt, y - dpt * 0.6), (x + w + dpt, y + h - dpt * 0.6), (x + w, y + h)]
    s = poly(top, shade(col, 1.15), '#5d4037', 3) + poly(side, shade(col, 0.8), '#5d4037', 3)
    s += rect(x, y, x + w, y + h, col, '#5d4037', 3)
    s += rect(x + w / 2 - 12, y, x + w / 2 + 12, y + h, '#e8d5b0a0')
    s += poly([(x + w / 2 - 12, y), (x + w / 2 + 12, y), (x + w / 2 + 12 + dpt, y - dpt * 0.6), (x + w / 2 - 12 + dpt, y - dpt * 0.6)], '#e8d5b0a0')
    return s


def deluxe():
    d = rect(0, 0, 800, 400, '#f3f6fa') + rect(0, 330, 800, 400, '#dfe6ee')
    d += box(60, 200, 200, 140, 70)
    d += box(300, 230, 150, 110, 55, '#d4a46a')
    d += box(90, 90, 140, 110, 55, '#d4a46a')
    d += box(500, 160, 230, 180, 80, '#c08a4f')
    d += box(330, 150, 100, 80, 40, '#ddb07a')
    render(os.path.join(DELUXE, 'blankBoxes.png'), 800, 400, '#ffffff', d, colors=64)


if __name__ == '__main__':
    for f in (c1, c2, c3, c4, c5, c6, c7, deluxe):
        f()
