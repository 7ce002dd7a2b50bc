"""Where the art scripts read and write: the repository they are checked out in, and the facts they draw."""
import os

import yaml

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
ASSETS = os.path.join(ROOT, 'data', 'static', 'assets')
IMAGES = os.path.join(ASSETS, 'public', 'images')
# Scratch files of a run; nothing in it is kept.
TMP = '/tmp/art'
os.makedirs(TMP, exist_ok=True)

# The first photo-wall memory is seeded by the code (apps/server/src/shop/seed/seed-business.ts), not the configuration.
FIRST_MEMORY = 'ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg'


def default_config():
    with open(os.path.join(ROOT, 'config', 'default.yml'), encoding='utf-8') as f:
        return yaml.safe_load(f)


def product_images():
    """The image name of every product of the default catalogue, in catalogue order."""
    return [p['image'] for p in default_config()['products']]


def memory_images():
    """The photo-wall images in seeding order: the code's first one, the others, then the geo-stalking ones."""
    memories = default_config()['memories']
    geo = [m for m in memories if 'geoStalkingMetaSecurityQuestion' in m or 'geoStalkingVisualSecurityQuestion' in m]
    return [FIRST_MEMORY] + [m['image'] for m in memories if m not in geo] + [m['image'] for m in geo]
