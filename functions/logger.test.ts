import { describe, expect, it, vi } from 'vitest';
import { Logger } from './logger.ts';

describe('the JSON logger', () => {
  it('writes one JSON line with level, message, service and the fields, errors included', () => {
    const line = JSON.parse(new Logger({ service: 'users' }).format('ERROR', 'request failed', { error: new Error('boom'), path: '/api/x' }));
    expect(line).toMatchObject({ level: 'ERROR', message: 'request failed', service: 'users', path: '/api/x', error: { name: 'Error', message: 'boom' } });
    expect(line.error.stack).toContain('boom');
  });

  it('keeps quiet below its level', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logger = new Logger({ level: 'WARN' });
    logger.info('not shown');
    logger.warn('shown');
    expect(log).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    log.mockRestore();
    warn.mockRestore();
  });
});
