import type { KeyDescriptions } from './key-description.js'

export const productDescriptions: KeyDescriptions = {
  products: {
    since: '0.1.0',
    description:
      'The product catalogue, seeded in this order (the position is the product id). A profile that sets `products` replaces the whole list. Exactly one product must carry each of the four challenge markers below, and no product more than one.',
  },
  'products[].name': {
    since: '0.1.0',
    description: 'Product name, also used as its translation key.',
  },
  'products[].price': {
    since: '0.1.0',
    description: 'Price in the shop currency; a random whole amount from 1 to 9 when left out.',
  },
  'products[].deluxePrice': {
    since: '0.1.0',
    description: 'Price for deluxe members; the normal price when left out.',
  },
  'products[].description': {
    since: '0.1.0',
    description: 'Description, HTML allowed; a placeholder text when left out.',
  },
  'products[].image': {
    since: '0.1.0',
    description:
      'Product picture: a bundled file name or an `http(s)` URL downloaded at start; `undefined.png` when left out.',
  },
  'products[].quantity': {
    since: '0.1.0',
    description: 'Stock at start; a random number from 30 to 99, drawn at every start, when left out.',
  },
  'products[].limitPerUser': {
    since: '0.1.0',
    description:
      'The most of this product one customer may put in the basket; deluxe members are exempt. No limit when left out.',
  },
  'products[].deletedDate': {
    since: '0.1.0',
    description:
      'Any value seeds the product as deleted (hidden from the shop, still in the database); the value itself is not used.',
  },
  'products[].reviews': {
    since: '0.1.0',
    description: 'Reviews seeded for the product.',
  },
  'products[].reviews[].text': {
    since: '0.1.0',
    description: 'The review text.',
  },
  'products[].reviews[].author': {
    since: '0.1.0',
    description:
      "Key of the seeded user who wrote it (such as `admin` or `bender`), stored as that user's e-mail.",
  },
  'products[].useForChristmasSpecialChallenge': {
    since: '0.1.0',
    description:
      'Marks the deleted product that players order anyway in the Christmas Special challenge (exactly one product).',
  },
  'products[].urlForProductTamperingChallenge': {
    since: '0.1.0',
    description:
      "Marks the product whose description link players change in the Product Tampering challenge, and gives the link's original target (exactly one product).",
  },
  'products[].keywordsForPastebinDataLeakChallenge': {
    since: '0.1.0',
    description:
      'Marks the unsafe product of the Leaked Unsafe Product challenge and lists the ingredients players must report (exactly one product).',
  },
  'products[].fileForRetrieveBlueprintChallenge': {
    since: '0.1.0',
    description:
      'Marks the product whose hidden blueprint file players download in the Retrieve Blueprint challenge, and names that file (a bundled file name or an `http(s)` URL; exactly one product).',
  },
  'products[].exifForBlueprintChallenge': {
    since: '0.1.0',
    description:
      "EXIF properties of that product's picture that hint at the blueprint; required beside `fileForRetrieveBlueprintChallenge`, `~` allowed.",
  },
}

export const memoryDescriptions: KeyDescriptions = {
  memories: {
    since: '0.1.0',
    description:
      'Photos seeded on the photo wall. A profile that sets `memories` replaces the whole list. Exactly one memory must carry the meta geo-stalking question and answer, and exactly one the visual ones.',
  },
  'memories[].image': {
    since: '0.1.0',
    description: 'The photo: a bundled file name or an `http(s)` URL downloaded at start.',
  },
  'memories[].caption': {
    since: '0.1.0',
    description: 'Caption shown under the photo.',
  },
  'memories[].user': {
    since: '0.1.0',
    description:
      'Key of the seeded user who posted it. The geo-stalking memories leave it out (or name `john` and `emma`), as they belong to those users.',
  },
  'memories[].geoStalkingMetaSecurityQuestion': {
    since: '0.1.0',
    description:
      "Id of the security question seeded for `john`, whose answer the photo's metadata gives away (Meta Geo Stalking challenge).",
  },
  'memories[].geoStalkingMetaSecurityAnswer': {
    since: '0.1.0',
    description: "`john`'s answer to that question.",
  },
  'memories[].geoStalkingVisualSecurityQuestion': {
    since: '0.1.0',
    description:
      'Id of the security question seeded for `emma`, whose answer can be seen in the photo (Visual Geo Stalking challenge).',
  },
  'memories[].geoStalkingVisualSecurityAnswer': {
    since: '0.1.0',
    description: "`emma`'s answer to that question.",
  },
}
