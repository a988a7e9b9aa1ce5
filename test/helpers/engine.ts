/**
 * Which browser engine runs this test page (web-test-runner.config.js: `engine`), for the few
 * tests that hold only where the engine, or its driver, can do what they need. Each caller says why.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export type Engine = 'chromium' | 'firefox' | 'webkit';

let answer: Promise<Engine> | undefined;

export function engine(): Promise<Engine> {
  answer ??= executeServerCommand<Engine, undefined>('engine');
  return answer;
}

/**
 * Skips the calling test (or, from a `before` hook, its whole suite) unless it runs in one of
 * `engines`. Use as `before(async function () { await onlyIn(this, ['chromium']); })`.
 */
export async function onlyIn(context: Mocha.Context, engines: readonly Engine[]): Promise<void> {
  if (!engines.includes(await engine())) context.skip();
}
