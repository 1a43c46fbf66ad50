import { afterEach, describe, expect, it, vi } from 'vitest';
import { EppConnectionError, EppResultError, EppTimeoutError } from './epp-client.ts';
import { EppProtocolError, type EppResponse } from './epp-codec.ts';
import { mapRegistryFailure } from './epp-failures.ts';
import { registryMetrics } from './registry-metrics.ts';

const result = (code: number) =>
  new EppResultError(code, 'message', {
    code,
    message: 'message',
    results: [{ code, message: 'message' }],
    resData: undefined,
    clTRID: 'A-1',
    svTRID: 'S-1',
  } satisfies EppResponse);

/** The EMF documents written to stdout while `run` runs. */
function emfLines(run: () => void): Record<string, unknown>[] {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  run();
  const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => '_aws' in line);
  log.mockRestore();
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('registry connection failures (EMF)', () => {
  it.each([
    ['no connection', new EppConnectionError('refused'), 'EppConnectionError'],
    ['a timeout', new EppTimeoutError('slow'), 'EppTimeoutError'],
    ['an unreadable answer', new EppProtocolError('garbage'), 'EppProtocolError'],
    ['a refused login', result(2200), 'result 2200'],
    ['a session limit', result(2502), 'result 2502'],
  ])('counts %s once, as the metric the alarm watches', (_, error, reason) => {
    const lines = emfLines(() => mapRegistryFailure(error));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [{ Namespace: 'Okisnavn/production', Dimensions: [[]], Metrics: [{ Name: registryMetrics.connectionFailures, Unit: 'Count' }] }],
      },
      [registryMetrics.connectionFailures]: 1,
      reason,
    });
  });

  it("counts in the function's stage namespace, as CDK sets it", () => {
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'Okisnavn/staging');
    const [line] = emfLines(() => mapRegistryFailure(new EppConnectionError('refused')));
    vi.unstubAllEnvs();
    expect(line).toMatchObject({ _aws: { CloudWatchMetrics: [{ Namespace: 'Okisnavn/staging' }] } });
  });

  it('does not count what the registry answered (a refused command is no connection failure)', () => {
    expect(emfLines(() => mapRegistryFailure(result(2302)))).toEqual([]);
    expect(emfLines(() => mapRegistryFailure(result(2303)))).toEqual([]);
    expect(emfLines(() => mapRegistryFailure(new Error('our bug')))).toEqual([]);
  });
});
