import { loadConfig } from '../../../../config';
import { readCompletion, readTrees } from '../answer';

describe('detection provider configuration', () => {
  it('uses the local detector by default, even when an OpenAI key is set', () => {
    const defaults = loadConfig({});
    expect(defaults.detectionProvider).toBe('local');
    expect(defaults.openai).toEqual({
      apiKey: null,
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 60_000,
    });
    const withKey = loadConfig({ OPENAI_API_KEY: 'sk-abc' });
    expect(withKey.detectionProvider).toBe('local');
    expect(withKey.openai.apiKey).toBe('sk-abc');
    expect(loadConfig({ DETECTION_PROVIDER: 'local' }).detectionProvider).toBe('local');
  });

  it('selects OpenAI with DETECTION_PROVIDER=openai and a key, reading every OpenAI variable', () => {
    const config = loadConfig({
      DETECTION_PROVIDER: 'OpenAI',
      OPENAI_API_KEY: 'sk-abc',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/',
      OPENAI_MODEL: 'gpt-4o',
      OPENAI_TIMEOUT_MS: '15000',
    });
    expect(config.detectionProvider).toBe('openai');
    expect(config.openai).toEqual({
      apiKey: 'sk-abc',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'gpt-4o',
      timeoutMs: 15_000,
    });
  });

  it.each([
    [{ DETECTION_PROVIDER: 'openai' }, 'DETECTION_PROVIDER=openai needs OPENAI_API_KEY'],
    [{ DETECTION_PROVIDER: 'openai', OPENAI_API_KEY: '  ' }, 'needs OPENAI_API_KEY'],
    [{ DETECTION_PROVIDER: 'gpt' }, 'DETECTION_PROVIDER must be one of local, openai'],
    [{ OPENAI_BASE_URL: 'api.openai.com/v1' }, 'OPENAI_BASE_URL must be an absolute http(s) URL'],
    [{ OPENAI_TIMEOUT_MS: '0' }, 'OPENAI_TIMEOUT_MS must be a whole number from 1 to 600000'],
  ])('refuses %j at start-up with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('reading the model answer', () => {
  const answer = (content: unknown) => ({
    choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

  it('keeps numeric crowns as given', () => {
    expect(readCompletion(answer('{"trees": [{"x": 1.5, "y": 2, "confidence": 0.7}]}'))).toEqual([
      { x: 1.5, y: 2, confidence: 0.7 },
    ]);
    expect(readTrees({ trees: [] })).toEqual([]);
  });

  it.each([
    [null, 'no choices'],
    [{ choices: [{}] }, 'the answer has no text'],
    [answer('{"trees": '), 'the answer is not JSON'],
    [
      { choices: [{ message: { content: '{"trees": [{"x": 1' }, finish_reason: 'length' }] },
      'the answer was cut short',
    ],
    [answer('[1, 2]'), 'no "trees" list'],
    [answer('{"trees": [{"x": 1, "y": 2}]}'), 'tree 1 does not have numeric'],
    [answer('{"trees": [{"x": 1, "y": null, "confidence": 1}]}'), 'tree 1 does not have numeric'],
    [answer('{"trees": [{"x": 1, "y": 2, "confidence": "high"}]}'), 'does not have numeric'],
  ])('refuses %j', (body, reason) => {
    expect(() => readCompletion(body)).toThrow(reason);
  });
});
