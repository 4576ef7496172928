/**
 * Lets one submit of a form through at a time (storefront 9's button loading guard). A submit that succeeded holds the
 * form until `holdMs` after it went, which covers a double click, a second press of Enter and a click landing as the
 * page moves on; a failed one frees it at once, so the shopper can correct the form and send it again.
 */
export class SubmitGuard {
  private running = false;
  private heldUntil = 0;

  constructor(
    private readonly holdMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a submit may go now, which then holds the form; false when this one is to be ignored. */
  tryStart(): boolean {
    if (this.running || this.now() < this.heldUntil) return false;
    this.running = true;
    this.heldUntil = this.now() + this.holdMs;
    return true;
  }

  /** How long the form stays held from now: 0 once free, or while a submit runs, the hold it started with. */
  heldForMs(): number {
    return Math.max(0, this.heldUntil - this.now());
  }

  /** The submit has answered. */
  finish(succeeded: boolean): void {
    this.running = false;
    if (!succeeded) this.heldUntil = 0;
  }

  /** Runs `submit` unless the form is held; it resolves to whether it succeeded (a throw counts as a failure). */
  async run(submit: () => Promise<boolean>): Promise<void> {
    if (!this.tryStart()) return;
    let succeeded = false;
    try {
      succeeded = await submit();
    } finally {
      this.finish(succeeded);
    }
  }
}
