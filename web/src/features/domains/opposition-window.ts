/**
 * A `.fo` registration without a matching trademark can be opposed by a trademark holder within
 * 20 days after registration: the domain view says so while that window is open.
 */
export const oppositionDays = 20;

const dayMs = 24 * 60 * 60 * 1000;

/** The end of the opposition window, or null when it has passed (or the date is unreadable). */
export function oppositionDeadline(registeredAt: string, now: Date = new Date()): Date | null {
  const registered = new Date(registeredAt).getTime();
  if (Number.isNaN(registered)) return null;
  const deadline = registered + oppositionDays * dayMs;
  return now.getTime() < deadline && now.getTime() >= registered - dayMs ? new Date(deadline) : null;
}
