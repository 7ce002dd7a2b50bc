"""Hide a file in a PNG the way OpenStego's default "RandomLSB" data-hiding plugin does, and get it back.

Standard library only. `embed` and `extract` work on PNG bytes; the command line does the same on files:

    python3 stego.py embed COVER.png MESSAGE_FILE OUT.png
    python3 stego.py extract STEGO.png [OUT_FOLDER]

What OpenStego (0.7/0.8, "Embed data" with defaults and no password) writes, and what we reproduce:

- The message is gzip-compressed first (OpenStego's default "use compression"); it is not encrypted when no
  password is given.
- A header precedes the message, all little-endian where numbers span several bytes:
      "OPENSTEGO"                 9 bytes, the stamp
      0x02                        1 byte, header version
      data length                 4 bytes (length of the compressed message, without the header)
      channel bits used           1 byte (1 here: one bit per colour channel)
      file name length            1 byte
      compression flag            1 byte (1 = gzip)
      encryption flag             1 byte (0 = none)
      encryption algorithm        8 bytes, "AES128" padded with zero bytes (the default setting, named even when
                                  encryption is off)
      file name                   UTF-8 bytes of the message's file name
- Header and message form one byte stream; each byte is written most significant bit first. Every bit goes to
  a place drawn from java.util.Random seeded with OpenStego's password hash (98234782 when there is no
  password): x = nextInt(width), y = nextInt(height), channel = nextInt(3), bit = nextInt(channelBits); a place
  already used is skipped by drawing again. The header is drawn with channelBits 1 and so is the message here
  (the cover is large enough for one bit per channel).
- Channel 0 is blue, 1 green, 2 red (bit position channel * 8 + bit in Java's packed ARGB value); the bit
  replaces that position of the sample.
- The result is an 8-bit truecolour PNG without colour-management chunks, so any reader (Java's ImageIO included)
  sees exactly the stored sample values.

Assumptions (OpenStego's format is not formally specified): the header layout above is that of OpenStego 0.7 and
later (header version 2 with the 8-byte algorithm field); releases before 0.7 had no algorithm field and would not
read this header. The encryption algorithm field is written as "AES128" because that is OpenStego's default
configuration value.
"""
import gzip
import os
import struct
import sys
import zlib

STAMP = b'OPENSTEGO'
HEADER_VERSION = 2
CRYPT_ALGO = b'AES128'
CRYPT_ALGO_LENGTH = 8
NO_PASSWORD_SEED = 98234782
PNG_SIGNATURE = b'\x89PNG\r\n\x1a\n'


# --- java.util.Random ---------------------------------------------------------------------------------------------

class JavaRandom:
    """The 48-bit linear congruential generator of java.util.Random, with its nextInt(bound)."""

    MULTIPLIER = 0x5DEECE66D
    MASK = (1 << 48) - 1

    def __init__(self, seed):
        self.seed = (seed ^ self.MULTIPLIER) & self.MASK

    def next_bits(self, bits):
        self.seed = (self.seed * self.MULTIPLIER + 0xB) & self.MASK
        value = self.seed >> (48 - bits)
        return value - (1 << 32) if value >= 1 << 31 else value

    def next_int(self, bound):
        if bound <= 0:
            raise ValueError('bound must be positive')
        r = self.next_bits(31)
        m = bound - 1
        if bound & m == 0:
            return (bound * r) >> 31
        u = r
        while True:
            r = u % bound
            if u - r + m < 1 << 31:  # Java's int overflow test: u - r + m < 0 after wrapping
                return r
            u = self.next_bits(31)


def password_seed(password):
    """OpenStego's seed: the first 15 hex digits of MD5(password), or a constant when there is no password."""
    if not password:
        return NO_PASSWORD_SEED
    import hashlib
    return int(hashlib.md5(password.encode('utf-8')).hexdigest()[:15], 16)


# --- PNG reading and writing ---------------------------------------------------------------------------------------

def _chunks(data):
    if data[:8] != PNG_SIGNATURE:
        raise ValueError('not a PNG file')
    pos = 8
    while pos + 8 <= len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])[0]
        if zlib.crc32(kind + body) != crc:
            raise ValueError('PNG chunk %r has a wrong CRC' % kind)
        yield kind, body
        if kind == b'IEND':
            return
        pos += 12 + length
    raise ValueError('PNG file ends without IEND')


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def _unfilter(raw, height, stride, bpp):
    rows, prev, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + prev[i]) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
            elif kind == 4:
                upper_left = prev[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + _paeth(left, prev[i], upper_left)) & 0xFF
            elif kind != 0:
                raise ValueError('unknown PNG filter %d' % kind)
        rows.append(line)
        prev = line
    return rows


def read_png(data):
    """(width, height, rows of RGB bytes) of an 8-bit, non-interlaced truecolour PNG (alpha is dropped)."""
    header, idat = None, b''
    for kind, body in _chunks(data):
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
    if header is None:
        raise ValueError('PNG file has no IHDR')
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError('only 8-bit non-interlaced RGB or RGBA PNGs are supported')
    bpp = 3 if color_type == 2 else 4
    rows = _unfilter(zlib.decompress(idat), height, width * bpp, bpp)
    if bpp == 4:
        rows = [bytearray(b for i in range(0, len(row), 4) for b in row[i:i + 3]) for row in rows]
    return width, height, rows


def _filtered(kind, line, prev, bpp):
    out = bytearray(len(line))
    for i, value in enumerate(line):
        left = line[i - bpp] if i >= bpp else 0
        up = prev[i]
        if kind == 0:
            predicted = 0
        elif kind == 1:
            predicted = left
        elif kind == 2:
            predicted = up
        elif kind == 3:
            predicted = (left + up) >> 1
        else:
            predicted = _paeth(left, up, prev[i - bpp] if i >= bpp else 0)
        out[i] = (value - predicted) & 0xFF
    return out


def _cost(line):
    return sum(v if v < 128 else 256 - v for v in line)


def write_png(width, height, rows, color_type=2):
    """An 8-bit PNG (RGB, or palette-free RGBA with color_type 6) with IHDR, IDAT and IEND only."""
    bpp = 3 if color_type == 2 else 4
    raw, prev = bytearray(), bytearray(width * bpp)
    for line in rows:
        # The usual heuristic: per row, the filter whose output has the smallest sum of absolute values.
        kind, best = min(((k, _filtered(k, line, prev, bpp)) for k in range(5)), key=lambda kb: _cost(kb[1]))
        raw += bytes([kind]) + best
        prev = line

    def chunk(kind, body):
        return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))

    ihdr = struct.pack('>IIBBBBB', width, height, 8, color_type, 0, 0, 0)
    return PNG_SIGNATURE + chunk(b'IHDR', ihdr) + chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b'')


# --- the RandomLSB stream ------------------------------------------------------------------------------------------

def _header(data_length, file_name, compressed, encrypted=False):
    name = file_name.encode('utf-8')
    if len(name) > 255:
        raise ValueError('file name too long for the header')
    return (STAMP + bytes([HEADER_VERSION]) + struct.pack('<I', data_length)
            + bytes([1, len(name), int(compressed), int(encrypted)])
            + CRYPT_ALGO.ljust(CRYPT_ALGO_LENGTH, b'\0') + name)


class _BitPlaces:
    """The sequence of (x, y, channel, bit) places OpenStego visits, never the same place twice."""

    def __init__(self, width, height, password):
        self.width, self.height = width, height
        self.random = JavaRandom(password_seed(password))
        self.used = set()

    def next(self, channel_bits):
        while True:
            r = self.random
            place = (r.next_int(self.width), r.next_int(self.height), r.next_int(3), r.next_int(channel_bits))
            if place not in self.used:
                self.used.add(place)
                return place


def _sample_index(x, channel):
    """Offset of a channel's sample in an RGB row: Java's channel 0 is blue, 2 is red."""
    return x * 3 + (2 - channel)


def embed(cover_png, message, file_name, password=None):
    """The cover PNG with `message` (stored under `file_name`) hidden as OpenStego's RandomLSB plugin does."""
    if password:
        raise ValueError('encryption is not implemented; embed without a password')
    width, height, rows = read_png(cover_png)
    payload = gzip.compress(message, compresslevel=9, mtime=0)
    stream = _header(len(payload), file_name, compressed=True) + payload
    if len(stream) * 8 > width * height * 3:
        raise ValueError('cover image too small for one bit per channel')
    places = _BitPlaces(width, height, password)
    for byte in stream:
        for i in range(8):
            x, y, channel, bit = places.next(1)
            row, index = rows[y], _sample_index(x, channel)
            value = (byte >> (7 - i)) & 1
            row[index] = (row[index] & ~(1 << bit) & 0xFF) | (value << bit)
    return write_png(width, height, rows)


class _Reader:
    def __init__(self, stego_png, password):
        self.width, self.height, self.rows = read_png(stego_png)
        self.places = _BitPlaces(self.width, self.height, password)
        self.channel_bits = 1

    def read(self, count):
        out = bytearray()
        for _ in range(count):
            byte = 0
            for _ in range(8):
                x, y, channel, bit = self.places.next(self.channel_bits)
                byte = (byte << 1) | ((self.rows[y][_sample_index(x, channel)] >> bit) & 1)
            out.append(byte)
        return bytes(out)


def extract(stego_png, password=None):
    """(file name, message) hidden in a PNG by OpenStego's RandomLSB plugin (or by `embed`)."""
    reader = _Reader(stego_png, password)
    if reader.read(len(STAMP)) != STAMP:
        raise ValueError('no OpenStego data (stamp missing)')
    if reader.read(1) != bytes([HEADER_VERSION]):
        raise ValueError('unsupported OpenStego header version')
    fixed = reader.read(8)
    data_length = struct.unpack('<I', fixed[:4])[0]
    channel_bits, name_length, compressed, encrypted = fixed[4], fixed[5], fixed[6] == 1, fixed[7] == 1
    reader.read(CRYPT_ALGO_LENGTH)
    file_name = reader.read(name_length).decode('utf-8')
    if encrypted:
        raise ValueError('the hidden data is encrypted; decryption is not implemented')
    if not 1 <= channel_bits <= 8 or data_length > reader.width * reader.height * 3 * channel_bits // 8:
        raise ValueError('corrupt OpenStego header')
    reader.channel_bits = channel_bits
    data = reader.read(data_length)
    return file_name, gzip.decompress(data) if compressed else data


def main(argv):
    if len(argv) == 5 and argv[1] == 'embed':
        cover, message, out = argv[2:]
        with open(cover, 'rb') as f_cover, open(message, 'rb') as f_message:
            stego = embed(f_cover.read(), f_message.read(), os.path.basename(message))
        with open(out, 'wb') as f_out:
            f_out.write(stego)
        return 0
    if len(argv) in (3, 4) and argv[1] == 'extract':
        with open(argv[2], 'rb') as f_stego:
            name, message = extract(f_stego.read())
        target = os.path.join(argv[3] if len(argv) == 4 else '.', os.path.basename(name) or 'extracted.bin')
        with open(target, 'wb') as f_out:
            f_out.write(message)
        print('extracted %s (%d bytes)' % (target, len(message)))
        return 0
    print(__doc__.split('\n\n')[1], file=sys.stderr)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
