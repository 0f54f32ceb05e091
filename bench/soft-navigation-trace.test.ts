import { describe, expect, it } from 'vitest';
import { slowFigureReport } from './lib/soft-navigation-trace.js';
import type { TraceEvent } from './lib/trace-tasks.js';

// A trace as Chromium writes it, cut down: the renderer's main thread (pid 7, tid 7), another
// thread, the click marks the probe makes, and the timeline's request events. Times in µs.
const MAIN = { pid: 7, tid: 7 };
const sent = (requestId: string, ts: number, path: string, priority: string): TraceEvent => ({
  name: 'ResourceSendRequest',
  ph: 'I',
  ts,
  ...MAIN,
  args: { data: { requestId, url: `http://localhost${path}`, priority } },
});
const finished = (requestId: string, ts: number): TraceEvent => ({
  name: 'ResourceFinish',
  ph: 'I',
  ts,
  ...MAIN,
  args: { data: { requestId } },
});
const events: TraceEvent[] = [
  { name: 'softnav-click-1', ph: 'I', ts: 1_000_000, ...MAIN },
  { name: 'softnav-click-2', ph: 'I', ts: 5_000_000, ...MAIN },
  // Before the first click: not in its window.
  { name: 'ThreadControllerImpl::RunTask', ph: 'X', ts: 900_000, dur: 50_000, ...MAIN },
  // In the window: a long task with a script and a layout inside, and a short one.
  { name: 'ThreadControllerImpl::RunTask', ph: 'X', ts: 1_100_000, dur: 80_000, ...MAIN },
  {
    name: 'FunctionCall',
    ph: 'X',
    ts: 1_101_000,
    dur: 60_000,
    ...MAIN,
    args: { data: { functionName: 'S', url: 'http://localhost/assets/react-abc.js' } },
  },
  { name: 'Layout', ph: 'X', ts: 1_165_000, dur: 12_000, ...MAIN },
  { name: 'ThreadControllerImpl::RunTask', ph: 'X', ts: 1_200_000, dur: 10_000, ...MAIN },
  // A message handled outside a scheduled task is a task too.
  { name: 'SimpleWatcher::OnHandleReady', ph: 'X', ts: 1_220_000, dur: 30_000, ...MAIN },
  { name: 'BlinkScheduler_PerformMicrotaskCheckpoint', ph: 'X', ts: 1_221_000, dur: 25_000, ...MAIN },
  // Another thread's long task is not the page's.
  { name: 'ThreadControllerImpl::RunTask', ph: 'X', ts: 1_100_000, dur: 90_000, pid: 7, tid: 9 },
  // A request open across the click, one that ends before it, one the tap started.
  sent('a', 800_000, '/img/720?src=book.jpg', 'Low'),
  finished('a', 1_250_000),
  sent('b', 100_000, '/assets/app.js', 'High'),
  finished('b', 200_000),
  sent('c', 1_010_000, '/assets/models-screen.js', 'High'),
];

describe('slowFigureReport', () => {
  it("lists the main thread's long tasks and the requests in flight between the click and the figure", () => {
    expect(slowFigureReport(events, [{ measure: 'first: back -> list', tap: 1, ms: 300 }])).toEqual([
      '  first: back -> list 300 ms:',
      '    main thread busy 120 ms of it, in 3 tasks',
      '    ThreadControllerImpl::RunTask at 100 ms, 80 ms: FunctionCall S@react-abc.js 60 ms, Layout 12 ms',
      '    SimpleWatcher::OnHandleReady at 220 ms, 30 ms: BlinkScheduler_PerformMicrotaskCheckpoint 25 ms',
      '    request /img/720?src=book.jpg Low: -200 -> 250 ms',
      '    request /assets/models-screen.js High: 10 -> open ms',
    ]);
  });

  it('finds each tap by its own click, and says so when the trace has no mark for it', () => {
    const report = slowFigureReport(events, [
      { measure: 'next: card -> profile name', tap: 2, ms: 400 },
      { measure: 'next: menu -> list', tap: 3, ms: 600 },
    ]);
    // None of the first window's tasks or finished requests; a request still open is still in flight.
    expect(report).toEqual([
      '  next: card -> profile name 400 ms:',
      '    main thread busy 0 ms of it, in 0 tasks',
      '    request /assets/models-screen.js High: -3990 -> open ms',
      '  next: menu -> list 600 ms: no click mark 3 in the trace',
    ]);
  });
});
