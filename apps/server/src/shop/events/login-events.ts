/** Events of the login, registration, token and session features (accounts area). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the accounts area
export interface LoginEvents {}
