/** The local demo users' password (seeded by seed.ts): sign in with it and the code from /dev/mail. */
export const demoPassword = 'Demo-password-2026';
