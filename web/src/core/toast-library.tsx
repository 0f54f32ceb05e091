import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

// What the first toast loads (core/toasts.tsx): react-hot-toast, and the words of a toast.
export { default as hotToast, Toaster } from 'react-hot-toast';

/** How a toast says what it says, in whichever language the page is in at the time. */
export type Say = (t: TFunction) => string;

/**
 * A toast's words, given as how to say them rather than as a string: a toast still up when the
 * visitor switches language is worded again in the new one, like the page under it.
 */
export function worded(say: Say): ReactElement {
  return <Worded say={say} />;
}

function Worded({ say }: { say: Say }) {
  const { t } = useTranslation();
  return <>{say(t)}</>;
}
