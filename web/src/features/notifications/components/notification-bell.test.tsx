import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/testing/render.tsx';
import { badgeText, NotificationBell } from './notification-bell';

afterEach(cleanup);

describe('badgeText', () => {
  it('is hidden at 0, the count up to 9 and "9+" above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('NotificationBell', () => {
  it('shows no badge at 0', () => {
    renderWithProviders(<NotificationBell unreadCount={0} expanded={false} onToggle={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Fráboðanir' })).not.toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('shows the count and names it in the label', () => {
    renderWithProviders(<NotificationBell unreadCount={3} expanded={false} onToggle={() => undefined} />);
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Fráboðanir, 3 ólisnar' })).not.toBeNull();
  });

  it('shows "9+" above 9', () => {
    renderWithProviders(<NotificationBell unreadCount={12} expanded={false} onToggle={() => undefined} />);
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
  });

  it('toggles', () => {
    const onToggle = vi.fn();
    renderWithProviders(<NotificationBell unreadCount={0} expanded onToggle={onToggle} />);
    const bell = screen.getByRole('button', { name: 'Fráboðanir' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(bell);
    expect(onToggle).toHaveBeenCalledOnce();
  });
});
