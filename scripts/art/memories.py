import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from mvg import *  # noqa
from shapes import mini_logo, flag, lego_brick, raspi, sticker, card, OUT  # noqa
from fruits import leaf, orange_slice

from repo import IMAGES, TMP, memory_images

UP = os.path.join(IMAGES, 'uploads')


def memory_names():
    """The memory image names, byte-exactly as the shop seeds them, in seeding order."""
    names = memory_images()
    assert len(names) == 10, names
    return names


def J(name, d, w=800, h=600, bg='#ffffff', q=80):
    render(os.path.join(UP, name), w, h, bg, d, quality=q)


def cat_scene(name):
    R = random.Random(1)
    d = rect(0, 0, 800, 400, '#f3e3c3')
    for x in range(0, 800, 40):
        d += line(x, 0, x, 400, '#eedab4', 6)
    d += rect(0, 400, 800, 600, '#b98552')
    for y in range(420, 600, 36):
        d += line(0, y, 800, y, '#a47446', 3)
    # window
    d += rect(520, 60, 740, 300, '#a7d8f5', '#8d6e63', 10) + line(630, 60, 630, 300, '#8d6e63', 8) + line(520, 180, 740, 180, '#8d6e63', 8)
    d += ellipse(580, 120, 40, 15, '#ffffff') + ellipse(690, 230, 30, 10, '#ffffff')
    # rug
    d += ellipse(330, 520, 260, 55, '#7e57c2') + ellipse(330, 520, 220, 42, '#9575cd')
    fur, dark = '#9e9e9e', '#616161'
    # tail
    d += path('M 420,470 C 520,470 540,380 500,330', 'none', OUT, 30) + path('M 420,470 C 520,470 540,380 500,330', 'none', fur, 22)
    # body
    d += ellipse(340, 420, 120, 80, fur, OUT, 5)
    for k in range(5):
        d += path('M %d,%d q 15,40 0,80' % (270 + k * 35, 350), 'none', dark, 9)
    d += ellipse(340, 420, 120, 80, 'none', OUT, 5)
    # three legs: two hind, one front (the missing one is the point of the photo)
    d += rrect(380, 450, 420, 525, 18, fur, OUT, 5) + rrect(425, 445, 462, 520, 18, fur, OUT, 5)
    d += rrect(255, 455, 292, 530, 18, fur, OUT, 5)
    d += ellipse(273, 528, 24, 10, '#e0e0e0', OUT, 3) + ellipse(400, 523, 24, 10, '#e0e0e0', OUT, 3) + ellipse(444, 518, 22, 9, '#e0e0e0', OUT, 3)
    # head
    d += poly([(180, 300), (195, 230), (240, 280)], fur, OUT, 5) + poly([(290, 280), (330, 232), (338, 305)], fur, OUT, 5)
    d += poly([(195, 290), (200, 252), (225, 283)], '#f8bbd0') + poly([(305, 285), (326, 255), (328, 300)], '#f8bbd0')
    d += circle(260, 335, 78, fur, OUT, 5)
    d += path('M 230,265 q 8,20 0,35', 'none', dark, 7) + path('M 260,260 q 8,20 0,38', 'none', dark, 7) + path('M 290,265 q 8,20 0,35', 'none', dark, 7)
    d += ellipse(228, 330, 16, 18, '#c5e1a5', OUT, 3) + ellipse(292, 330, 16, 18, '#c5e1a5', OUT, 3)
    d += ellipse(228, 330, 5, 14, '#212121') + ellipse(292, 330, 5, 14, '#212121')
    d += poly([(250, 360), (270, 360), (260, 372)], '#f48fb1', OUT, 2)
    d += path('M 260,372 q -10,14 -22,6 M 260,372 q 10,14 22,6', 'none', OUT, 3)
    for s in (-1, 1):
        for k in (-1, 0, 1):
            d += line(260 + s * 40, 365 + k * 8, 260 + s * 100, 355 + k * 16, '#ffffff', 2)
    # toy mouse and a juice glass for the shop owner's vibe
    d += ellipse(620, 520, 30, 18, '#ef9a9a', OUT, 3) + circle(598, 508, 8, '#ef9a9a', OUT, 2) + path('M 650,522 q 30,10 40,-10', 'none', OUT, 3)
    J(name, d)


def magnets_scene(name):
    R = random.Random(2)
    d = rect(0, 0, 800, 600, '#eceff1')
    d += rect(0, 0, 800, 600, '#f5f7f8') + line(0, 250, 800, 250, '#b0bec5', 6)
    d += rrect(720, 60, 745, 200, 10, '#cfd8dc', '#90a4ae', 3) + rrect(720, 300, 745, 520, 10, '#cfd8dc', '#90a4ae', 3)
    # a note and a drawing held by magnets
    d += group(rect(-90, -110, 90, 110, '#fffde7', '#d7ccc8', 2) + line(-70, -60, 60, -60, '#90a4ae', 3) + line(-70, -20, 40, -20, '#90a4ae', 3)
               + line(-70, 20, 70, 20, '#90a4ae', 3) + line(-70, 60, 20, 60, '#90a4ae', 3), translate=(140, 400), rotate=-6)
    d += group(rect(-110, -80, 110, 80, '#ffffff', '#d7ccc8', 2) + circle(-50, -20, 25, '#ffeb3b') + poly([(-100, 70), (-20, -10), (40, 50), (70, 20), (100, 70)], '#81c784'),
               translate=(470, 140), rotate=4)
    cols = ['#ff9f1c', '#e63946', '#3cb043', '#457b9d', '#8e24aa', '#fbc02d', '#26262b']
    spots = [(300, 90), (380, 330), (560, 330), (630, 450), (300, 470), (470, 470), (620, 90), (140, 110), (240, 260), (660, 250), (120, 265), (400, 560)]
    for i, (x, y) in enumerate(spots):
        c = cols[i % len(cols)]
        x += R.randint(-10, 10)
        y += R.randint(-10, 10)
        shape = i % 3
        if shape == 0:
            d += circle(x + 5, y + 7, 42, '#00000030') + circle(x, y, 42, c, OUT, 3) + circle(x, y, 30, '#fff8e8') + mini_logo(x - 2, y + 5, 20)
        elif shape == 1:
            d += rrect(x - 40 + 5, y - 40 + 7, x + 45, y + 47, 10, '#00000030') + rrect(x - 40, y - 40, x + 40, y + 40, 10, c, OUT, 3) + mini_logo(x - 2, y + 6, 22)
        else:
            d += group(rrect(-48, -30, 52, 37, 8, '#00000030') + rrect(-50, -35, 50, 35, 8, c, OUT, 3) + flag(-10, -25, 28, '#ffffff'),
                       translate=(x, y), rotate=R.randint(-15, 15))
    J(name, d)


def banknote_scene(name):
    d = rect(0, 0, 800, 600, '#8d5a3b')
    for y in range(0, 600, 18):
        d += path('M 0,%d q 200,%d 400,0 t 400,0' % (y, 8 if (y // 18) % 2 else -8), 'none', '#7b4a2f', 3)
    note = rrect(-300, -140, 300, 140, 10, '#cfe3c0', '#4d6b3c', 4)
    note += rect(-280, -120, 280, 120, 'none', '#5f8a4a', 3) + rect(-268, -108, 268, 108, 'none', '#7ea866', 2)
    note += ellipse(0, 0, 105, 95, '#e8f3dc', '#4d6b3c', 4)
    # lenny face inside the oval
    note += path('M -60,-25 q 25,-22 50,0', 'none', '#2f4727', 5) + path('M 10,-25 q 25,-22 50,0', 'none', '#2f4727', 5)
    note += circle(-35, -5, 8, '#2f4727') + circle(35, -5, 8, '#2f4727')
    note += path('M -8,10 q 8,18 16,0', 'none', '#2f4727', 4)
    note += path('M -40,40 q 40,30 80,0', 'none', '#2f4727', 5)
    for (x, y) in ((-245, -80), (245, -80), (-245, 80), (245, 80)):
        note += circle(x, y, 32, '#b5d1a0', '#4d6b3c', 3) + text(x - 9 - 1, y - 20, '$', 32, '#2f4727')
    note += text(-175, -115, 'THE JUICE SHOP COLLECTORS NOTE', 20, '#2f4727')
    note += text(-40, 100, 'ONE', 26, '#2f4727')
    note += line(-200, -20, -120, -20, '#5f8a4a', 3) + line(-200, 10, -130, 10, '#5f8a4a', 3) + line(120, -20, 200, -20, '#5f8a4a', 3) + line(130, 10, 200, 10, '#5f8a4a', 3)
    d += group(rrect(-300, -140, 300, 140, 10, '#00000050'), translate=(412, 318), rotate=-4)
    d += group(note, translate=(400, 300), rotate=-4)
    # a protective sleeve edge
    d += group(rrect(-320, -160, 320, 160, 14, '#ffffff20', '#ffffff90', 3), translate=(400, 300), rotate=-4)
    J(name, d)


def bee(x, y, s=1.0, rot=0):
    b = ellipse(-4 * s, -14 * s, 10 * s, 7 * s, '#e3f2fdc0', '#455a64', 1.5) + ellipse(8 * s, -14 * s, 10 * s, 7 * s, '#e3f2fdc0', '#455a64', 1.5)
    b += ellipse(0, 0, 18 * s, 12 * s, '#ffd23f', OUT, 2)
    b += line(-4 * s, -11 * s, -4 * s, 11 * s, '#222', 4 * s) + line(6 * s, -11 * s, 6 * s, 11 * s, '#222', 4 * s)
    b += circle(-16 * s, -2 * s, 7 * s, '#ffd23f', OUT, 2) + circle(-18 * s, -4 * s, 2 * s, '#222')
    return group(b, translate=(x, y), rotate=rot)


def beehaven(name):
    R = random.Random(4)
    d = rect(0, 0, 800, 600, '#bfe6ff') + circle(690, 90, 55, '#fff176')
    d += path('M 0,360 Q 200,300 420,350 T 800,330 L 800,600 L 0,600 Z', '#8bc34a')
    d += path('M 0,430 Q 260,390 500,430 T 800,420 L 800,600 L 0,600 Z', '#7cb342')
    for k in range(40):
        x, y = R.uniform(10, 790), R.uniform(420, 590)
        c = R.choice(['#f06292', '#ffffff', '#ffeb3b', '#ba68c8', '#ff8a65'])
        d += line(x, y, x, y + 25, '#558b2f', 3)
        for p in range(5):
            a = p * 2 * math.pi / 5
            d += circle(x + 8 * math.cos(a), y + 8 * math.sin(a), 6, c)
        d += circle(x, y, 5, '#ffb300')
    # hives
    for (hx, hy) in ((180, 250), (330, 270)):
        d += rect(hx - 60, hy + 150, hx + 60, hy + 165, '#6d4c41')
        for k in range(3):
            d += rect(hx - 60, hy + k * 50, hx + 60, hy + 50 + k * 50, '#ffe082' if k % 2 else '#ffd54f', '#8d6e63', 3)
        d += poly([(hx - 72, hy), (hx, hy - 45), (hx + 72, hy)], '#a1887f', '#5d4037', 3)
        d += rect(hx - 20, hy + 135, hx + 20, hy + 145, '#5d4037')
    # sign
    d += rect(585, 300, 597, 430, '#6d4c41') + rrect(510, 250, 700, 320, 10, '#fff3e0', '#6d4c41', 5)
    d += text(528, 266, 'Bee Haven', 34, '#5d4037')
    for k in range(14):
        d += bee(R.uniform(80, 760), R.uniform(60, 320), R.uniform(0.8, 1.4), R.uniform(-30, 30))
    d += path('M 150,120 c 40,-40 80,40 120,0 s 80,40 120,0', 'none', '#ffffffa0', 3)
    render(os.path.join(UP, name), 800, 600, '#ffffff', d, colors=128)


def lego_table(d):
    d += rect(0, 0, 800, 380, '#e8eef3') + rect(0, 380, 800, 600, '#c8a27a')
    for x in range(-100, 800, 120):
        d += line(x, 600, x + 200, 380, '#b88f66', 3)
    return d


COLS = ['#d32f2f', '#1976d2', '#fbc02d', '#388e3c', '#f5f5f5', '#212121']


def lego_sorted(name):
    R = random.Random(8)
    d = lego_table('')
    for i, c in enumerate(COLS):
        x0 = 40 + (i % 3) * 250
        y0 = 140 + (i // 3) * 220
        d += rrect(x0, y0, x0 + 220, y0 + 180, 12, '#eceff1', '#90a4ae', 4)
        for k in range(12):
            bx, by = x0 + 20 + (k % 4) * 48, y0 + 30 + (k // 4) * 50
            d += lego_brick(bx + R.randint(-4, 4), by + R.randint(-4, 4), R.choice([30, 44]), 18, c, studs=None)
    d += rrect(300, 40, 500, 110, 8, '#ffffff', '#90a4ae', 3) + text(322, 58, 'Step 1 / 4', 28, '#455a64')
    J(name, d)


def tower(d, cx, base_y, levels, pis, leds=False, cables=False, loose=None):
    w = 220
    d += lego_brick(cx - w / 2 - 20, base_y - 20, w + 40, 20, '#9e9e9e', studs=10)
    y = base_y - 20
    k = 0
    floors = 0
    while k < levels:
        k += 1
        if k % 4 == 0:
            d += lego_brick(cx - w / 2, y - 16, w, 16, COLS[floors % 4], studs=9)
            y -= 16
            floors += 1
            continue
        d += lego_brick(cx - w / 2, y - 22, 46, 22, COLS[(k + 1) % 5], studs=2)
        d += lego_brick(cx + w / 2 - 46, y - 22, 46, 22, COLS[(k + 3) % 5], studs=2)
        if k % 4 == 1 and floors < pis:
            d += raspi(cx - 60, y - 32, 120, 28)
            if leds:
                d += circle(cx - 46, y - 22, 5, '#76ff03') + circle(cx - 34, y - 22, 5, '#ff1744')
            if cables:
                d += path('M %d,%d C %d,%d %d,%d %d,%d' % (cx + 62, y - 18, cx + 150, y - 18, cx + 170, base_y, cx + 250, base_y - 5),
                          'none', '#263238', 5)
        y -= 22
    return d, y


def lego_bottom(name):
    d = lego_table('')
    t, y = tower('', 0, 0, 3, 0)
    d += group(t, translate=(420, 540), scale=1.5)
    for i in range(8):
        d += lego_brick(80 + (i % 4) * 50, 480 + (i // 4) * 40, 44, 18, COLS[i % 6])
    d += rrect(300, 40, 500, 110, 8, '#ffffff', '#90a4ae', 3) + text(322, 58, 'Step 2 / 4', 28, '#455a64')
    J(name, d)


def lego_hardware(name):
    d = lego_table('')
    t, y = tower('', 0, 0, 9, 2, cables=True)
    d += group(t, translate=(400, 560), scale=1.3)
    d += raspi(590, 470, 120, 28) + raspi(610, 420, 120, 28)
    d += rrect(60, 460, 200, 560, 8, '#37474f', '#263238', 3)
    for k in range(5):
        d += rect(75 + k * 24, 480, 92 + k * 24, 495, '#90a4ae')
    d += rrect(300, 40, 500, 110, 8, '#ffffff', '#90a4ae', 3) + text(322, 58, 'Step 3 / 4', 28, '#455a64')
    J(name, d)


def lego_running(name):
    d = rect(0, 0, 800, 380, '#263238') + rect(0, 380, 800, 600, '#5d4037')
    for x in range(-100, 800, 120):
        d += line(x, 600, x + 200, 380, '#4e342e', 3)
    t, y = tower('', 0, 0, 16, 4, leds=True, cables=True)
    d += group(t, translate=(380, 585), scale=1.15)
    d += rrect(610, 470, 760, 560, 8, '#37474f', '#90a4ae', 3)
    for k in range(5):
        d += rect(625 + k * 26, 490, 642 + k * 26, 505, '#90a4ae') + circle(633 + k * 26, 525, 4, '#76ff03')
    d += rrect(40, 40, 300, 110, 8, '#102027', '#76ff03', 3) + text(60, 58, 'MultiJuicer: UP', 26, '#76ff03', font='DejaVu-Sans-Mono-Bold')
    J(name, d)


def forest(out_jpg):
    R = random.Random(11)
    d = rect(0, 0, 800, 600, '#cde9f6') + circle(120, 100, 50, '#fff59d')
    d += poly([(0, 330), (150, 170), (260, 280), (400, 140), (560, 300), (680, 190), (800, 300), (800, 600), (0, 600)], '#90a4ae')
    d += poly([(0, 360), (130, 260), (300, 350), (470, 240), (650, 340), (800, 280), (800, 600), (0, 600)], '#7c9a84')
    d += path('M 0,420 Q 200,360 400,410 T 800,400 L 800,600 L 0,600 Z', '#6a994e')
    # trail
    d += path('M 330,600 C 380,520 480,500 440,440 C 420,410 460,400 470,390 L 490,392 C 480,402 450,420 470,445 C 520,510 450,560 470,600 Z', '#c9a66b')
    trees = sorted([(R.uniform(-20, 820), R.uniform(330, 590)) for _ in range(70)], key=lambda t: t[1])
    for (x, y) in trees:
        if 300 < x < 520 and y > 380 and abs(x - (440 + (600 - y) * -0.1)) < 60:
            continue
        s = 0.5 + (y - 330) / 260 * 1.1
        c = R.choice(['#2e7d32', '#1b5e20', '#388e3c', '#33691e'])
        d += rect(x - 4 * s, y - 10 * s, x + 4 * s, y + 8 * s, '#5d4037')
        for k in range(3):
            d += poly([(x - (36 - k * 8) * s, y - 8 * s - k * 28 * s), (x, y - 60 * s - k * 28 * s), (x + (36 - k * 8) * s, y - 8 * s - k * 28 * s)], shade(c, 1 + k * 0.08))
    # wooden trail sign and a hiker's backpack resting at the trail
    d += rect(585, 420, 597, 560, '#6d4c41', '#3e2723', 2)
    d += poly([(520, 415), (650, 415), (672, 432), (650, 449), (520, 449)], '#a1887f', '#3e2723', 3)
    d += text(532, 421, 'TRAIL', 20, '#3e2723')
    d += poly([(660, 462), (540, 462), (518, 478), (540, 494), (660, 494)], '#a1887f', '#3e2723', 3)
    d += text(562, 467, 'VIEW', 20, '#3e2723')
    d += rrect(300, 520, 350, 585, 14, '#d84315', '#3e2723', 3) + rrect(308, 548, 342, 578, 8, '#bf360c', '#3e2723', 2)
    d += path('M 310,522 Q 325,498 340,522', 'none', '#3e2723', 4)
    render(out_jpg, 800, 600, '#ffffff', d, quality=85)


def office(name):
    """Office building front, 3 floors; far-left window of the middle floor shows the ITsec logo."""
    R = random.Random(12)
    d = rect(0, 0, 800, 600, '#bcdff5')
    d += ellipse(150, 70, 70, 22, '#ffffff') + ellipse(600, 50, 90, 25, '#ffffff')
    d += rect(0, 500, 800, 600, '#9e9e9e') + rect(0, 540, 800, 600, '#616161')
    for x in range(0, 800, 80):
        d += rect(x + 20, 566, x + 60, 572, '#eeeeee')
    # building
    d += rect(60, 110, 740, 505, '#d7ccc8', '#8d6e63', 4)
    d += rect(50, 95, 750, 115, '#a1887f', '#6d4c41', 3)
    floors_y = [(130, 230), (250, 350), (370, 470)]  # top, middle, bottom
    xs = [(85, 175), (200, 290), (315, 405), (430, 520), (545, 635), (660, 730)]
    for fi, (y0, y1) in enumerate(floors_y):
        d += line(60, y1 + 10, 740, y1 + 10, '#bcaaa4', 4)
        for wi, (x0, x1) in enumerate(xs):
            if fi == 2 and wi in (2, 3):
                continue  # entrance
            d += rect(x0 - 4, y0 - 4, x1 + 4, y1 + 4, '#efebe9', '#8d6e63', 2)
            d += rect(x0, y0, x1, y1, '#90caf9' if (wi + fi) % 2 else '#81b5e0')
            d += poly([(x0, y0), (x0 + (x1 - x0) * 0.45, y0), (x0, y0 + (y1 - y0) * 0.6)], '#ffffff40')
            d += line((x0 + x1) / 2, y0, (x0 + x1) / 2, y1, '#8d6e63', 3)
            if not (fi == 1 and wi == 0):
                if R.random() < 0.4:
                    d += rect(x0 + 4, y0 + 4, x1 - 4, y0 + 28, '#eceff1c0')  # blinds
                if R.random() < 0.3:
                    d += ellipse(x0 + 25, y1 - 12, 12, 14, '#66bb6a') + rect(x0 + 17, y1 - 8, x0 + 33, y1, '#8d6e63')
    # ITsec logo sticker in the far-left window on the middle floor
    x0, y0, x1, y1 = xs[0][0], floors_y[1][0], xs[0][1], floors_y[1][1]
    d += rrect(x0 + 3, y0 + 22, x1 - 3, y0 + 78, 6, '#ffffff', '#1a237e', 2)
    d += poly([(x0 + 8, y0 + 50), (x0 + 15, y0 + 33), (x0 + 22, y0 + 50), (x0 + 15, y0 + 67)], '#1565c0')
    d += circle(x0 + 15, y0 + 50, 3, '#ffffff')
    d += text(x0 + 25, y0 + 37, 'ITsec', 19, '#0d47a1', font='DejaVu-Sans-Bold')
    d += line(x0 + 26, y0 + 66, x1 - 10, y0 + 66, '#e53935', 3)
    # entrance
    d += rect(315, 370, 520, 505, '#5d4037') + rect(330, 385, 505, 505, '#4fc3f7', '#37474f', 4) + line(417, 385, 417, 505, '#37474f', 4)
    d += rect(300, 352, 535, 368, '#6d4c41')
    d += rrect(250, 500, 585, 512, 3, '#bdbdbd')
    # trees and a lamp post
    for tx in (30, 770):
        d += rect(tx - 6, 430, tx + 6, 510, '#5d4037') + circle(tx, 410, 45, '#43a047') + circle(tx - 20, 430, 30, '#388e3c')
    d += line(620, 505, 620, 400, '#37474f', 6) + ellipse(620, 398, 14, 8, '#fff59d', '#37474f', 2)
    J(name, d, q=85)


def avatars():
    # hand-written SVG default avatar
    svg = '''<?xml version="1.0" encoding="UTF-8"?>
<!-- Generic user avatar, drawn by hand for this project. -->
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <title>Default avatar</title>
  <circle cx="100" cy="100" r="100" fill="#cfd8dc"/>
  <circle cx="100" cy="78" r="38" fill="#ffffff"/>
  <path d="M 30,172 C 38,128 68,118 100,118 C 132,118 162,128 170,172 A 100,100 0 0,1 30,172 Z" fill="#ffffff"/>
</svg>
'''
    open(os.path.join(UP, 'default.svg'), 'w').write(svg)
    d = circle(100, 100, 99, '#b0bec5') + circle(100, 78, 38, '#ffffff')
    d += path('M 30,172 C 38,128 68,118 100,118 C 132,118 162,128 170,172 A 100,100 0 0,1 30,172 Z', '#ffffff')
    d += path('M 140,120 L 175,132 L 175,158 Q 175,182 140,196 Q 105,182 105,158 L 105,132 Z', '#e63946', '#ffffff', 4)
    d += path('M 124,158 L 136,170 L 158,146', 'none', '#ffffff', 7)
    render(os.path.join(UP, 'defaultAdmin.png'), 200, 200, 'none', d, colors=64)

    def face(bg, skin, hair, shirt, style, extra=''):
        d = rect(0, 0, 200, 200, bg)
        d += path('M 20,200 C 25,150 60,140 100,140 C 140,140 175,150 180,200 Z', shirt, OUT, 3)
        d += rect(88, 118, 112, 145, skin, OUT, 2)
        if style == 'long':
            d += path('M 52,80 Q 50,170 70,170 L 130,170 Q 150,170 148,80 Z', hair)
        d += ellipse(100, 88, 42, 48, skin, OUT, 3)
        if style == 'short':
            d += path('M 58,82 Q 60,34 100,36 Q 140,34 142,82 Q 128,58 100,56 Q 72,58 58,82 Z', hair, OUT, 2)
        elif style == 'long':
            d += path('M 56,90 Q 52,34 100,36 Q 148,34 144,90 Q 130,52 100,55 Q 70,52 56,90 Z', hair, OUT, 2)
        elif style == 'bald':
            d += path('M 60,95 Q 58,80 62,72 M 140,95 Q 142,80 138,72', 'none', hair, 8)
        d += circle(85, 90, 5, '#263238') + circle(115, 90, 5, '#263238')
        d += path('M 86,109 Q 100,128 114,109', 'none', '#6d4c41', 3)
        return d + extra
    render(os.path.join(UP, '12.png'), 200, 200, '#ffffff', face('#ffe0b2', '#f1c8a5', '#5d4037', '#1e88e5', 'short'), colors=64)
    glasses = circle(85, 90, 14, 'none', '#263238', 3) + circle(115, 90, 14, 'none', '#263238', 3) + line(99, 90, 101, 90, '#263238', 3)
    render(os.path.join(UP, '13.jpg'), 200, 200, '#ffffff', face('#c8e6c9', '#f5d0b0', '#8d6e63', '#26262b', 'short', glasses + mini_logo(100, 178, 12)), quality=85)
    render(os.path.join(UP, '20.jpg'), 200, 200, '#ffffff', face('#e1bee7', '#c68e6a', '#212121', '#ff7043', 'long'), quality=85)


def hiking(name):
    tmp_jpg = os.path.join(TMP, 'hiking.jpg')
    forest(tmp_jpg)
    run(['exiftool', '-q', '-overwrite_original', '-GPSLatitude=36.958717', '-GPSLatitudeRef=N',
         '-GPSLongitude=84.348217', '-GPSLongitudeRef=W', '-GPSMapDatum=WGS-84', tmp_jpg])
    # ImageMagick 6.9.11 only writes EXIF as an eXIf chunk (no option for the old zTXt raw profile),
    # so convert first and then swap the eXIf chunk for an ImageMagick-style zTXt raw profile.
    tmp_png = os.path.join(TMP, 'hiking_im.png')
    run(['convert', tmp_jpg, '+dither', '-colors', '192', '-define', 'png:compression-level=9', tmp_png])
    from pngexif import inject, jpeg_exif
    inject(tmp_png, jpeg_exif(tmp_jpg), os.path.join(UP, name))


def main(which=None):
    names = memory_names()
    funcs = [cat_scene, magnets_scene, banknote_scene, beehaven, lego_sorted, lego_bottom, lego_hardware, lego_running,
             hiking, office]
    for n, f in zip(names, funcs):
        if which and f.__name__ not in which:
            continue
        f(n)
    if not which or 'avatars' in which:
        avatars()


if __name__ == '__main__':
    main(sys.argv[1:])
