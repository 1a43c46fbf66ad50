/** The local demo users' password (seeded by seed.ts): sign in with it and the code from /dev/mail. */
export const demoPassword = 'Demo-password-2026';

/**
 * Its scrypt hash with today's parameters (functions/auth/password.ts), made once and kept here: the
 * seed stores it for every demo user instead of hashing the public demo password again at every
 * start with a fresh table (each API test file, every `npm start --in-memory`), two 128 MiB scrypt
 * runs each time. demo-password.test.ts fails if it stops matching the password or the parameters.
 */
export const demoPasswordHash = 'scrypt$131072$8$1$s5ls7_qsCGAkDrTfyyp5jg$0bzlx5Zm_kamCOsfaFty9sQOevQaoh5iIjcT9xFTRzk';
