import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { label, outermost, type TraceEvent } from './trace-tasks.js';

// SOFTNAV_TRACE=1: every visit of the matrix is traced, and a tap over its target is explained from
// the trace: what the page's main thread ran between the click and the frame the figure names, and
// which requests were in flight then. The probe marks each click (`softnav-click-N`,
// soft-navigation-probe.js), so a figure's window is found in the trace without mapping clocks.
// Tracing makes the main thread slower: a traced run says why a run was slow, not how fast it is.

const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'toplevel'];

export const tracing = () => process.env.SOFTNAV_TRACE === '1';

export const startTrace = (browser: Browser, page: Page) =>
  browser.startTracing(page, { categories: CATEGORIES, screenshots: false });

/** A figure over its target: the tap it belongs to (the Nth click of the visit) and how long it took. */
export type SlowFigure = { measure: string; tap: number; ms: number };

/**
 * Writes the trace beside the other temporary files and prints what explains each slow figure
 * (slowFigureReport).
 */
export function explainSlow(trace: Buffer, label: string, slow: SlowFigure[]): void {
  const file = join(tmpdir(), `softnav-${label.replace(/[^a-z0-9]+/gi, '-')}.json`);
  writeFileSync(file, trace);
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  console.error([`${label}: trace in ${file}`, ...slowFigureReport(events, slow)].join('\n'));
}

/**
 * For each slow figure, from its click to the frame it names: how long the main thread was busy,
 * its tasks of 16 ms or more (with what took longest inside each, 4 ms or more), and the requests
 * in flight; times in ms from the click. A task is an event not inside another one on that thread
 * (a scheduled task, or a message handled outside one: Chromium names them differently).
 */
export function slowFigureReport(events: TraceEvent[], slow: SlowFigure[]): string[] {
  const lines: string[] = [];
  for (const figure of slow) {
    const click = events.find((e) => e.name === `softnav-click-${figure.tap}`);
    if (!click) {
      lines.push(`  ${figure.measure} ${figure.ms} ms: no click mark ${figure.tap} in the trace`);
      continue;
    }
    const from = click.ts;
    const to = from + figure.ms * 1000;
    const at = (ts: number) => `${Math.round((ts - from) / 1000)}`;
    lines.push(`  ${figure.measure} ${figure.ms} ms:`);
    const onMain = events.filter((e) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X');
    const inWindow = outermost(onMain.filter((e) => e.dur !== undefined)).filter(
      (e) => e.ts < to && e.ts + (e.dur ?? 0) > from,
    );
    const busy = inWindow.reduce((sum, e) => sum + Math.min(to, e.ts + e.dur!) - Math.max(from, e.ts), 0);
    lines.push(`    main thread busy ${Math.round(busy / 1000)} ms of it, in ${inWindow.length} tasks`);
    for (const task of inWindow.filter((e) => e.dur! >= 16_000)) {
      const inside = onMain
        .filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) >= 4000)
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 5)
        .map(label);
      lines.push(
        `    ${task.name} at ${at(task.ts)} ms, ${Math.round(task.dur! / 1000)} ms: ${inside.join(', ')}`,
      );
    }
    for (const request of requestsIn(events, from, to))
      lines.push(
        `    request ${request.url} ${request.priority}: ${at(request.start)} -> ${request.end === undefined ? 'open' : at(request.end)} ms`,
      );
  }
  return lines;
}

/** The page's requests that overlapped [from, to], from the timeline's send and finish events. */
function requestsIn(events: TraceEvent[], from: number, to: number) {
  const requests = new Map<string, { url: string; priority: string; start: number; end?: number }>();
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceSendRequest' && data.url)
      requests.set(data.requestId, {
        url: data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90),
        priority: data.priority ?? '',
        start: event.ts,
      });
    else if (event.name === 'ResourceFinish') {
      const request = requests.get(data.requestId);
      if (request) request.end = event.ts;
    }
  }
  return [...requests.values()].filter((r) => r.start < to && (r.end === undefined || r.end > from));
}
