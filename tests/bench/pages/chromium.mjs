/**
 * Launch options of the benchmarks' Chromium: flags that work for Debian's Chromium on these machines (as root,
 * no GPU, small /dev/shm, loopback only). One copy, so every benchmark measures the same browser.
 */
export const CHROMIUM = {
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-dev-shm-usage',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
};
