/** A model id as the back office gives them (spec route rule: digits); anything else names no model. */
export const isModelId = (id: string): boolean => /^\d{1,12}$/.test(id);
