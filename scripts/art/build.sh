#!/bin/sh
# Draws the shop's images into data/static/assets (scratch files go to /tmp/art).
set -e
cd "$(dirname "$0")"
A=../../data/static/assets
python3 products.py
python3 stl.py
exiftool -q -Model=OpenSCAD -overwrite_original $A/public/images/products/3d_keychain.jpg
python3 logos.py
python3 memories.py
python3 carousel.py
mkdir -p $A/public/images/padding
for w in 1 11 19 56 81; do convert -size ${w}x1 xc:none -strip -depth 8 PNG32:$A/public/images/padding/${w}px.png; done
