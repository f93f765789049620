/**
 * Real-world state filing fees (USD, as published by each secretary of state in 2024-2025) and processing
 * times, the numbers behind the sandbox's filing products. [LLC articles, corporation articles, standard
 * business days to file, state expedite fee or null when the state sells none, expedited hours].
 */
export type StateFees = readonly [
	llc: number,
	corp: number,
	standardDays: number,
	expediteFee: number | null,
	expeditedHours: number,
];

export const STATE_FEES: Readonly< Record< string, StateFees > > = {
	AL: [ 200, 200, 5, 100, 24 ],
	AK: [ 250, 250, 10, null, 72 ],
	AZ: [ 50, 60, 15, 35, 72 ],
	AR: [ 45, 50, 3, null, 24 ],
	CA: [ 70, 100, 10, 350, 24 ],
	CO: [ 50, 50, 1, null, 4 ],
	CT: [ 120, 250, 5, 50, 24 ],
	DE: [ 110, 109, 10, 100, 24 ],
	DC: [ 99, 99, 15, 50, 72 ],
	FL: [ 125, 70, 5, null, 48 ],
	GA: [ 100, 100, 7, 100, 48 ],
	HI: [ 50, 50, 5, 25, 24 ],
	ID: [ 100, 100, 7, 20, 24 ],
	IL: [ 150, 150, 10, 100, 24 ],
	IN: [ 95, 95, 2, null, 24 ],
	IA: [ 50, 50, 3, null, 24 ],
	KS: [ 160, 90, 3, 20, 24 ],
	KY: [ 40, 40, 3, null, 24 ],
	LA: [ 100, 75, 5, 30, 24 ],
	ME: [ 175, 145, 10, 50, 24 ],
	MD: [ 100, 120, 15, 50, 72 ],
	MA: [ 500, 275, 5, null, 24 ],
	MI: [ 50, 50, 10, 50, 24 ],
	MN: [ 155, 135, 5, null, 24 ],
	MS: [ 50, 50, 3, null, 24 ],
	MO: [ 50, 58, 5, null, 24 ],
	MT: [ 35, 70, 5, 20, 24 ],
	NE: [ 100, 60, 3, null, 24 ],
	NV: [ 425, 725, 3, 125, 24 ],
	NH: [ 100, 100, 7, null, 48 ],
	NJ: [ 125, 125, 7, 25, 24 ],
	NM: [ 50, 100, 10, null, 48 ],
	NY: [ 200, 125, 7, 25, 24 ],
	NC: [ 125, 125, 10, 100, 24 ],
	ND: [ 135, 100, 5, null, 24 ],
	OH: [ 99, 99, 7, 100, 24 ],
	OK: [ 100, 50, 5, 25, 24 ],
	OR: [ 100, 100, 5, null, 24 ],
	PA: [ 125, 125, 10, 100, 24 ],
	RI: [ 150, 230, 5, 50, 24 ],
	SC: [ 110, 125, 3, null, 24 ],
	SD: [ 150, 150, 3, 50, 24 ],
	TN: [ 300, 100, 5, null, 24 ],
	TX: [ 300, 300, 10, 25, 48 ],
	UT: [ 59, 59, 5, 75, 24 ],
	VT: [ 155, 125, 5, 25, 24 ],
	VA: [ 100, 75, 7, 100, 24 ],
	WA: [ 200, 180, 5, 50, 24 ],
	WV: [ 100, 100, 5, 25, 24 ],
	WI: [ 130, 100, 5, 25, 24 ],
	WY: [ 100, 100, 15, null, 24 ],
	PR: [ 250, 150, 5, null, 24 ],
};

/** Days from filing to the documents reaching the customer, after the state has filed. */
export const DOCUMENTS_AFTER_FILING_DAYS = 2;

/** Our own rush processing, added as a surcharge on every expedited method. */
export const RUSH_SURCHARGE = 50;

/**
 * County-level trade name (DBA / assumed name) filings where the real filing is local: fee, days.
 */
export const LOCAL_TRADE_NAME_FILINGS: Readonly<
	Record< string, ReadonlyArray< readonly [ string, number, number ] > >
> = {
	CA: [
		[ 'Los Angeles County', 26, 5 ],
		[ 'San Diego County', 48, 3 ],
		[ 'San Francisco', 41, 5 ],
	],
	TX: [
		[ 'Harris County', 25, 3 ],
		[ 'Travis County', 24, 3 ],
	],
};

/** State-level trade name fees where the state files it (others have none in the sandbox). */
export const STATE_TRADE_NAME_FEES: Readonly< Record< string, number > > = {
	AZ: 10,
	DE: 25,
	FL: 50,
	IL: 150,
	NV: 25,
	NY: 25,
	TX: 25,
	WA: 5,
	WY: 100,
};
