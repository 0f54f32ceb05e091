// Reads a Chromium trace (the DevTools timeline categories) for the page's main-thread tasks: each
// task over a threshold, with the work inside it that took longest (layout, style, a script, a
// parse), which is what names its cause.

/** A Chromium trace event, with the fields the benches read. */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      processId?: number;
      requestId?: string;
      priority?: string;
    };
    beginData?: { url?: string };
  };
};

/**
 * `page`: the page's own work (layout, style, script, parse, paint) makes up at least half the
 * task. Otherwise the task is the browser's: committing the navigation, setting up the window's
 * script context, IPC, which an empty page pays too (bench/long-tasks.ts loads one as a control).
 */
export type LongTask = { startMs: number; durationMs: number; page: boolean; inside: string[] };

/**
 * What an event inside a task did, readably: its name, the function and script when known
 * (`function@file`, either alone when the other is not), and how long it took.
 */
export function label(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url?.split('/').pop()?.slice(0, 60) ?? '';
  const where = data?.functionName ? `${data.functionName}${file ? `@${file}` : ''}` : file;
  return `${event.name}${where ? ` ${where}` : ''} ${Math.round((event.dur ?? 0) / 1000)} ms`;
}

const WORK = new Set([
  'Layout',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'Decode Image',
  'HitTest',
]);

/**
 * The tasks longer than `overMs` on the main thread of the renderer that parsed the page at `url`
 * (the browser traces every process, its own pages too), from the trace's events.
 */
export function longTasks(events: TraceEvent[], url: string, overMs: number): LongTask[] {
  // The browser reports which renderer process committed the page; that process's main thread
  // runs the page (on Linux its id is the process's). ParseHTML, also on that thread, is the
  // fallback: its URL can be empty when the document arrives in several chunks.
  const committed = events.find(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url?.startsWith(url),
  )?.args?.data?.processId;
  const parsed = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  const main = committed ? { pid: committed, tid: committed } : parsed;
  if (!main) throw new Error(`no renderer committed or parsed ${url} in the trace`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...onMain.map((e) => e.ts));
  return onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const work = onMain.filter((e) => WORK.has(e.name) && e.ts >= task.ts && e.ts < end);
      return {
        startMs: Math.round((task.ts - start) / 1000),
        durationMs: Math.round(task.dur! / 1000),
        page: outermost(work).reduce((sum, e) => sum + (e.dur ?? 0), 0) * 2 >= task.dur!,
        inside: work
          .filter((e) => (e.dur ?? 0) >= 5000)
          .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
          .slice(0, 4)
          .map(label),
      };
    });
}

/**
 * The events not inside another of them (a FunctionCall's MinorGC would count twice), by start;
 * of two starting together, the longer.
 */
export function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kept: TraceEvent[] = [];
  let coveredTo = -Infinity;
  for (const event of sorted) {
    if (event.ts < coveredTo) continue;
    kept.push(event);
    coveredTo = event.ts + (event.dur ?? 0);
  }
  return kept;
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
];
