/** The agency's boards as the back office numbers them (spec section 9, upstream-contract.md). */
export const CATEGORY_IDS = { fashion: 1938, comercial: 1939 } as const;

export type CategoryId = (typeof CATEGORY_IDS)[keyof typeof CATEGORY_IDS];
