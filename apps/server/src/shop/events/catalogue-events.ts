/** Events of the product catalogue, search and reviews (catalogue area). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the catalogue area
export interface CatalogueEvents {}
