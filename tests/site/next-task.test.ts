import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../lib/next-task';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task after the next frame, in a task of its own, never in the event that asked for it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const task = vi.fn();

    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    frames.shift()!(0);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
