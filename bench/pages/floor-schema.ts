/**
 * zod/mini with the same kinds of schema and check as src/checks/eager-schemas.ts (objects, strings,
 * numbers, arrays, every rule a refinement, one superRefine), and nothing of ours: what the
 * client entry cannot weigh less than.
 */
import * as z from 'zod/mini';

const rule = <T>(fn: (v: T) => boolean) => z.refine<T>(fn, 'message');
const text = z.string().check(rule((s) => s.length > 0 && s.length < 9 && /^\S+$/.test(s)));

export const schema = z.object({
  text,
  amount: z.number().check(rule((n) => n > 0)),
  count: z.number().check(rule(Number.isInteger), rule((n) => n >= 1 && n <= 9)),
  list: z.array(z.object({ text })).check(z.superRefine((list, ctx) => void (list.length > 9 && ctx.issues.push({ code: 'custom', input: list, message: '' })))),
});
