/** Settles in a task after this one: the browser may draw and answer a tap in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
