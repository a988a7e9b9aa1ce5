/**
 * Tells the site's developer what is wrong with the element's setup (one warning per problem and
 * element) as soon as the form is on screen, not when a buyer first presses the button. The check
 * runs in a task of its own after the update that asked for it, and reads no schema: the settings'
 * problems are told then; the host's own request fields, which only the check file's rules can
 * judge, when that file arrives (it is fetched from the buyer's first touch, never for this). A
 * host that sets its attributes one by one is told where it ended up.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { checksNow, whenChecks, type ChecksModule } from '../loading/checks.js';
import { warnOnce } from '../core/warn-once.js';

/**
 * Checks asked for since the last task, run together in one: a page with several elements sets
 * one timer, not one each (a fresh page's setTimeout took about half a millisecond a call in the
 * startup profile), and clears it once no element is left to check.
 */
const due = new Set<SetupWarningsController>();
let timer: ReturnType<typeof setTimeout> | undefined;

function checkDue(): void {
  timer = undefined;
  const controllers = [...due];
  due.clear();
  for (const controller of controllers) controller.check();
}

export class SetupWarningsController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & Element,
    /** Every problem of the setup as it is now, one message each; those of the request's rules when `checks` is given. */
    private readonly problems: (checks: ChecksModule | undefined) => string[],
  ) {
    host.addController(this);
  }

  /** Stops waiting for the check file. */
  private unwait = () => {};

  /** A removed element has no one to tell. */
  hostDisconnected(): void {
    this.unwait();
    due.delete(this);
    if (due.size || timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  }

  /** The setup changed: check it once the current update is done. */
  soon(): void {
    due.add(this);
    timer ??= setTimeout(checkDue);
  }

  /** Warns of each problem of the setup as it is now (once per problem and element). */
  check(): void {
    const checks = checksNow();
    for (const message of this.problems(checks)) warnOnce(this.host, message);
    this.unwait();
    if (!checks) this.unwait = whenChecks(() => this.soon());
  }
}
