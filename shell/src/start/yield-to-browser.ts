/** Gives the browser the main thread back (input, paint) between start-up steps. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
