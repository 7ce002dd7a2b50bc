import math
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from mvg import *  # noqa
from shapes import mini_logo, flag, OUT  # noqa
from fruits import orange_slice, leaf

from repo import IMAGES

IMG = IMAGES
PUB = os.path.dirname(IMAGES)

NAVY = '#2d3e50'
JUICE = '#ff9f1c'

# ---- the logo, described once and emitted both as MVG and as SVG ----
GLASS = 'M 110,120 L 290,120 L 264,356 Q 262,376 242,376 L 158,376 Q 138,376 136,356 Z'
JUICE_P = 'M 121,190 L 279,190 L 257,350 Q 255,364 241,364 L 159,364 Q 145,364 143,350 Z'
LEAF = 'M 268,68 Q 318,6 372,34 Q 330,96 268,68 Z'
LEAF_VEIN = 'M 268,68 Q 320,50 362,40'
SLICE_C = (112, 128, 46)


def logo_mvg(ctf=False):
    d = ''
    # straw (behind the glass front)
    if not ctf:
        d += polyline([(210, 350), (258, 80), (300, 52)], NAVY, 22) + polyline([(210, 350), (258, 80), (300, 52)], '#e63946', 14)
    d += path(GLASS, '#eaf6fb', NAVY, 10)
    d += path(JUICE_P, JUICE)
    d += ellipse(200, 190, 79, 10, '#ffc15e')
    for (x, y, r) in ((170, 250, 9), (225, 290, 7), (185, 320, 6), (240, 230, 5)):
        d += circle(x, y, r, '#ffffffaa')
    if not ctf:
        d += line(221, 292, 245, 150, '#c62f3acc', 14, 'butt')
    d += path(GLASS, 'none', NAVY, 10)
    d += line(128, 150, 148, 330, '#ffffffb0', 10)
    cx, cy, r = SLICE_C
    d += orange_slice(cx, cy, r, JUICE)
    if ctf:
        d += line(300, 360, 300, 40, NAVY, 10)
        d += path('M 300,44 L 392,70 L 300,104 Z', '#e63946', NAVY, 6)
        d += text(308, 58, 'CTF', 24, '#ffffff')
    else:
        d += path(LEAF, '#3cb043', NAVY, 6) + path(LEAF_VEIN, 'none', '#2a7a30', 4)
    return d


def slice_svg():
    cx, cy, r = SLICE_C
    s = ('<circle cx="{cx}" cy="{cy}" r="{r}" fill="{j}" stroke="#3b2a20" stroke-width="3"/>'
         '<circle cx="{cx}" cy="{cy}" r="{r2}" fill="#fff3d6"/>').format(cx=cx, cy=cy, r=r, r2=r * 0.85, j=JUICE)
    for i in range(8):
        a0 = math.radians(i * 45 + 4)
        a1 = math.radians(i * 45 + 41)
        rr = r * 0.75
        pts = [(cx, cy), (cx + rr * math.cos(a0), cy + rr * math.sin(a0)),
               (cx + rr * 1.02 * math.cos((a0 + a1) / 2), cy + rr * 1.02 * math.sin((a0 + a1) / 2)),
               (cx + rr * math.cos(a1), cy + rr * math.sin(a1))]
        s += '<polygon points="%s" fill="#ffb13c"/>' % ' '.join('%.1f,%.1f' % p for p in pts)
    return s


def logo_svg():
    return '''<?xml version="1.0" encoding="UTF-8"?>
<!-- Juice Shop logo: a glass of orange juice with a straw, an orange slice and a leaf.
     Drawn by hand for this project. -->
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <title>Juice Shop</title>
  <polyline points="210,350 258,80 300,52" fill="none" stroke="{navy}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
  <polyline points="210,350 258,80 300,52" fill="none" stroke="#e63946" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="{glass}" fill="#eaf6fb" stroke="{navy}" stroke-width="10"/>
  <path d="{juice_p}" fill="{juice}"/>
  <ellipse cx="200" cy="190" rx="79" ry="10" fill="#ffc15e"/>
  <g fill="#ffffff" fill-opacity="0.67">
    <circle cx="170" cy="250" r="9"/><circle cx="225" cy="290" r="7"/><circle cx="185" cy="320" r="6"/><circle cx="240" cy="230" r="5"/>
  </g>
  <line x1="221" y1="292" x2="245" y2="150" stroke="#c62f3a" stroke-opacity="0.8" stroke-width="14"/>
  <path d="{glass}" fill="none" stroke="{navy}" stroke-width="10" stroke-linejoin="round"/>
  <line x1="128" y1="150" x2="148" y2="330" stroke="#ffffff" stroke-opacity="0.7" stroke-width="10" stroke-linecap="round"/>
  {slice}
  <path d="{leaf}" fill="#3cb043" stroke="{navy}" stroke-width="6" stroke-linejoin="round"/>
  <path d="{vein}" fill="none" stroke="#2a7a30" stroke-width="4" stroke-linecap="round"/>
</svg>
'''.format(navy=NAVY, glass=GLASS, juice_p=JUICE_P, juice=JUICE, leaf=LEAF, vein=LEAF_VEIN, slice=slice_svg())


def save_png(out, w, h, d, colors=None):
    render(out, w, h, 'none', d, colors=colors or 128)


def logos():
    p = os.path.join(IMG, 'JuiceShop_Logo.png')
    save_png(p, 400, 400, logo_mvg())
    run(['cp', p, os.path.join(IMG, 'JuiceShop_Logo_400px.png')])
    for sz in (50, 100):
        run(['convert', p, '-resize', '%dx%d' % (sz, sz), '-strip', '-depth', '8', os.path.join(IMG, 'JuiceShop_Logo_%dpx.png' % sz)])
    with open(os.path.join(IMG, 'JuiceShop_Logo.svg'), 'w') as f:
        f.write(logo_svg())
    c = os.path.join(IMG, 'JuiceShopCTF_Logo.png')
    save_png(c, 400, 400, logo_mvg(ctf=True))
    run(['cp', c, os.path.join(IMG, 'JuiceShopCTF_Logo_400px.png')])
    run(['convert', p, '-define', 'icon:auto-resize=16,32,48', os.path.join(PUB, 'favicon_js.ico')])
    run(['convert', c, '-define', 'icon:auto-resize=16,32,48', os.path.join(PUB, 'favicon_ctf.ico')])


# ---- mascots ----
def bot(mask=False, bubble=False):
    d = ''
    d += line(200, 95, 200, 48, NAVY, 8) + leaf(200, 48, 55, -40, '#3cb043', 4)
    d += path('M 95,200 Q 50,240 70,300', 'none', NAVY, 22) + path('M 95,200 Q 50,240 70,300', 'none', JUICE, 12)
    d += path('M 305,200 Q 350,180 345,120', 'none', NAVY, 22) + path('M 305,200 Q 350,180 345,120', 'none', JUICE, 12)
    d += circle(70, 305, 16, '#ffffff', NAVY, 5) + circle(345, 115, 16, '#ffffff', NAVY, 5)
    d += rrect(95, 95, 305, 375, 55, JUICE, NAVY, 8)
    d += rrect(120, 125, 280, 240, 30, '#fff8ec', NAVY, 5)
    d += circle(165, 175, 15, NAVY) + circle(235, 175, 15, NAVY) + circle(170, 169, 5, '#fff') + circle(240, 169, 5, '#fff')
    if mask:
        d += line(120, 195, 95, 160, '#90caf9', 5) + line(280, 195, 305, 160, '#90caf9', 5)
        d += path('M 125,190 Q 200,175 275,190 L 268,238 Q 200,262 132,238 Z', '#e3f2fd', '#5c8fbf', 4)
        for y in (205, 220, 235):
            d += line(140, y, 260, y, '#a8c8e8', 2)
    else:
        d += path('M 170,205 Q 200,228 230,205', 'none', NAVY, 7)
        d += ellipse(140, 210, 10, 6, '#ffb3a7') + ellipse(260, 210, 10, 6, '#ffb3a7')
    d += rrect(140, 265, 260, 345, 16, '#fff8ec', NAVY, 4) + mini_logo(200, 310, 28)
    if bubble:
        d = d.replace('', '', 0)
        d += rrect(240, 12, 392, 82, 22, '#ffffff', NAVY, 5) + poly([(262, 80), (245, 110), (296, 80)], '#ffffff', NAVY, 5)
        d += rect(262, 74, 294, 84, '#ffffff') + text(262, 28, '. . .', 34, NAVY)
    return d


def wasp(evil=True, hat=False, honey=False):
    body = '#ffd23f'
    d = ''
    # wings
    d += ellipse(165, 120, 60, 38, '#d9f1ffb0', NAVY, 4) + ellipse(245, 115, 65, 40, '#d9f1ffb0', NAVY, 4)
    d += poly([(315, 240), (375, 255), (315, 270)], '#333', NAVY, 4)  # stinger
    d += ellipse(245, 250, 85, 62, body, NAVY, 7)
    for x in (210, 250, 290):
        d += path('M %d,%d Q %d,250 %d,%d' % (x, 192, x + 18, x, 308), 'none', '#222', 16)
    d += ellipse(245, 250, 85, 62, 'none', NAVY, 7)
    # head
    d += circle(135, 230, 62, body, NAVY, 7)
    d += path('M 110,175 Q 95,120 70,110', 'none', NAVY, 6) + circle(70, 110, 9, NAVY)
    d += path('M 150,170 Q 160,115 185,100', 'none', NAVY, 6) + circle(185, 100, 9, NAVY)
    d += circle(112, 225, 15, '#fff', NAVY, 4) + circle(158, 225, 15, '#fff', NAVY, 4)
    d += circle(116, 228, 7, NAVY) + circle(154, 228, 7, NAVY)
    if evil:
        d += line(92, 200, 128, 214, NAVY, 8) + line(178, 200, 142, 214, NAVY, 8)
        d += path('M 112,265 Q 135,250 158,265', 'none', NAVY, 6)
        d += poly([(120, 262), (125, 273), (130, 259)], '#fff') + poly([(140, 259), (145, 273), (150, 262)], '#fff')
    else:
        d += path('M 110,258 Q 135,282 160,258', 'none', NAVY, 6)
    # legs
    for x in (215, 250, 285):
        d += path('M %d,305 q -8,30 -22,36' % x, 'none', NAVY, 6)
    if hat:
        d += rrect(85, 160, 185, 172, 5, '#222', NAVY, 3) + rect(100, 95, 170, 165, '#222', NAVY, 3) + rect(100, 140, 170, 152, '#e63946')
        d += circle(158, 225, 20, 'none', '#c9a227', 4) + line(176, 232, 185, 280, '#c9a227', 2)
    if honey:
        d += rrect(30, 290, 110, 360, 18, '#f4a300', NAVY, 5) + text(44, 312, 'H', 26, '#fff')
    return d


def honeypot():
    d = ''
    d += path('M 95,150 Q 60,280 120,350 L 280,350 Q 340,280 305,150 Z', '#c68642', NAVY, 8)
    d += rrect(85, 120, 315, 160, 16, '#a86b2d', NAVY, 8)
    d += path('M 100,158 L 300,158 L 300,175 Q 290,215 278,175 Q 265,240 250,175 Q 230,200 215,175 Q 195,260 180,175 '
              'Q 160,205 145,175 Q 125,230 112,175 Q 104,195 100,175 Z', '#ffb400', NAVY, 4)
    d += rrect(135, 225, 265, 300, 14, '#fff3cf', NAVY, 5) + text(0, 247, 'HONEY', 30, NAVY, gravity='North')
    d += line(260, 140, 330, 30, '#8d5524', 14) + line(260, 140, 330, 30, NAVY, 0.1)
    d += ellipse(255, 140, 22, 16, '#ffb400', NAVY, 5)
    for k in range(4):
        d += ellipse(248, 129 + k * 7, 20, 3, '#e09e00')
    return d


def mascots():
    save_png(os.path.join(IMG, 'JuicyBot.png'), 400, 400, bot())
    save_png(os.path.join(IMG, 'JuicyBot_MedicalMask.png'), 400, 400, bot(mask=True))
    save_png(os.path.join(IMG, 'JuicyChatBot.png'), 400, 400, bot(bubble=True))
    save_png(os.path.join(IMG, 'juicyEvilWasp.png'), 400, 400, wasp())
    save_png(os.path.join(IMG, 'BeeOwner.png'), 400, 400, wasp(evil=False, hat=True))
    save_png(os.path.join(IMG, 'HoneyPot.png'), 400, 400, honeypot())


BANNER = '''<?xml version="1.0" encoding="UTF-8"?>
<!-- Welcome banner of the Juice Shop, drawn by hand for this project. -->
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300">
  <title>Welcome to the Juice Shop</title>
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff4e0"/>
      <stop offset="1" stop-color="#ffd9a0"/>
    </linearGradient>
  </defs>
  <rect width="800" height="300" fill="url(#sky)"/>
  <circle cx="690" cy="70" r="44" fill="#ffc94d"/>
  <path d="M0,240 Q200,200 400,240 T800,235 L800,300 L0,300 Z" fill="#8bc34a"/>
  <path d="M0,265 Q220,235 430,265 T800,260 L800,300 L0,300 Z" fill="#689f38"/>
  <g transform="translate(70,90)">
    <path d="M 0,0 L 90,0 L 77,118 Q 76,128 66,128 L 24,128 Q 14,128 13,118 Z" fill="#eaf6fb" stroke="#2d3e50" stroke-width="6" stroke-linejoin="round"/>
    <path d="M 6,35 L 84,35 L 74,112 Q 73,120 66,120 L 24,120 Q 17,120 16,112 Z" fill="#ff9f1c"/>
    <polyline points="52,110 74,-30 95,-44" fill="none" stroke="#e63946" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M 95,-44 Q 120,-78 150,-62 Q 128,-30 95,-44 Z" fill="#3cb043" stroke="#2d3e50" stroke-width="4"/>
    <circle cx="2" cy="4" r="24" fill="#ff9f1c" stroke="#3b2a20" stroke-width="3"/>
    <circle cx="2" cy="4" r="19" fill="#ffd27f"/>
  </g>
  <text x="260" y="125" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="46" font-weight="bold" fill="#2d3e50">Welcome to the</text>
  <text x="260" y="185" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="56" font-weight="bold" fill="#e07b00">Juice Shop!</text>
  <text x="262" y="222" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="20" fill="#5d4037">Fresh juices, fan merchandise and plenty of bugs to find.</text>
  <g fill="#ffffff" fill-opacity="0.8">
    <circle cx="560" cy="60" r="6"/><circle cx="590" cy="40" r="4"/><circle cx="620" cy="58" r="5"/>
  </g>
</svg>
'''


def banner():
    with open(os.path.join(IMG, 'Welcome_Banner.svg'), 'w') as f:
        f.write(BANNER)


if __name__ == '__main__':
    logos()
    mascots()
    banner()
