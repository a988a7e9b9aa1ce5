/**
 * The `console.warn` lines of each test in the file that calls this (in its top level or a
 * `describe`): recorded instead of printed, emptied before each test, and the console put back
 * after it.
 */
export function recordWarnings(): string[] {
  const warnings: string[] = [];
  const realWarn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  });
  afterEach(() => {
    console.warn = realWarn;
  });
  return warnings;
}
