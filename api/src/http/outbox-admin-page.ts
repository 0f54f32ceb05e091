import escapeHtml from 'escape-html';
import type { AdminEntry, AdminSection } from '../outbox/queue/queue-admin.js';

export const OUTBOX_ADMIN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const TITLES: Record<AdminSection, string> = {
  waiting: 'Waiting for delivery',
  failed: 'Failed, to be tried again',
  rejected: 'Rejected by the panel (not retried)',
};

/** Text for HTML: every character that could open markup or end an attribute is escaped. */
const text = (value: string | number | undefined) => escapeHtml(String(value ?? ''));
const time = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : '');

function actions(entry: AdminEntry, section: AdminSection): string {
  if (entry.active) return 'being posted now';
  const id = encodeURIComponent(entry.id);
  const retry =
    section === 'waiting'
      ? ''
      : `<form method="post" action="/admin/outbox/retry?id=${id}"><button>Retry now</button></form>`;
  return `${retry}<form method="post" action="/admin/outbox/discard?id=${id}"><button>Discard</button></form>`;
}

function table(section: AdminSection, entries: AdminEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td><code>${text(entry.id)}</code></td><td>${text(entry.kind)}</td><td>${text(entry.acceptedAt)}</td>` +
        `<td>${entry.attempts}</td><td>${text(entry.lastAnswer)}</td><td>${time(entry.lastAttemptAt)}</td>` +
        `<td>${time(entry.nextAttemptAt)}</td><td>${actions(entry, section)}</td></tr>`,
    )
    .join('');
  return (
    `<h2>${TITLES[section]} (${entries.length})</h2>` +
    (entries.length === 0
      ? '<p>None.</p>'
      : '<table><tr><th>Submission</th><th>Kind</th><th>Accepted</th><th>Attempts</th><th>Panel answer</th><th>Last attempt</th><th>Next attempt</th><th></th></tr>' +
        `${rows}</table>`)
  );
}

/** The admin page: the queue's entries by section, each with retry and discard. */
export function outboxAdminPage(
  sections: Record<AdminSection, AdminEntry[]>,
  onThisDisk: number,
  notice?: string,
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Submissions outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}form{display:inline}
code{font-size:13px}.notice{background:#ffd;padding:.5rem}</style></head><body>
<h1>Submissions outbox</h1>${notice ? `<p class="notice">${text(notice)}</p>` : ''}
<p>On this instance's disk, waiting for the queue's Redis: ${onThisDisk}.</p>
${(Object.keys(TITLES) as AdminSection[]).map((section) => table(section, sections[section])).join('\n')}
</body></html>`;
}

/** Without a queue there is nothing shared to list: where to look instead. */
export const LOCAL_OUTBOX_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Submissions outbox</title></head>
<body><h1>Submissions outbox</h1><p>No queue is configured (QUEUE_REDIS_URL or REDIS_URL): each instance delivers
from its own OUTBOX_DIR; refused submissions are in OUTBOX_DIR/rejected/ with the panel's answer.</p></body></html>`;
