import { describe, expect, it } from 'vitest';
import { ClientConfig } from '../../../../contract/config';
import { parseClientConfig } from '../../../../src/data/client-config';
import { telemetryKeysOf } from '../../../../src/data/telemetry-config';
import { TEST_CONFIG } from '../app/fake-session';

const SAMPLES: [string, unknown][] = [
  ['the emulator config', TEST_CONFIG],
  [
    'a real project with analytics',
    {
      ...TEST_CONFIG,
      firebase: { ...TEST_CONFIG.firebase, appId: '1:2:web:3' },
      authEmulatorUrl: null,
      billing: 'stripe',
      stripePublishableKey: 'pk_test',
      posthogKey: 'phc_1',
      posthogHost: 'https://eu.i.posthog.com',
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
    },
  ],
  ['extra fields', { ...TEST_CONFIG, later: true, firebase: { ...TEST_CONFIG.firebase, x: 1 } }],
  ['an unknown billing mode', { ...TEST_CONFIG, billing: 'paid' }],
  ['a missing field', { ...TEST_CONFIG, sentryDsn: undefined }],
  ['a copy from before the upload limit', { ...TEST_CONFIG, maxUploadBytes: undefined }],
  ['a bad upload limit', { ...TEST_CONFIG, maxUploadBytes: -1 }],
  ['a number for a string', { ...TEST_CONFIG, posthogKey: 5 }],
  ['no firebase block', { ...TEST_CONFIG, firebase: null }],
  ['a firebase block without apiKey', { ...TEST_CONFIG, firebase: { projectId: 'p' } }],
  ['null', null],
  ['an array', []],
  ['a string', 'config'],
];

describe('parseClientConfig (the sign-in page reads the config without zod)', () => {
  it.each(SAMPLES)('agrees with the contract schema on %s', (_name, body) => {
    const schema = ClientConfig.safeParse(body);
    expect(parseClientConfig(body)).toEqual(schema.success ? schema.data : null);
  });
});

describe('telemetryKeysOf (the home page reads only the analytics keys)', () => {
  it('takes the keys of a config and nothing else', () => {
    expect(telemetryKeysOf({ ...TEST_CONFIG, posthogKey: 'phc_1', sentryDsn: '' })).toEqual({
      posthogKey: 'phc_1',
      posthogHost: null,
      sentryDsn: null,
    });
    expect(telemetryKeysOf('not json')).toBeNull();
  });
});
