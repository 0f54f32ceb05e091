// Reads a Chromium trace (the DevTools timeline categories) for the page's main-thread tasks: each
// task over a threshold, with the work inside it that took longest (layout, style, a script, a
// parse), which is what names its cause.

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
};

export type LongTask = { startMs: number; durationMs: number; inside: string[] };

/** What an event inside a task did, readably: its name, and the script or function when known. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  const where = data?.functionName || data?.url?.split('/').pop() || '';
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
  const parsed = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  const main =
    parsed &&
    events.find(
      (e) =>
        e.pid === parsed.pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    );
  if (!main) throw new Error(`no renderer parsed ${url} in the trace`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...onMain.map((e) => e.ts));
  return onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = onMain
        .filter((e) => WORK.has(e.name) && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) >= 5000)
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 4)
        .map(label);
      return {
        startMs: Math.round((task.ts - start) / 1000),
        durationMs: Math.round(task.dur! / 1000),
        inside,
      };
    });
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
];
