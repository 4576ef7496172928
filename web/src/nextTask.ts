/** Resolves in a later task, so the work after it does not lengthen the task that is running. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
