/** Events of two-factor authentication, password change and reset, data export and erasure (accounts area). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the accounts area
export interface RecoveryEvents {}
