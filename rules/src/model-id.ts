/**
 * A model id as the back office gives them (spec route rule: digits); anything else names no
 * model. The API checks ids it is asked for with it; the site, the ids of a shared shortlist link.
 */
export const isModelId = (id: string): boolean => /^\d{1,12}$/.test(id);
