/**
 * What the API says is left of this visitor's cost budget (the `RateLimit` and `RateLimit-Policy`
 * headers of every GraphQL answer, README "Demand control"). Screens fetched ahead are paid from
 * the same budget as what the visitor asks for: they may use half of it, never the half a visitor
 * browsing fast needs for their own taps. Kept in the tab's session storage until the window
 * resets, so a page loaded anew knows it before its first answer.
 */
type Budget = { left: number; quota: number | null; until: number };

const STORAGE_KEY = 'rate-budget';
let known: Budget | null = null;

const numberIn = (header: string | null, key: string): number | null => {
  const match = header ? new RegExp(`(?:^|;)\\s*${key}=(\\d+)`).exec(header) : null;
  return match ? Number(match[1]) : null;
};

function stored(): Budget | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Budget | null;
  } catch {
    return null;
  }
}

/** Reads an answer's rate-limit headers (absent ones change nothing). */
export function noteRateLimit(headers: Pick<Headers, 'get'>, now = Date.now()): void {
  const left = numberIn(headers.get('ratelimit'), 'r');
  if (left === null) return;
  const seconds = numberIn(headers.get('ratelimit'), 't') ?? 60;
  const quota = numberIn(headers.get('ratelimit-policy'), 'q') ?? known?.quota ?? stored()?.quota ?? null;
  known = { left, quota, until: now + seconds * 1000 };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(known));
  } catch {
    // Private modes may refuse storage: this page still knows.
  }
}

/** Whether fetching ahead leaves the visitor at least half of their budget (true when nothing is known). */
export function budgetAllowsPrefetch(now = Date.now()): boolean {
  const budget = known ?? stored();
  if (!budget || budget.quota === null || now >= budget.until) return true;
  return budget.left * 2 >= budget.quota;
}

/** Each test starts with no answer seen. */
export function forgetRateLimit(): void {
  known = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
