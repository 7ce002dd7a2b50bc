import math
import os

BASE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'data', 'static', 'assets', 'public',
                    'images', 'products') + os.sep

def norm(a, b, c):
    u = [b[i] - a[i] for i in range(3)]; v = [c[i] - a[i] for i in range(3)]
    n = [u[1]*v[2]-u[2]*v[1], u[2]*v[0]-u[0]*v[2], u[0]*v[1]-u[1]*v[0]]
    l = math.sqrt(sum(x*x for x in n)) or 1
    return [x / l for x in n]

def write(fn, name, tris):
    with open(fn, 'w') as f:
        f.write('solid %s\n' % name)
        for t in tris:
            n = norm(*t)
            f.write('  facet normal %e %e %e\n    outer loop\n' % tuple(n))
            for p in t:
                f.write('      vertex %e %e %e\n' % tuple(p))
            f.write('    endloop\n  endfacet\n')
        f.write('endsolid %s\n' % name)

# juice bottle: surface of revolution (radius, z) profile, closed at both ends
prof = [(0, 0), (12, 0), (12, 34), (9, 40), (5, 44), (5, 52), (5.8, 52), (5.8, 57), (0, 57)]
N = 12
ring = lambda r, z: [(r * math.cos(2*math.pi*k/N), r * math.sin(2*math.pi*k/N), z) for k in range(N)]
tris = []
for (r0, z0), (r1, z1) in zip(prof, prof[1:]):
    a, b = ring(r0, z0), ring(r1, z1)
    for k in range(N):
        k2 = (k + 1) % N
        if r0 > 0:
            tris.append((a[k], a[k2], b[k2] if r1 > 0 else b[0]))
        if r1 > 0:
            tris.append((a[k] if r0 > 0 else a[0], b[k2], b[k]))
# fix orientation: outward normals (CCW seen from outside)
fixed = []
for t in tris:
    n = norm(*t)
    c = [sum(p[i] for p in t) / 3 for i in range(3)]
    radial = [c[0], c[1], 0]
    zc = c[2] - 28.5
    if n[0]*radial[0] + n[1]*radial[1] + n[2]*zc * 0.3 < 0 and not (abs(n[2]) > 0.99):
        t = (t[0], t[2], t[1])
    elif abs(n[2]) > 0.99 and ((c[2] < 1 and n[2] > 0) or (c[2] > 56 and n[2] < 0)):
        t = (t[0], t[2], t[1])
    fixed.append(t)
write(BASE + 'JuiceShop.stl', 'juiceshop', fixed)

# bodgeit 40x40x40 box
s = 40
V = [(x, y, z) for x in (0, s) for y in (0, s) for z in (0, s)]
faces = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
tris = []
for a, b, c, d in faces:
    tris += [(V[a], V[b], V[c]), (V[a], V[c], V[d])]
write(BASE + 'squareBox1-40x40x40.stl', 'squareBox1', tris)
print(len(fixed), 'facets')
