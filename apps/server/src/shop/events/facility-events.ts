/** Events of the server facilities: file server, keys, logs, metrics, well-known files and hidden routes. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the facilities area
export interface FacilityEvents {}
