import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a part rendered after the first paint', () => {
  it('is not there in the render that paints the page, nor in the next frame, and comes in the one after', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(
      <main>
        <p>Eitt .fo-navn</p>
        <AfterFirstPaint>
          <section>Flyt økisnavnið</section>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByText('Eitt .fo-navn')).toBeTruthy();
    // Effects have run, the frame has not: nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Flyt økisnavnið')).toBeNull();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Flyt økisnavnið')).toBeNull();
    expect(frames).toHaveLength(2);
    frames[1]!(performance.now());
    expect(await screen.findByText('Flyt økisnavnið')).toBeTruthy();
  });

  it('asks for nothing once it is gone before the frame', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 7);
    const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const { unmount } = render(
      <AfterFirstPaint>
        <section>Flyt økisnavnið</section>
      </AfterFirstPaint>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
