"""Reusable object drawings (bottle, glass, shirt, mug, logo badge ...) as MVG."""
import math
from mvg import circle, ellipse, rect, rrect, path, poly, polyline, line, text, group, shade, fit_size, FONT

OUT = '#3b2a20'


def frame(bg, label, w=400, h=400, disc=True):
    s = ''
    if disc:
        s += circle(w / 2, h * 0.44, w * 0.37, shade(bg, 1.45))
    s += ellipse(w / 2, h * 0.81, w * 0.3, h * 0.03, shade(bg, 0.85))
    if label:
        fs = fit_size(label, w * 0.8, 30)
        s += rrect(24, h - 62, w - 24, h - 14, 24, '#ffffffd0')
        s += text(0, h - 38 - fs * 0.62, label, fs, '#3b2a20', gravity='North')
    return s


def mini_logo(cx, cy, s, juice='#ff9f1c'):
    """Small version of our shop logo (glass + leaf) for badges/shirts/stickers."""
    g = ''
    g += path('M %.1f,%.1f L %.1f,%.1f L %.1f,%.1f L %.1f,%.1f Z' % (
        cx - s * 0.55, cy - s * 0.6, cx + s * 0.55, cy - s * 0.6, cx + s * 0.4, cy + s * 0.75, cx - s * 0.4, cy + s * 0.75),
        '#e9f5fb', '#2d3e50', max(1.5, s * 0.08))
    g += path('M %.1f,%.1f L %.1f,%.1f L %.1f,%.1f L %.1f,%.1f Z' % (
        cx - s * 0.48, cy - s * 0.2, cx + s * 0.48, cy - s * 0.2, cx + s * 0.36, cy + s * 0.68, cx - s * 0.36, cy + s * 0.68),
        juice)
    g += line(cx + s * 0.1, cy + s * 0.4, cx + s * 0.35, cy - s * 0.95, '#e63946', max(2, s * 0.12))
    g += path('M %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Q %.1f,%.1f %.1f,%.1f Z' % (
        cx + s * 0.35, cy - s * 0.95, cx + s * 0.7, cy - s * 1.35, cx + s * 1.0, cy - s * 1.05,
        cx + s * 0.65, cy - s * 0.75, cx + s * 0.35, cy - s * 0.95), '#3cb043', '#2a7a30', max(1, s * 0.05))
    return g


def flag(x, y, s, col='#e63946'):
    return (line(x, y, x, y + s * 1.6, '#444', max(2, s * 0.08))
            + path('M %.1f,%.1f L %.1f,%.1f L %.1f,%.1f Z' % (x, y, x + s, y + s * 0.3, x, y + s * 0.6), col, shade(col, 0.6), 1.5))


def bottle(cx, liquid, cap='#3fa34d', top=70, bottom=322, width=104, tint='#ffffff', label_icon=None):
    hw = width / 2
    nk = hw * 0.42
    d = ('M {l},{t} L {r},{t} L {r},{n1} C {r},{n2} {R},{n2} {R},{s} L {R},{b1} Q {R},{b} {R2},{b} '
         'L {L2},{b} Q {L},{b} {L},{b1} L {L},{s} C {L},{n2} {l},{n2} {l},{n1} Z').format(
        l=cx - nk, r=cx + nk, t=top + 14, n1=top + 50, n2=top + 72, R=cx + hw, L=cx - hw,
        s=top + 95, b1=bottom - 20, b=bottom, R2=cx + hw - 20, L2=cx - hw + 20)
    liq = ('M {L},{y} L {R},{y} L {R},{b1} Q {R},{b} {R2},{b} L {L2},{b} Q {L},{b} {L},{b1} Z').format(
        L=cx - hw + 5, R=cx + hw - 5, y=top + 110, b1=bottom - 22, b=bottom - 5, R2=cx + hw - 24, L2=cx - hw + 24)
    s = path(d, shade(tint, 1.0) + 'cc', OUT, 4)
    s += path(liq, liquid)
    s += ellipse(cx, top + 110, hw - 5, 6, shade(liquid, 1.3))
    s += path(d, 'none', OUT, 4)
    s += rrect(cx - nk - 6, top, cx + nk + 6, top + 22, 5, cap, OUT, 3)
    for k in range(1, 4):
        s += line(cx - nk - 6 + k * (2 * nk + 12) / 4, top + 4, cx - nk - 6 + k * (2 * nk + 12) / 4, top + 18, shade(cap, 0.7), 2)
    # label
    s += rrect(cx - hw + 8, top + 140, cx + hw - 8, top + 205, 10, '#fffaf0', OUT, 2)
    s += mini_logo(cx, top + 175, 20, liquid if liquid.lower() not in ('#ff9f1c',) else '#ffb347')
    # highlight
    s += rrect(cx - hw + 12, top + 100, cx - hw + 22, bottom - 30, 5, '#ffffff66')
    return s


def glass(cx, liquid, top=120, bottom=325, w_top=120, w_bot=86, straw='#e63946', foam=None):
    tl, tr = cx - w_top / 2, cx + w_top / 2
    bl, br = cx - w_bot / 2, cx + w_bot / 2
    s = line(cx + 10, bottom - 30, cx + 45, top - 55, straw, 12, 'butt')
    s += line(cx + 45, top - 55, cx + 75, top - 70, straw, 12, 'round')
    s += poly([(tl, top), (tr, top), (br, bottom), (bl, bottom)], '#ffffffaa', OUT, 4)
    ly = top + 30
    f = (ly - top) / (bottom - top)
    s += poly([(tl + (bl - tl) * f + 5, ly), (tr + (br - tr) * f - 5, ly), (br - 5, bottom - 5), (bl + 5, bottom - 5)], liquid)
    s += ellipse(cx, ly, (tr - tl) / 2 - 8, 7, foam or shade(liquid, 1.3))
    s += line(cx + 10, bottom - 30, cx + 30, top + 40, shade(straw, 0.85) + 'aa', 12, 'butt')
    s += poly([(tl, top), (tr, top), (br, bottom), (bl, bottom)], 'none', OUT, 4)
    s += line(tl + 14, top + 40, bl + 12, bottom - 25, '#ffffff88', 8)
    return s


def shirt(cx, cy, col, s=1.0, logo=True, girlie=False, collar=None):
    w = 95 * s
    sh = 60 * s
    h = 150 * s
    waist = (w - 12 * s) if girlie else w
    d = ('M {a},{t} Q {cx},{nt} {b},{t} L {sr},{st} L {sr2},{sb} L {w2},{sb2} L {wr},{bt} L {wl},{bt} L {wl2},{sb2} '
         'L {sl2},{sb} L {sl},{st} Z').format(
        a=cx - 30 * s, b=cx + 30 * s, t=cy - h / 2, cx=cx, nt=cy - h / 2 + 28 * s,
        sr=cx + w + 25 * s, st=cy - h / 2 + 18 * s, sr2=cx + w + 45 * s, sb=cy - h / 2 + 65 * s,
        w2=cx + w - 8 * s, sb2=cy - h / 2 + 75 * s, wr=cx + waist, bt=cy + h / 2 + 20 * s,
        wl=cx - waist, wl2=cx - w + 8 * s, sl2=cx - w - 45 * s, sl=cx - w - 25 * s)
    out = path(d, col, OUT, 4)
    out += path('M {a},{t} Q {cx},{nt} {b},{t}'.format(a=cx - 30 * s, b=cx + 30 * s, t=cy - h / 2, cx=cx,
                                                        nt=cy - h / 2 + 28 * s), 'none', collar or shade(col, 0.7), 6 * s)
    if logo:
        out += circle(cx, cy + 5 * s, 34 * s, '#ffffff', OUT, 2) + mini_logo(cx - 3 * s, cy + 10 * s, 22 * s)
    return out


def hoodie(cx, cy, col='#26262b', s=1.0):
    out = path('M {a},{t} Q {cx},{ht} {b},{t} Z'.format(a=cx - 55 * s, b=cx + 55 * s, t=cy - 55 * s, cx=cx,
                                                          ht=cy - 150 * s), shade(col, 1.2), OUT, 4)
    d = ('M {a},{t} L {sr},{st} L {wr2},{cb} L {wr3},{cb2} L {sr3},{st2} L {r},{bt} L {l},{bt} L {sl3},{st2} '
         'L {wl3},{cb2} L {wl2},{cb} L {sl},{st} Z').format(
        a=cx - 45 * s, t=cy - 65 * s, sr=cx + 115 * s, st=cy - 40 * s, wr2=cx + 140 * s, cb=cy + 90 * s,
        wr3=cx + 110 * s, cb2=cy + 95 * s, sr3=cx + 95 * s, st2=cy + 5 * s, r=cx + 95 * s, bt=cy + 115 * s,
        l=cx - 95 * s, sl3=cx - 95 * s, wl3=cx - 110 * s, wl2=cx - 140 * s, sl=cx - 115 * s)
    d = d.replace('M {0},{1}'.format(cx - 45 * s, cy - 65 * s), 'M {0},{1} L {2},{1}'.format(cx - 45 * s, cy - 65 * s,
                                                                                            cx + 45 * s), 1)
    out += path(d, col, OUT, 4)
    out += ellipse(cx, cy - 62 * s, 40 * s, 20 * s, '#111', OUT, 3)
    out += line(cx - 12 * s, cy - 45 * s, cx - 16 * s, cy + 5 * s, '#ddd', 3) + line(cx + 12 * s, cy - 45 * s, cx + 16 * s, cy + 5 * s, '#ddd', 3)
    out += rrect(cx - 55 * s, cy + 55 * s, cx + 55 * s, cy + 95 * s, 10, shade(col, 1.15), OUT, 2)
    out += mini_logo(cx, cy + 15 * s, 22 * s)
    return out


def mug(cx, cy, col='#222222', s=1.0, logo=True):
    out = ellipse(cx + 70 * s, cy, 40 * s, 45 * s, 'none', OUT, 26 * s) + ellipse(cx + 70 * s, cy, 40 * s, 45 * s, 'none', col, 18 * s)
    out += path('M {l},{t} L {l},{b} Q {cx},{bb} {r},{b} L {r},{t} Z'.format(
        l=cx - 75 * s, r=cx + 75 * s, t=cy - 85 * s, b=cy + 85 * s, bb=cy + 105 * s, cx=cx), col, OUT, 4)
    out += ellipse(cx, cy - 85 * s, 75 * s, 16 * s, shade(col, 1.3), OUT, 4)
    out += ellipse(cx, cy - 83 * s, 65 * s, 11 * s, '#4a2a14')
    if logo:
        out += circle(cx, cy + 5 * s, 42 * s, '#ffffff', OUT, 2) + mini_logo(cx - 3 * s, cy + 12 * s, 26 * s)
    for k in range(3):
        x = cx - 25 * s + k * 25 * s
        out += path('M {x},{y} q {a},{b} 0,{c} q {d},{b} 0,{c}'.format(x=x, y=cy - 110 * s, a=-10 * s, b=-12 * s,
                                                                          c=-24 * s, d=10 * s), 'none', '#ffffffb0', 4)
    return out


def sticker(cx, cy, r, col='#ff9f1c', ring='#ffffff', text_s=None, holo=False):
    out = circle(cx + 6, cy + 8, r, '#00000030')
    out += circle(cx, cy, r, ring, '#cfcfcf', 2)
    if holo:
        cols = ['#ff6ec7', '#ffd36e', '#7affc1', '#6ec3ff', '#b38cff', '#ff6ec7']
        for i in range(6):
            a0, a1 = i * 60, i * 60 + 62
            out += ellipse(cx, cy, r * 0.88, r * 0.88, cols[i], None, 0, a0, a1) if False else ''
            out += path('M %s,%s L %.1f,%.1f A %s,%s 0 0,1 %.1f,%.1f Z' % (
                cx, cy, cx + r * 0.88 * math.cos(math.radians(a0)), cy + r * 0.88 * math.sin(math.radians(a0)),
                r * 0.88, r * 0.88, cx + r * 0.88 * math.cos(math.radians(a1)), cy + r * 0.88 * math.sin(math.radians(a1))),
                cols[i])
        out += circle(cx, cy, r * 0.6, '#ffffffaa')
    else:
        out += circle(cx, cy, r * 0.88, col)
        out += circle(cx, cy, r * 0.6, '#fff8e8')
    out += mini_logo(cx - r * 0.05, cy + r * 0.12, r * 0.42)
    if text_s:
        out += text(0, 0, '', 1, 'none')
    return out


def card(x0, y0, w, h, frame_col='#2d3e50', art_bg='#ffd27f', title='Juice Shop', foil=False, footer=None):
    out = rrect(x0 + 6, y0 + 8, x0 + w + 6, y0 + h + 8, 12, '#00000030')
    out += rrect(x0, y0, x0 + w, y0 + h, 12, frame_col, '#111', 3)
    out += rrect(x0 + 10, y0 + 10, x0 + w - 10, y0 + 38, 6, '#f4efe2', '#111', 1.5)
    out += text(x0 + 18, y0 + 14, title, fit_size(title, w - 40, 17), '#222')
    out += rect(x0 + 12, y0 + 44, x0 + w - 12, y0 + h * 0.58, art_bg, '#111', 1.5)
    out += mini_logo(x0 + w / 2, y0 + (44 + h * 0.58) / 2 + 8, min(w, h) * 0.16)
    out += rrect(x0 + 10, y0 + h * 0.61, x0 + w - 10, y0 + h - 12, 6, '#f4efe2', '#111', 1.5)
    for k in range(4):
        yy = y0 + h * 0.66 + k * 13
        if yy < y0 + h - 22:
            out += line(x0 + 20, yy, x0 + w - 20 - (k % 2) * 30, yy, '#999', 3)
    if footer:
        out += text(x0 + w - 40, y0 + h - 30, footer, 12, '#555', font='DejaVu-Sans')
    if foil:
        cols = ['#ff80bf60', '#ffe08060', '#80ffb060', '#80c8ff60', '#c080ff60']
        for i, c in enumerate(cols):
            out += poly([(x0 + i * w / 5, y0), (x0 + (i + 1) * w / 5, y0), (x0 + (i + 1) * w / 5 - 40, y0 + h),
                         (x0 + i * w / 5 - 40, y0 + h)], c)
        out += rrect(x0, y0, x0 + w, y0 + h, 12, 'none', '#111', 3)
    return out


def ticket(x0, y0, w, h, col, title, sub):
    out = rrect(x0 + 6, y0 + 8, x0 + w + 6, y0 + h + 8, 10, '#00000030')
    out += rrect(x0, y0, x0 + w, y0 + h, 10, col, OUT, 3)
    out += circle(x0, y0 + h / 2, 16, '#ffffff00') if False else ''
    out += line(x0 + w * 0.72, y0 + 10, x0 + w * 0.72, y0 + h - 10, '#ffffffaa', 3, 'butt')
    out += text(x0 + 18, y0 + 18, title, fit_size(title, w * 0.66, 40), '#ffffff')
    out += text(x0 + 18, y0 + h - 40, sub, fit_size(sub, w * 0.66, 18, 0.6), '#fff8e0', font='DejaVu-Sans')
    out += group(text(0, 0, 'ADMIT ONE', 14, '#ffffff'), translate=(x0 + w * 0.86 - 8, y0 + h / 2 + 40), rotate=-90)
    return out


def lego_brick(x, y, w, h, col, studs=None):
    n = studs or max(1, int(w // 22))
    out = ''
    for i in range(n):
        sx = x + (i + 0.5) * w / n
        out += rrect(sx - 7, y - 6, sx + 7, y + 2, 2, shade(col, 1.1), shade(col, 0.6), 1.5)
    out += rect(x, y, x + w, y + h, col, shade(col, 0.6), 2)
    out += line(x + 3, y + 3, x + w - 3, y + 3, shade(col, 1.3), 2)
    return out


def raspi(x, y, w, h):
    out = rrect(x, y, x + w, y + h, 4, '#2e8b3a', '#1b5e20', 2)
    out += rect(x + w * 0.35, y + h * 0.3, x + w * 0.6, y + h * 0.7, '#333')
    for i in range(10):
        out += rect(x + 6 + i * (w - 12) / 10, y + 3, x + 6 + i * (w - 12) / 10 + 3, y + 7, '#e0c060')
    out += rect(x + w - 14, y + h * 0.2, x + w + 2, y + h * 0.45, '#c0c0c0', '#777', 1)
    out += rect(x + w - 14, y + h * 0.55, x + w + 2, y + h * 0.8, '#c0c0c0', '#777', 1)
    return out
