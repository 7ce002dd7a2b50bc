import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from mvg import *  # noqa
from shapes import *  # noqa
from fruits import FRUITS

from repo import IMAGES

BASE = os.path.join(IMAGES, 'products')

JUICES = [
    # file, label, bg, liquid, fruit, cap
    ('apple_juice.jpg', 'Apple Juice', '#fde9c9', '#f2b33d', 'apple', '#3fa34d'),
    ('orange_juice.jpg', 'Orange Juice', '#ffe2c2', '#ff9419', 'orange', '#3fa34d'),
    ('eggfruit_juice.jpg', 'Eggfruit Juice', '#fff0c4', '#f7bd31', 'eggfruit', '#8d6e63'),
    ('raspberry_juice.jpg', 'Raspberry Juice', '#fbd9e2', '#d6285a', 'raspberry', '#3fa34d'),
    ('lemon_juice.jpg', 'Lemon Juice', '#fff7c0', '#f4e04d', 'lemon', '#3fa34d'),
    ('banana_juice.jpg', 'Banana Juice', '#fff4cc', '#f8e27a', 'banana', '#6d4c41'),
    ('woodruff_syrup.jpg', 'Woodruff Syrup', '#dcf0d5', '#3fae3f', 'woodruff', '#1b5e20'),
    ('quince.jpg', 'Quince Juice', '#f7f1c6', '#e9c93a', 'quince', '#6d4c41'),
    ('strawberry_juice.jpeg', 'Strawberry Juice', '#ffdede', '#e8384f', 'strawberry', '#3fa34d'),
    ('carrot_juice.jpeg', 'Carrot Juice', '#ffe6cf', '#f07c1a', 'carrot', '#3fa34d'),
    ('pineapple_juice.png', 'Pineapple Juice', '#fff3c8', '#f5cf3b', 'pineapple', '#2e7d32'),
    ('melon_juice.png', 'Melon Juice', '#e4f6d8', '#a6d96a', 'melon', '#2e7d32'),
    ('grape_juice.png', 'Grape Juice', '#eadcf3', '#6b2d8f', 'grapes', '#2e7d32'),
    ('dragonfruit_juice.png', 'Dragonfruit Juice', '#fde0ef', '#e0348a', 'dragonfruit', '#7ac143'),
    ('berry_juice.png', 'Berry Juice', '#e6def5', '#5e2a6e', 'berries', '#2e7d32'),
    ('braga.jpg', 'Bragă', '#f4ead6', '#d8c08f', 'millet', '#8d6e63'),
    ('elderflower_cordial.jpg', 'Elderflower Cordial', '#eef3dc', '#eceaa8', 'elderflower', '#6a8f3a'),
    ('sea_buckthorn_juice.jpg', 'Sea Buckthorn Juice', '#ffe9cc', '#f79a1e', 'seabuckthorn', '#5d4037'),
    ('pomegranate_drink.jpg', 'Pomegranate Drink', '#fadada', '#b5122b', 'pomegranate', '#5d4037'),
]

SMOOTHIES = [
    ('green_smoothie.jpg', 'Green Smoothie', '#e2f3d5', '#6cbf3a', 'kiwi'),
    ('basil_smoothie.png', 'Basil Smoothie', '#e0f1df', '#8bc86b', 'basil'),
]


def out(name, w, h, bg, d, **kw):
    p = os.path.join(BASE, name)
    if p.endswith('.png'):
        kw.setdefault('colors', 96)
    render(p, w, h, bg, d, **kw)


def juices():
    for fn, label, bg, liq, fruit, cap in JUICES:
        d = frame(bg, label)
        d += bottle(165, liq, cap=cap)
        d += FRUITS[fruit](290, 255, 46)
        if fn == 'woodruff_syrup.jpg':
            d += text(0, 42, 'Forest Master X-Treme', 17, '#1b5e20', gravity='North')
        out(fn, 400, 400, bg, d)
    for fn, label, bg, liq, fruit in SMOOTHIES:
        d = frame(bg, label)
        d += glass(165, liq)
        d += FRUITS[fruit](295, 255, 44)
        out(fn, 400, 400, bg, d)




def merch():
    R = random.Random(42)
    # T-shirts
    bg = '#dfe9f5'
    out('fan_shirt.jpg', 400, 400, bg, frame(bg, 'Juice Shop T-Shirt') + shirt(200, 185, '#2b2d33'))
    bg = '#f7dcea'
    out('fan_girlie.jpg', 400, 400, bg, frame(bg, 'CTF Girlie-Shirt') + shirt(200, 185, '#3a2f3f', s=0.95, girlie=True, collar='#e85d9a')
        + flag(222, 168, 22))
    bg = '#dcdde3'
    out('fan_hoodie.jpg', 400, 400, bg, frame(bg, 'Juice Shop Hoodie') + hoodie(200, 200))
    bg = '#f3e4d0'
    out('fan_mug.jpg', 400, 400, bg, frame(bg, 'Juice Shop Mug') + mug(185, 205))
    # stickers
    bg = '#e3f1f7'
    out('sticker.png', 400, 400, bg, frame(bg, 'Sticker 2015/2016') + sticker(200, 180, 115, '#ff9f1c'))
    bg = '#efe6fb'
    out('holo_sticker.png', 400, 400, bg, frame(bg, 'Holographic Sticker') + sticker(200, 180, 115, holo=True))
    bg = '#e8f3e4'
    d = frame(bg, 'Sticker Single')
    d += rrect(85, 95, 315, 255, 12, '#9aa0a6', '#555', 3) + rrect(97, 107, 303, 243, 6, '#263238')
    d += poly([(60, 255), (340, 255), (360, 285), (40, 285)], '#b0b6bc', '#555', 3)
    d += sticker(200, 175, 52, '#ff9f1c')
    out('sticker_single.jpg', 400, 400, bg, d)
    bg = '#fbeedd'
    d = frame(bg, 'Sticker Page')
    d += rrect(110, 50, 290, 310, 6, '#ffffff', '#999', 2)
    cols = ['#ff9f1c', '#e63946', '#3cb043', '#457b9d']
    for i in range(4):
        for j in range(4):
            cx, cy = 135 + i * 43, 80 + j * 63
            d += circle(cx, cy, 17, cols[(i + j) % 4], '#777', 1) + mini_logo(cx - 1, cy + 3, 8)
    out('sticker_page.jpg', 400, 400, bg, d)
    bg = '#dceefa'
    d = frame(bg, 'Sweden Tour 2017 Stickers')
    d += rrect(95, 45, 305, 315, 6, '#ffffff', '#999', 2)
    for i in range(3):
        for j in range(5):
            cx, cy = 130 + i * 70, 75 + j * 52
            d += rrect(cx - 26, cy - 18, cx + 26, cy + 18, 5, '#006aa7', '#555', 1)
            d += rect(cx - 12, cy - 18, cx - 4, cy + 18, '#fecc00') + rect(cx - 26, cy - 4, cx + 26, cy + 4, '#fecc00')
    out('stickersheet_se.png', 400, 400, bg, d)
    # iron-ons
    bg = '#f4e9d8'
    d = frame(bg, 'Iron-Ons (16pcs)')
    d += shirt(150, 190, '#f5f5f5', s=0.75, logo=False)
    d += circle(150, 190, 26, '#ff9f1c', OUT, 2) + mini_logo(148, 195, 15)
    d += path('M 245,250 L 255,205 Q 270,185 330,185 L 350,250 Z', '#78909c', OUT, 4)
    d += path('M 270,205 Q 275,160 320,165 L 325,185', 'none', OUT, 10)
    d += rect(250, 250, 352, 262, '#cfd8dc', OUT, 3)
    out('iron-on.jpg', 400, 400, bg, d)
    # magnets on a fridge
    bg = '#e6edf0'
    d = frame(bg, 'Magnets (16pcs)', disc=False)
    d += rrect(90, 30, 310, 320, 14, '#f7f9fa', '#90a4ae', 4) + line(100, 120, 300, 120, '#90a4ae', 3)
    d += rrect(280, 60, 290, 100, 4, '#b0bec5') + rrect(280, 140, 290, 210, 4, '#b0bec5')
    for k in range(9):
        cx, cy = 120 + (k % 3) * 60 + R.randint(-6, 6), 145 + (k // 3) * 55 + R.randint(-6, 6)
        c = cols[k % 4]
        if k % 2:
            d += circle(cx + 3, cy + 4, 22, '#00000025') + circle(cx, cy, 22, c, OUT, 2) + mini_logo(cx - 1, cy + 3, 11)
        else:
            d += rrect(cx - 20 + 3, cy - 20 + 4, cx + 23, cy + 24, 6, '#00000025') + rrect(cx - 20, cy - 20, cx + 20, cy + 20, 6, c, OUT, 2) + mini_logo(cx - 1, cy + 3, 11)
    out('magnets.jpg', 400, 400, bg, d)
    # tattoo sheet
    bg = '#fde3d4'
    d = frame(bg, 'Temporary Tattoos')
    d += path('M 60,330 C 90,250 150,200 220,170 C 280,145 330,120 360,80 L 380,150 C 340,190 300,210 250,235 C 190,265 140,300 120,340 Z', '#f1c8a5', '#a86f4c', 3)
    d += group(mini_logo(0, 0, 30), translate=(245, 190), rotate=-25)
    d += group(flag(0, 0, 26, '#e63946'), translate=(170, 245), rotate=-25)
    d += rrect(60, 50, 170, 150, 6, '#ffffff', '#aaa', 2) + mini_logo(112, 108, 26)
    d += poly([(150, 50), (170, 50), (170, 70)], '#e0e0e0', '#aaa', 1)
    out('tattoo.jpg', 400, 400, bg, d)
    # velcro patch
    bg = '#e4e8d9'
    d = frame(bg, 'CTF Velcro Patch')
    d += rrect(90, 80, 310, 270, 30, '#2b2d33', '#111', 3)
    d += "stroke-dasharray 8 6\n" + rrect(100, 90, 300, 260, 24, 'none', '#ff9f1c', 4) + "stroke-dasharray none\n"
    d += mini_logo(175, 190, 50) + flag(235, 120, 40)
    d += text(0, 225, 'CTF', 28, '#ff9f1c', gravity='North') if False else ''
    out('velcro-patch.jpg', 400, 400, bg, d)
    # facemask
    bg = '#e2ecf5'
    d = frame(bg, 'King of the Hill Facemask')
    d += path('M 70,150 Q 30,190 75,245', 'none', '#444', 6) + path('M 330,150 Q 370,190 325,245', 'none', '#444', 6)
    d += path('M 80,140 Q 200,100 320,140 L 310,240 Q 200,300 90,240 Z', '#2b2d33', '#111', 4)
    d += path('M 90,175 Q 200,150 310,175', 'none', '#44474f', 3) + path('M 92,210 Q 200,190 308,210', 'none', '#44474f', 3)
    d += mini_logo(200, 200, 30)
    d += poly([(175, 140), (185, 123), (195, 136), (205, 118), (215, 136), (225, 123), (232, 140)], '#f9c74f', '#8a6d00', 2)
    out('fan_facemask.jpg', 400, 400, bg, d)
    # coaster
    bg = '#efe3d3'
    d = frame(bg, 'Coaster (10pcs)')
    for k in range(4, 0, -1):
        d += circle(200 + k * 7, 185 + k * 9, 115, shade('#d7b98e', 1 - k * 0.03), '#8d6e63', 2)
    d += circle(200, 185, 115, '#ff9f1c', OUT, 3) + circle(200, 185, 95, '#fff4e0') + mini_logo(196, 195, 50)
    out('coaster.jpg', 400, 400, bg, d)


def collectibles():
    bg = '#e9e4f7'
    out('ccg_common.png', 400, 400, bg, frame(bg, 'Adversary Card (Common)') + card(120, 35, 160, 285, '#5c6bc0', '#ffd27f', 'Juice Shop'))
    bg = '#f7e4f3'
    out('ccg_foil.png', 400, 400, bg, frame(bg, 'Adversary Card (Super Rare)') + card(120, 35, 160, 285, '#8e24aa', '#ffe9a8', 'Juice Shop', foil=True))
    bg = '#ece7dc'
    out('card_alpha.jpg', 400, 400, bg, frame(bg, 'Juice Shop Card (Alpha)') + card(120, 35, 160, 285, '#5d4037', '#ffcc80', 'OWASP Juice Shop', footer='a'))
    bg = '#dff1f6'
    d = frame(bg, '20th Anniversary Ticket') + ticket(55, 110, 290, 150, '#1e88e5', '20th', 'OWASP Anniversary')
    out('20th.jpeg', 400, 400, bg, d)
    bg = '#fbe6d7'
    d = frame(bg, 'DSOMM & User Day Ticket') + ticket(55, 110, 290, 150, '#ef6c00', 'User Day', 'DSOMM & Juice Shop')
    out('user_day_ticket.png', 400, 400, bg, d)
    # WASPY trophy
    bg = '#fdf3d2'
    d = frame(bg, 'WASPY Award Nomination')
    d += path('M 140,70 L 260,70 Q 262,180 200,200 Q 138,180 140,70 Z', '#f4c430', '#8a6d00', 4)
    d += path('M 140,90 Q 95,95 110,135 Q 120,160 150,160', 'none', '#8a6d00', 7)
    d += path('M 260,90 Q 305,95 290,135 Q 280,160 250,160', 'none', '#8a6d00', 7)
    d += rect(188, 198, 212, 250, '#e0b020', '#8a6d00', 3) + rrect(150, 250, 250, 290, 6, '#6d4c41', '#3e2723', 3)
    d += ellipse(200, 125, 22, 14, '#f9a825', '#5d4037', 2) + ellipse(192, 112, 12, 7, '#ffffffc0') + ellipse(208, 112, 12, 7, '#ffffffc0')
    d += line(185, 125, 215, 125, '#3e2723', 3) + line(190, 132, 210, 132, '#3e2723', 3)
    out('waspy.png', 400, 400, bg, d)
    # book cover
    bg = '#e3ecf4'
    d = frame(bg, 'Pwning OWASP Juice Shop')
    d += rect(125, 40, 285, 305, '#263238', '#111', 3) + rect(125, 40, 140, 305, '#111')
    d += text(150, 60, 'Pwning', 22, '#ff9f1c') + text(150, 88, 'OWASP', 22, '#ffffff') + text(150, 116, 'Juice Shop', 20, '#ffffff')
    d += mini_logo(210, 220, 45)
    d += text(150, 275, 'B. Kimminich', 13, '#b0bec5', font='DejaVu-Sans')
    out('cover_small.jpg', 400, 400, bg, d)
    # permafrost
    bg = '#dff3fb'
    d = frame(bg, 'Permafrost 2020 Edition', disc=False)
    d += poly([(20, 300), (110, 120), (170, 210), (230, 90), (380, 300)], '#eaf6fb', '#90a4ae', 3)
    d += poly([(110, 120), (135, 170), (120, 160), (100, 175), (92, 157)], '#ffffff') + poly([(230, 90), (260, 140), (240, 132), (222, 150), (205, 130)], '#ffffff')
    d += rrect(150, 200, 250, 300, 8, '#546e7a', '#263238', 4) + circle(200, 250, 30, '#90a4ae', '#263238', 3)
    for a in range(0, 360, 60):
        d += line(200, 250, 200 + 26 * math.cos(math.radians(a)), 250 + 26 * math.sin(math.radians(a)), '#263238', 3)
    d += text(0, 28, 'Arctic Code Vault', 20, '#37474f', gravity='North')
    out('permafrost.jpg', 400, 400, bg, d)
    # snakes & ladders
    for fn, label, c1, c2 in (('snakes_ladders.jpg', 'Snakes & Ladders: Web', '#ffcc80', '#fff3e0'),
                              ('snakes_ladders_m.jpg', 'Snakes & Ladders: Mobile', '#a5d6a7', '#e8f5e9')):
        bg = '#ede7df'
        d = frame(bg, label)
        for i in range(6):
            for j in range(6):
                d += rect(90 + i * 37, 50 + j * 45, 127 + i * 37, 95 + j * 45, c1 if (i + j) % 2 else c2, '#8d6e63', 1)
        d += rect(90, 50, 312, 320, 'none', '#5d4037', 4)
        d += line(130, 300, 190, 110, '#8d6e63', 6) + line(150, 306, 210, 116, '#8d6e63', 6)
        for t in range(1, 9):
            x0, y0 = 130 + t * 60 / 9, 300 - t * 190 / 9
            d += line(x0, y0, x0 + 20, y0 + 6, '#8d6e63', 4)
        d += path('M 270,80 C 320,130 220,160 260,210 C 300,260 230,280 240,305', 'none', '#2e7d32', 14)
        d += circle(270, 80, 12, '#2e7d32') + circle(266, 77, 3, '#fff') + circle(275, 77, 3, '#fff')
        if fn.endswith('_m.jpg'):
            d += rrect(40, 60, 85, 140, 8, '#37474f', '#111', 2) + rect(46, 70, 79, 126, '#81d4fa')
        out(fn, 400, 400, bg, d)


def kitchen():
    bg = '#f1ead8'
    d = frame(bg, 'Apple Pomace')
    d += path('M 90,200 Q 200,330 310,200 Z', '#8d6e63', OUT, 4)
    R = random.Random(3)
    for k in range(45):
        x = R.uniform(110, 290)
        y = R.uniform(175, 205) - 20 * math.sin((x - 90) / 220 * math.pi)
        d += circle(x, y, R.uniform(8, 14), R.choice(['#c9a65b', '#b58d3d', '#d8bb73', '#a8792b', '#e0c98a']))
    d += path('M 90,200 Q 200,330 310,200 Z', '#8d6e63', OUT, 4) + ellipse(200, 200, 110, 14, 'none', OUT, 4)
    d += ellipse(200, 200, 108, 12, '#bf9a50')
    for k in range(20):
        x = R.uniform(110, 290)
        d += circle(x, R.uniform(160, 200), R.uniform(8, 13), R.choice(['#c9a65b', '#b58d3d', '#d8bb73', '#e0c98a', '#e57373']))
    d += path('M 90,200 Q 200,330 310,200', 'none', OUT, 4)
    out('apple_pressings.jpg', 400, 400, bg, d)
    bg = '#e9e4d8'
    d = frame(bg, 'Fruit Press')
    d += rect(105, 70, 295, 90, '#6d4c41', OUT, 3) + rect(105, 70, 125, 300, '#6d4c41', OUT, 3) + rect(275, 70, 295, 300, '#6d4c41', OUT, 3)
    d += rect(190, 40, 210, 170, '#9e9e9e', '#424242', 3)
    for y in range(100, 170, 10):
        d += line(190, y, 210, y + 6, '#616161', 2)
    d += line(150, 45, 250, 45, '#424242', 8) + circle(150, 45, 8, '#e63946') + circle(250, 45, 8, '#e63946')
    d += rect(160, 170, 240, 185, '#8d6e63', OUT, 3)
    d += rect(145, 185, 255, 275, '#d7a86e', OUT, 3)
    for x in range(155, 255, 14):
        d += line(x, 188, x, 272, '#a1887f', 3)
    d += rect(95, 275, 305, 300, '#5d4037', OUT, 3) + path('M 300,288 L 330,296 L 330,304', 'none', '#5d4037', 6)
    d += ellipse(335, 318, 18, 7, '#f2b33d')
    out('fruit_press.jpg', 400, 400, bg, d)
    # melon bike
    bg = '#e3f4dc'
    d = frame(bg, 'Melon Bike', disc=False)
    for cx in (110, 290):
        d += circle(cx, 230, 70, '#2e7d32', '#1b5e20', 4) + circle(cx, 230, 60, '#aed581') + circle(cx, 230, 52, '#ef5350')
        for a in range(0, 360, 40):
            d += ellipse(cx + 32 * math.cos(math.radians(a)), 230 + 32 * math.sin(math.radians(a)), 4, 6, '#212121')
        d += circle(cx, 230, 6, '#424242')
    d += polyline([(110, 230), (175, 230), (245, 140), (150, 140), (110, 230)], '#1565c0', 9)
    d += polyline([(175, 230), (140, 120)], '#1565c0', 9) + polyline([(290, 230), (245, 140), (250, 110)], '#1565c0', 9)
    d += line(120, 118, 160, 118, '#424242', 10) + line(235, 110, 270, 104, '#424242', 7)
    d += circle(175, 230, 12, '#757575')
    out('melon_bike.jpeg', 400, 400, bg, d)


def art():
    bg = '#f2ede4'
    d = frame(bg, 'Juice Shop Artwork')
    d += rect(70, 40, 330, 300, '#8d6e63', '#4e342e', 4) + rect(88, 58, 312, 282, '#fffdf6')
    R = random.Random(5)
    for k in range(14):
        c = R.choice(['#ff9419', '#e63946', '#f4e04d', '#6cbf3a', '#d6285a', '#6b2d8f', '#f2b33d'])
        x, y, r = R.uniform(110, 290), R.uniform(80, 260), R.uniform(12, 38)
        d += circle(x, y, r, c + 'b0')
        d += path('M %.0f,%.0f q %.0f,%.0f %.0f,%.0f' % (x, y, R.uniform(-60, 60), R.uniform(-60, 60), R.uniform(-70, 70), R.uniform(-40, 40)), 'none', c + 'c0', R.uniform(4, 10))
    d += rect(88, 58, 312, 282, 'none', '#4e342e', 2)
    out('artwork.jpg', 400, 400, bg, d)
    bg = '#e8e1ee'
    d = frame(bg, 'Salesman Artwork')
    d += rect(90, 35, 310, 305, '#c9a227', '#7a5c00', 5) + rect(105, 50, 295, 290, '#7fb3d5')
    d += rect(105, 230, 295, 290, '#5d8aa8')
    d += path('M 140,290 Q 150,210 200,205 Q 250,210 260,290 Z', '#7b1fa2', '#311b92', 3)
    for x in range(150, 255, 16):
        d += line(x, 225, x - 6, 288, '#ce93d8', 3)
    d += circle(200, 160, 38, '#f1c8a5', '#a86f4c', 3)
    d += path('M 160,140 Q 200,90 240,140 L 248,128 Q 200,70 152,128 Z', '#4e342e')
    d += circle(186, 158, 4, '#222') + circle(214, 158, 4, '#222')
    d += path('M 182,178 Q 200,195 218,178', 'none', '#7a3b2e', 4)
    d += poly([(160, 222), (200, 240), (240, 222), (200, 212)], '#fdd835', '#a68a00', 2)
    d += rect(105, 50, 295, 290, 'none', '#7a5c00', 2)
    out('artwork2.jpg', 400, 400, bg, d)
    # LEGO tower
    bg = '#e4ecf7'
    d = frame(bg, 'LEGO Tower')
    cols = ['#d32f2f', '#1976d2', '#fbc02d', '#388e3c', '#f5f5f5']
    y = 308
    d += lego_brick(105, y - 14, 190, 14, '#9e9e9e', studs=8)
    y -= 14
    floors = 0
    k = 0
    while y > 60:
        k += 1
        if k % 4 == 0:
            d += lego_brick(115, y - 12, 170, 12, cols[floors % 4], studs=7)
            y -= 12
            floors += 1
            continue
        d += lego_brick(115, y - 16, 34, 16, cols[(k + 1) % 5], studs=1)
        d += lego_brick(251, y - 16, 34, 16, cols[(k + 3) % 5], studs=1)
        if k % 4 == 1 and floors < 4:
            d += raspi(158, y - 22, 84, 20)
        y -= 16
    out('lego_case.jpg', 400, 400, bg, d)


def keychain():
    bg = '#e6e6ea'
    d = frame(bg, 'Logo (3D-printed)')
    d += circle(200, 80, 28, 'none', '#9e9e9e', 8) + circle(200, 80, 28, 'none', '#e0e0e0', 3)
    d += rrect(192, 102, 208, 128, 6, '#bdbdbd', '#616161', 2)
    # extruded logo: shadow layer then face
    d += group(mini_logo(0, 0, 95, '#e08a14'), translate=(212, 242))
    d += group(mini_logo(0, 0, 95), translate=(200, 230))
    out('3d_keychain.jpg', 400, 400, bg, d)


def special():
    bg = '#eceff1'
    d = rrect(40, 40, 360, 360, 30, '#ffffff', '#cfd8dc', 3)
    d += rrect(110, 110, 290, 250, 12, '#eceff1', '#90a4ae', 6)
    d += poly([(125, 235), (175, 165), (210, 210), (235, 185), (275, 235)], '#b0bec5')
    d += circle(245, 145, 16, '#cfd8dc')
    d += text(0, 280, 'No image available', 22, '#78909c', gravity='North')
    out('undefined.png', 400, 400, bg, d, colors=32)
    d = circle(165, 165, 85, '#ffffff', '#90a4ae', 14) + line(230, 230, 320, 320, '#78909c', 24)
    d += circle(140, 150, 8, '#78909c') + circle(190, 150, 8, '#78909c')
    d += path('M 135,200 Q 165,175 195,200', 'none', '#78909c', 7)
    d += text(310, 60, '?', 70, '#ffb74d') + text(60, 300, '?', 44, '#ffb74d')
    render(os.path.join(BASE, 'no-results.png'), 400, 400, 'none', d, colors=64)
    # chatbot product
    bg = '#fff0d9'
    d = frame(bg, 'Juicy Chatbot')
    d += rrect(110, 90, 290, 300, 40, '#ff9f1c', OUT, 4) + rrect(135, 120, 265, 210, 20, '#fff8ec', OUT, 3)
    d += circle(170, 160, 13, '#2d3e50') + circle(230, 160, 13, '#2d3e50') + path('M 170,188 Q 200,205 230,188', 'none', '#2d3e50', 5)
    d += line(200, 90, 200, 55, OUT, 5) + circle(200, 50, 10, '#3cb043', OUT, 3)
    d += rrect(250, 40, 370, 95, 18, '#ffffff', OUT, 3) + poly([(270, 95), (262, 115), (292, 95)], '#ffffff', OUT, 3)
    d += rect(266, 92, 290, 98, '#ffffff') + text(0, 50, 'Hi!', 28, '#2d3e50', gravity='NorthEast') if False else ''
    d += text(283, 50, 'Hi!', 28, '#2d3e50')
    d += rrect(140, 230, 260, 280, 12, '#fff8ec', OUT, 2) + mini_logo(200, 258, 17)
    out('juicy_chatbot.jpg', 400, 400, bg, d)
    # bodgeit "thingie"
    bg = '#e0f2f1'
    d = frame(bg, 'Thingie')
    d += rrect(120, 110, 280, 270, 20, '#26a69a', '#004d40', 4) + circle(200, 190, 45, '#b2dfdb', '#004d40', 3)
    d += circle(200, 190, 18, '#ff7043', '#004d40', 3)
    for (x, y) in ((140, 130), (260, 130), (140, 250), (260, 250)):
        d += circle(x, y, 7, '#cfd8dc', '#455a64', 2)
    d += line(200, 110, 200, 70, '#004d40', 5) + circle(200, 64, 9, '#ffca28', '#004d40', 3)
    out('thingie1.jpg', 400, 400, bg, d)


if __name__ == '__main__':
    what = sys.argv[1:] or ['juices', 'merch', 'collectibles', 'kitchen', 'art', 'keychain', 'special']
    for w in what:
        globals()[w]()
