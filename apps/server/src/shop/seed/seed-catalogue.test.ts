import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loader.js'
import { paths } from '../../platform/paths.js'
import { createShop, type Shop } from '../shop.js'

type Row = Record<string, unknown>

/** The reference's catalogue: name|price|deluxe price (= same)|stock (rnd = 30–99)|limit (- none)|image. */
const catalogue = `
Apple Juice (1000ml)|1.99|0.99|rnd|5|apple_juice.jpg
Orange Juice (1000ml)|2.99|2.49|rnd|-|orange_juice.jpg
Eggfruit Juice (500ml)|8.99|=|rnd|-|eggfruit_juice.jpg
Raspberry Juice (1000ml)|4.99|=|rnd|-|raspberry_juice.jpg
Lemon Juice (500ml)|2.99|1.99|rnd|5|lemon_juice.jpg
Banana Juice (1000ml)|1.99|=|rnd|-|banana_juice.jpg
OWASP Juice Shop T-Shirt|22.49|=|rnd|5|fan_shirt.jpg
OWASP Juice Shop CTF Girlie-Shirt|22.49|=|rnd|-|fan_girlie.jpg
OWASP SSL Advanced Forensic Tool (O-Saft)|0.01|=|rnd|-|orange_juice.jpg
Christmas Super-Surprise-Box (2014 Edition)|29.99|=|rnd|-|undefined.jpg
Rippertuer Special Juice|16.99|=|rnd|-|undefined.jpg
OWASP Juice Shop Sticker (2015/2016 design)|999.99|=|rnd|-|sticker.png
OWASP Juice Shop Iron-Ons (16pcs)|14.99|=|rnd|-|iron-on.jpg
OWASP Juice Shop Magnets (16pcs)|15.99|=|rnd|-|magnets.jpg
OWASP Juice Shop Sticker Page|9.99|=|rnd|-|sticker_page.jpg
OWASP Juice Shop Sticker Single|4.99|=|rnd|-|sticker_single.jpg
OWASP Juice Shop Temporary Tattoos (16pcs)|14.99|=|rnd|-|tattoo.jpg
OWASP Juice Shop Mug|21.99|=|rnd|-|fan_mug.jpg
OWASP Juice Shop Hoodie|49.99|=|rnd|-|fan_hoodie.jpg
OWASP Juice Shop-CTF Velcro Patch|2.92|=|5|5|velcro-patch.jpg
Woodruff Syrup "Forest Master X-Treme"|6.99|=|rnd|-|woodruff_syrup.jpg
Green Smoothie|1.99|=|rnd|-|green_smoothie.jpg
Quince Juice (1000ml)|4.99|=|rnd|-|quince.jpg
Apple Pomace|0.89|=|rnd|5|apple_pressings.jpg
Fruit Press|89.99|=|rnd|-|fruit_press.jpg
OWASP Juice Shop Logo (3D-printed)|99.99|=|rnd|-|3d_keychain.jpg
Juice Shop Artwork|278.74|=|0|-|artwork.jpg
Global OWASP WASPY Award 2017 Nomination|0.03|=|rnd|-|waspy.png
Strawberry Juice (500ml)|3.99|=|rnd|-|strawberry_juice.jpeg
Carrot Juice (1000ml)|2.99|=|rnd|-|carrot_juice.jpeg
OWASP Juice Shop Sweden Tour 2017 Sticker Sheet (Special Edition)|19.1|=|rnd|-|stickersheet_se.png
Pwning OWASP Juice Shop|5.99|=|rnd|-|cover_small.jpg
Melon Bike (Comeback-Product 2018 Edition)|2999|=|3|1|melon_bike.jpeg
OWASP Juice Shop Coaster (10pcs)|19.99|=|0|-|coaster.jpg
OWASP Snakes and Ladders - Web Applications|0.01|=|8|-|snakes_ladders.jpg
OWASP Snakes and Ladders - Mobile Apps|0.01|=|0|-|snakes_ladders_m.jpg
OWASP Juice Shop Holographic Sticker|2.00|=|0|-|holo_sticker.png
OWASP Juice Shop "King of the Hill" Facemask|13.49|=|0|1|fan_facemask.jpg
Juice Shop Adversary Trading Card (Common)|2.99|0.99|rnd|5|ccg_common.png
Juice Shop Adversary Trading Card (Super Rare)|99.99|69.99|2|1|ccg_foil.png
Juice Shop "Permafrost" 2020 Edition|9999.99|=|1|1|permafrost.jpg
Best Juice Shop Salesman Artwork|5000|=|1|-|artwork2.jpg
OWASP Juice Shop Card (non-foil)|1000|=|3|1|card_alpha.jpg
20th Anniversary Celebration Ticket|0.00000000000000000001|=|rnd|1|20th.jpeg
OWASP Juice Shop LEGO™ Tower|799|=|3|1|lego_case.jpg
DSOMM & Juice Shop User Day Ticket|55.20|=|rnd|1|user_day_ticket.png
Pineapple Juice (1000ml)|2.99|=|rnd|-|pineapple_juice.png
Melon Juice (1000ml)|2.49|=|rnd|-|melon_juice.png
Grape Juice (1000ml)|2.99|=|rnd|-|grape_juice.png
Dragonfruit Juice (500ml)|3.99|=|rnd|-|dragonfruit_juice.png
Berry Juice (1000ml)|3.49|=|rnd|-|berry_juice.png
Basil Smoothie|2.99|=|rnd|-|basil_smoothie.png
Bragă (500ml)|2.49|=|rnd|-|braga.jpg
Elderflower Cordial (500ml)|3.29|=|rnd|-|elderflower_cordial.jpg
Sea Buckthorn Juice (500ml)|3.99|=|rnd|-|sea_buckthorn_juice.jpg
Pomegranate Drink (500ml)|4.49|=|rnd|-|pomegranate_drink.jpg
`
  .trim()
  .split('\n')
  .map((line) => {
    const [name = '', price = '', deluxe = '', stock = '', limit = '', image = ''] = line.split('|')
    return {
      name,
      price: Number(price),
      deluxePrice: deluxe === '=' ? Number(price) : Number(deluxe),
      stock: stock === 'rnd' ? undefined : Number(stock),
      limit: limit === '-' ? null : Number(limit),
      image,
    }
  })

const deletedIds = [10, 11, 12, 27, 28, 31, 39, 40, 44, 46]

/** The reference's seeded reviews as [product id, author email]. */
const reviews: [number, string][] = [
  [1, 'admin@juice-sh.op'],
  [1, 'basil@juice-sh.op'],
  [2, 'uvogin@juice-sh.op'],
  [3, 'admin@juice-sh.op'],
  [6, 'bender@juice-sh.op'],
  [17, 'mc.safesearch@juice-sh.op'],
  [20, 'mc.safesearch@juice-sh.op'],
  [20, 'jim@juice-sh.op'],
  [22, 'jim@juice-sh.op'],
  [30, 'uvogin@juice-sh.op'],
  [32, 'morty@juice-sh.op'],
  [35, 'bjoern@owasp.org'],
  [36, 'mc.safesearch@juice-sh.op'],
  [37, 'mc.safesearch@juice-sh.op'],
  [37, 'jim@juice-sh.op'],
  [37, 'bender@juice-sh.op'],
  [38, 'uvogin@juice-sh.op'],
  [38, 'bender@juice-sh.op'],
  [39, 'bender@juice-sh.op'],
  [40, 'bender@juice-sh.op'],
  [41, 'mc.safesearch@juice-sh.op'],
  [42, 'stan@juice-sh.op'],
  [42, 'bender@juice-sh.op'],
  [43, 'accountant@juice-sh.op'],
  [44, 'bjoern@owasp.org'],
  [45, 'bjoern@owasp.org'],
  [46, 'wurstbrot@juice-sh.op'],
  [46, 'J12934@juice-sh.op'],
  [52, 'basil@juice-sh.op'],
]

const byProductAndAuthor = (a: [number, string], b: [number, string]): number =>
  a[0] - b[0] || a[1].localeCompare(b[1])

describe('seeded products', () => {
  let shop: Shop
  let products: Row[]
  beforeAll(() => {
    shop = createShop({ config: loadConfig({ configDir: paths.configDir, env: {} }), env: {} })
    products = shop.db.prepare('SELECT * FROM Products ORDER BY id').all() as Row[]
  })
  afterAll(() => shop.close())

  it('creates the 56 products of the catalogue in order', () => {
    expect(products.map((product) => product.id)).toEqual(catalogue.map((_entry, index) => index + 1))
    expect(products.map((product) => product.name)).toEqual(catalogue.map((entry) => entry.name))
  })

  it('stores price, deluxe price (defaulting to the price) and image', () => {
    expect(products.map((product) => [product.price, product.deluxePrice, product.image])).toEqual(
      catalogue.map((entry) => [entry.price, entry.deluxePrice, entry.image]),
    )
  })

  it('soft-deletes exactly the 10 deleted products', () => {
    expect(products.filter((product) => product.deletedAt !== null).map((product) => product.id)).toEqual(
      deletedIds,
    )
  })

  it('creates one quantity row per product with the configured or a random stock', () => {
    const quantities = shop.db.prepare('SELECT * FROM Quantities ORDER BY id').all() as Row[]
    expect(quantities.map((row) => [row.id, row.ProductId])).toEqual(products.map((p) => [p.id, p.id]))
    quantities.forEach((row, index) => {
      const entry = catalogue[index]!
      if (entry.stock === undefined) {
        expect(row.quantity, entry.name).toBeGreaterThanOrEqual(30)
        expect(row.quantity, entry.name).toBeLessThanOrEqual(99)
      } else {
        expect(row.quantity, entry.name).toBe(entry.stock)
      }
      expect(row.limitPerUser, entry.name).toBe(entry.limit)
    })
    expect(quantities[19]).toMatchObject({ ProductId: 20, quantity: 5, limitPerUser: 5 })
  })

  it('appends the tampering link to product 9 exactly', () => {
    const description = String(products[8]?.description)
    expect(
      description.endsWith(' <a href="https://www.owasp.org/index.php/O-Saft" target="_blank">More...</a>'),
    ).toBe(true)
  })

  it('appends the seasonal note to the Christmas special and the unsafe note to product 11', () => {
    expect(String(products[9]?.description)).toMatch(/\([^()]*[Ss]easonal[^()]*\)$/)
    const unsafe = String(products[10]?.description)
    expect(unsafe).toMatch(/\([^()]*unsafe[^()]*\)$/)
    for (const fact of [
      'Cherymoya Annona cherimola',
      'Jabuticaba Myrciaria cauliflora',
      'Bael Aegle marmelos',
    ]) {
      expect(unsafe).toContain(fact)
    }
    expect(unsafe).toContain('<br/><span style="color:red;">')
  })

  it('appends no note to ordinary products', () => {
    expect(String(products[0]?.description)).not.toMatch(/More\.\.\.|unsafe|[Ss]easonal/)
  })
})

describe('seeded reviews', () => {
  let shop: Shop
  beforeAll(() => {
    shop = createShop({ config: loadConfig({ configDir: paths.configDir, env: {} }), env: {} })
  })
  afterAll(() => shop.close())

  it('stores the 29 reviews in shop.docs.posts with product and author email', () => {
    const posts = shop.docs.posts.find({})
    expect(posts).toHaveLength(29)
    const actual = posts.map((post): [number, string] => [Number(post.product), String(post.author)])
    expect(actual.sort(byProductAndAuthor)).toEqual([...reviews].sort(byProductAndAuthor))
  })

  it('starts every review without likes and with a 17-character id', () => {
    for (const post of shop.docs.posts.find({})) {
      expect(post).toMatchObject({ likesCount: 0, likedBy: [] })
      expect(typeof post.message).toBe('string')
      expect(post._id).toMatch(/^[0-9A-Za-z]{17}$/)
    }
  })

  it('points to the photo wall in the LEGO tower review', () => {
    const [review] = shop.docs.posts.find({ product: 45 })
    expect(review?.message).toContain('/#/photo-wall')
  })
})
