/** Button looks shared by modals and pages: at least 44 px tall, a finger's target (issue 26). */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

export const primaryButton = `${base} bg-blue-700 text-white shadow-sm hover:bg-blue-800 focus-visible:outline-blue-700`;
export const secondaryButton = `${base} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-blue-700`;
export const dangerButton = `${base} bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600`;
