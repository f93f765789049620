/** The order summary module, shown on every step (as the running total) when the form places it nowhere in view. */
export const SUMMARY_MODULE = 'order-summary';
