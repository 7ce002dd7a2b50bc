/** Events of feedback, complaints, uploads, administration and the other customer-service features. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the customer-service area
export interface CustomerServiceEvents {}
