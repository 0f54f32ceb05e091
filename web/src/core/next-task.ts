/** Lets the browser run what waits (input, paint) before the code after this goes on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
