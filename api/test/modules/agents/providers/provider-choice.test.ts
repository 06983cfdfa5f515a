import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../../src/config.js';
import { createAgentProvider } from '../../../../src/modules/agents/providers/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-provider-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789', ...env });

const LLM = { LLM_BASE_URL: 'https://llm.example/v1/', LLM_API_KEY: 'sk-test', LLM_MODEL: 'family-safety-1' };

describe('which provider answers (issue 12)', () => {
  it('is the built-in security agent by default, with no network', () => {
    expect(config().llm).toBeUndefined();
    expect(createAgentProvider(config()).name).toBe('security-agent');
  });

  it('is the OpenAI-compatible LLM when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set', () => {
    expect(config(LLM).llm).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: 'sk-test',
      model: 'family-safety-1',
    });
    expect(createAgentProvider(config(LLM)).name).toBe('llm');
  });

  it('refuses some of the three without the others', () => {
    const { LLM_MODEL: _model, ...partial } = LLM;
    expect(() => config(partial)).toThrow(ConfigError);
    expect(() => config(partial)).toThrow(/LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together/);
    expect(() => config({ ...LLM, LLM_BASE_URL: 'ftp://llm.example' })).toThrow(/LLM_BASE_URL/);
  });
});
