/** The agency's boards as the back office numbers them (docs/product.md, docs/upstream-openapi.yaml). */
export const CATEGORY_IDS = { fashion: 1938, comercial: 1939 } as const;

export type CategoryId = (typeof CATEGORY_IDS)[keyof typeof CATEGORY_IDS];
