import struct,sys
for fn in sys.argv[1:]:
    d=open(fn,'rb').read()[8:]
    out=[]
    while d:
        l=struct.unpack('>I',d[:4])[0];t=d[4:8].decode()
        body=d[8:8+l]
        if t in ('zTXt','tEXt','iTXt'): out.append('%s(%s)'%(t,body.split(b'\0')[0].decode()))
        elif t!='IDAT' or not out or not out[-1].startswith('IDAT'): out.append(t)
        d=d[12+l:]
    print(fn, ' '.join(out))
