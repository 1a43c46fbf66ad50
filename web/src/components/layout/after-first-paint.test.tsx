import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a part rendered after the first paint', () => {
  it('is not there in the render that paints the page, and comes after the next frame', async () => {
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
    expect(await screen.findByText('Flyt økisnavnið')).toBeTruthy();
  });

  it('asks for nothing once it is gone before the frame', async () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(
      <AfterFirstPaint>
        <section>Flyt økisnavnið</section>
      </AfterFirstPaint>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
