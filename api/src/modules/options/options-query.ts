import type { QueryResolvers } from '../../generated/resolvers-types.js';

export const options: QueryResolvers['options'] = (_parent, { locale }) => ({ locale: locale ?? 'pt' });
