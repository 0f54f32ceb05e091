import { useEffect, useState } from 'react';
import { localIsoDate } from './validation';

/**
 * Today (yyyy-MM-dd) in the visitor's calendar, for a date input's max. Undefined until after
 * hydration: the server's day can differ from the visitor's, and the markup must match.
 */
export function useToday(): string | undefined {
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(localIsoDate(new Date())), []);
  return today;
}
