import { loadConfig, type Config } from '../src/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/tala-test-unused', RUN_JOBS: 'false' }),
    ...overrides,
  };
}
