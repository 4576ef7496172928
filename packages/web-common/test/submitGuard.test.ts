import { SubmitGuard } from '../src/submitGuard';

const HOLD_MS = 3_000;

/** A guard on a clock the test moves by hand. */
function guardAt(start = 1_000_000) {
  const clock = { now: start };
  return { guard: new SubmitGuard(HOLD_MS, () => clock.now), clock };
}

/** A submit the test answers when it chooses. */
function pendingSubmit() {
  let answer: (succeeded: boolean) => void = () => undefined;
  const calls: number[] = [];
  const submit = () => {
    calls.push(calls.length + 1);
    return new Promise<boolean>((resolve) => (answer = resolve));
  };
  return { submit, calls, answer: (succeeded: boolean) => answer(succeeded) };
}

describe('SubmitGuard (storefront 9: button loading guard 3 s)', () => {
  it('lets a double click through once while the first submit runs', async () => {
    const { guard } = guardAt();
    const { submit, calls, answer } = pendingSubmit();
    const first = guard.run(submit);
    const second = guard.run(submit);
    expect(calls).toHaveLength(1);
    answer(true);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
  });

  it('holds the form for 3 s after a successful submit went, then lets the next through', async () => {
    const { guard, clock } = guardAt();
    const submit = jest.fn(() => Promise.resolve(true));
    await guard.run(submit);
    clock.now += HOLD_MS - 1;
    await guard.run(submit);
    expect(submit).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await guard.run(submit);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('frees the form at once after a failed submit, so a corrected form can be sent', async () => {
    const { guard, clock } = guardAt();
    const submit = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await guard.run(submit);
    clock.now += 10;
    await guard.run(submit);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('counts a submit that throws as failed, and passes the error on', async () => {
    const { guard } = guardAt();
    await expect(guard.run(() => Promise.reject(new Error('network down')))).rejects.toThrow('network down');
    const submit = jest.fn(() => Promise.resolve(true));
    await guard.run(submit);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps holding a slow submit past 3 s until it answers', async () => {
    const { guard, clock } = guardAt();
    const { submit, calls, answer } = pendingSubmit();
    const first = guard.run(submit);
    clock.now += HOLD_MS * 5;
    await guard.run(submit);
    expect(calls).toHaveLength(1);
    answer(true);
    await first;
    void guard.run(submit);
    expect(calls).toHaveLength(2);
  });

  it('tells how long the form stays held: the hold while it runs and after a success, none after a failure', async () => {
    const { guard, clock } = guardAt();
    expect(guard.heldForMs()).toBe(0);
    const { submit, answer } = pendingSubmit();
    const running = guard.run(submit);
    clock.now += 1_000;
    expect(guard.heldForMs()).toBe(HOLD_MS - 1_000);
    answer(true);
    await running;
    clock.now += 500;
    expect(guard.heldForMs()).toBe(HOLD_MS - 1_500);
    clock.now += HOLD_MS;
    expect(guard.heldForMs()).toBe(0);

    const failing = pendingSubmit();
    const failed = guard.run(failing.submit);
    failing.answer(false);
    await failed;
    expect(guard.heldForMs()).toBe(0);
  });
});
