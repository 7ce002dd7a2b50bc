/** Coding-challenge status values of `GET /api/Challenges`: "find it" solved, then "fix it" solved too. */
export const CODING_FOUND = 1
export const CODING_FIXED = 2
