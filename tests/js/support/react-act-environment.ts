/**
 * Every test that renders React wraps its updates in act(); React checks for them (and warns about updates
 * outside act()) only when this flag is set.
 */
(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;
