/**
 * When a field's error shows, after Lion's rule: once the buyer changed the field and left it,
 * or once they tried to send; never on the first keystroke. The form is validated only while an
 * error may show, so neither start-up nor the payment view's countdown runs the schema.
 */
import type { ReactiveControllerHost } from 'lit';
import type { FieldIssue, MarketError } from '../api/errors.js';

/** Follows no lifecycle of the host: it asks for updates when an error comes to show. */
export class FieldErrorsController {
  /** Fields changed since the last attempt: a field the service refused stays marked until then. */
  private changed = new Set<string>();
  /** Fields the buyer changed and then left. */
  private left = new Set<string>();
  private submitted = false;
  /** The buyer's field problems, by path, as of the last update in which any may show. */
  private issues = new Map<string, FieldIssue>();

  constructor(private readonly host: Pick<ReactiveControllerHost, 'requestUpdate'>) {}

  /** The buyer changed the field at `path`. */
  edited(path: string): void {
    this.changed.add(path);
  }

  /** The buyer left the field at `path`: its error shows from now on if they had changed it. */
  blurred(path: string): void {
    if (!this.changed.has(path) || this.left.has(path)) return;
    this.left.add(path);
    this.host.requestUpdate();
  }

  /** A submit attempt: every field's error shows. */
  submitting(): void {
    this.submitted = true;
    this.changed.clear();
    this.host.requestUpdate();
  }

  /** Back to the form after a result: errors show again only once earned. */
  reset(): void {
    this.submitted = false;
  }

  /** Whether an error may show, so that the form is validated at this update. */
  get due(): boolean {
    return this.submitted || this.left.size > 0;
  }

  /**
   * Runs `validate` (the form's buyer fields against the schema) only when an error may show.
   * Without one (the check file is not here yet) the issues stay as last checked, and the element
   * checks again once it arrives: no field is shown valid that was not checked.
   */
  check(validate: (() => FieldIssue[]) | undefined): void {
    if (!this.due) this.issues = new Map();
    else if (validate) this.issues = new Map(validate().map((issue) => [issue.path, issue]));
  }

  /**
   * The issue to show at `path`: the schema's, or else the one the service named in a refusal
   * (`failure`) until the buyer changes that field.
   */
  at(path: string, failure: MarketError | undefined): FieldIssue | undefined {
    if (!this.submitted && !this.left.has(path)) return undefined;
    const own = this.issues.get(path);
    if (own || failure?.code !== 'http' || this.changed.has(path)) return own;
    return failure.issues?.find((issue) => issue.path === path);
  }
}
