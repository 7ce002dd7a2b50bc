import os, struct, subprocess, sys, zlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from repo import ASSETS as A, IMAGES as P, memory_images, product_images
ok = True
def check(cond, msg):
    global ok
    print(('OK   ' if cond else 'FAIL ') + msg)
    ok &= bool(cond)

# 1. product images of the default catalogue (config/default.yml)
imgs = product_images()
names = sorted(set(imgs))
print('products in the catalogue:', len(imgs), 'rows,', len(names), 'distinct image names')
missing = [n for n in names if n != 'undefined.jpg' and not os.path.isfile(f'{P}/products/{n}')]
check(not missing, f'all product images exist (missing: {missing})')
check(not os.path.exists(f'{P}/products/undefined.jpg'), 'undefined.jpg does NOT exist')
for n in ['undefined.png', 'no-results.png', 'juicy_chatbot.jpg', 'thingie1.jpg', 'JuiceShop.stl', 'squareBox1-40x40x40.stl']:
    check(os.path.isfile(f'{P}/products/{n}'), 'products/' + n)
stl = open(f'{P}/products/JuiceShop.stl').read()
check(stl.startswith('solid juiceshop\n') and stl.rstrip().endswith('endsolid juiceshop'), f'JuiceShop.stl is ASCII "solid juiceshop" ({stl.count("facet normal")} facets)')

# 2. memories byte-exact
mem = memory_images()
onDisk = set(os.listdir(os.fsencode(f'{P}/uploads')))
for n in mem:
    check(n.encode('utf-8') in onDisk, 'memory ' + n)
check(mem[0][:3] == '\u14da\u160f\u15e2', 'cat file name starts with U+14DA U+160F U+15E2')
for n in ['default.svg', 'defaultAdmin.png', '12.png', '13.jpg', '20.jpg']:
    check(os.path.isfile(f'{P}/uploads/{n}'), 'uploads/' + n)

# 3. padding
for w in (1, 11, 19, 56, 81):
    d = open(f'{P}/padding/{w}px.png', 'rb').read()
    W, H = struct.unpack('>II', d[16:24])
    check((W, H) == (w, 1) and d[25] == 6, f'padding/{w}px.png is {W}x{H} RGBA')

# 4. EXIF facts
model = subprocess.run(['exiftool', '-s3', '-Model', f'{P}/products/3d_keychain.jpg'], capture_output=True, text=True).stdout.strip()
check(model == 'OpenSCAD', f'3d_keychain.jpg Model = {model!r}')
hp = f'{P}/uploads/favorite-hiking-place.png'
d = open(hp, 'rb').read()[8:]; chunks = []
while d:
    l = struct.unpack('>I', d[:4])[0]; chunks.append((d[4:8], d[8:8 + l])); d = d[12 + l:]
z = [b for t, b in chunks if t == b'zTXt' and b.startswith(b'Raw profile type exif\0')]
check(len(z) == 1 and not any(t == b'eXIf' for t, _ in chunks), 'hiking PNG has zTXt "Raw profile type exif" and no eXIf chunk')
txt = zlib.decompress(z[0][len(b'Raw profile type exif\0') + 1:]).decode()
print('     zTXt payload starts:', repr(txt[:40]))
gps = subprocess.run(['exiftool', '-s', '-GPSLatitude', '-GPSLatitudeRef', '-GPSLongitude', '-GPSLongitudeRef', '-GPSMapDatum', '-c', '%d deg %d\' %.2f"', hp], capture_output=True, text=True).stdout
print('     ' + gps.strip().replace('\n', '\n     '))
check('36 deg 57\' 31.38"' in gps and '84 deg 20\' 53.58"' in gps and 'North' in gps and 'West' in gps and 'WGS-84' in gps, 'GPS values N 36 57 31.38 / W 84 20 53.58 WGS-84')
g2 = subprocess.run(['exiftool', '-GPS:all', f'{P}/uploads/IMG_4253.jpg'], capture_output=True, text=True).stdout.strip()
check(g2 == '', 'IMG_4253.jpg carries no GPS')
ident = subprocess.run(['identify', '-format', '%wx%h', f'{P}/uploads/IMG_4253.jpg'], capture_output=True, text=True).stdout
check(ident == '800x600', 'IMG_4253.jpg is ' + ident)

# 5. other required files
req = ['JuiceShop_Logo.png', 'JuiceShop_Logo.svg', 'JuiceShop_Logo_50px.png', 'JuiceShop_Logo_100px.png', 'JuiceShop_Logo_400px.png',
       'JuiceShopCTF_Logo.png', 'JuiceShopCTF_Logo_400px.png', 'JuicyBot.png', 'JuicyBot_MedicalMask.png', 'JuicyChatBot.png',
       'juicyEvilWasp.png', 'BeeOwner.png', 'HoneyPot.png', 'Welcome_Banner.svg', 'deluxe/blankBoxes.png'] + \
      [f'carousel/{i}.jpg' for i in (1, 2, 3, 4, 6, 7)] + ['carousel/5.png', '../favicon_js.ico', '../favicon_ctf.ico']
miss = [r for r in req if not os.path.isfile(f'{P}/{r}')]
check(not miss, f'logos/mascots/banner/carousel/deluxe/favicons present (missing: {miss})')
# every image decodes
bad = []
for root, _, files in os.walk(A):
    for f in files:
        if f.endswith(('.png', '.jpg', '.jpeg', '.ico')):
            p = os.path.join(root, f)
            fmt = {'.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.ico': 'ico'}[os.path.splitext(f)[1]]
            r = subprocess.run(['identify', fmt + ':-'], stdin=open(p, 'rb'), capture_output=True)
            if r.returncode: bad.append(p)
check(not bad, f'all raster files decode ({bad})')
# 6. steganography: 5.png hides pickle_rick.png the way OpenStego's RandomLSB plugin does (stego.py)
import stego
r = stego.JavaRandom(stego.NO_PASSWORD_SEED)
seq = [r.next_int(800), r.next_int(300), r.next_int(3), r.next_int(1), r.next_int(1 << 30), r.next_int(1500000001)]
check(seq == [40, 154, 2, 0, 689256440, 1448967671], 'JavaRandom(98234782) draws what java.util.Random draws')
car = open(f'{P}/carousel/5.png', 'rb').read()
w5, h5, _ = stego.read_png(car)
check((w5, h5) == (800, 300) and len(car) <= 120_000, f'carousel/5.png is 800x300 and {len(car)} bytes (<= 120000)')
hidden_name, hidden = stego.extract(car)
hw, hh, _ = stego.read_png(hidden)
check(hidden_name == 'pickle_rick.png', f'5.png hides {hidden_name!r}')
check(hidden[:8] == stego.PNG_SIGNATURE and hw * hh > 0, f'the hidden file is a valid {hw}x{hh} PNG ({len(hidden)} bytes)')
tot = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(A) for f in fs)
cnt = sum(len(fs) for _, _, fs in os.walk(A))
print(f'TOTAL: {cnt} files, {tot} bytes ({tot / 1024 / 1024:.2f} MiB)')
print('ALL CHECKS PASSED' if ok else 'SOME CHECKS FAILED')
