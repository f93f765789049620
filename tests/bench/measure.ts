/**
 * A tiny benchmark kit: run a function many times after a warm-up and report the median and the 95th percentile.
 */
import { performance } from 'node:perf_hooks';

export interface Figures {
	name: string;
	runs: number;
	median: number;
	p95: number;
	goal?: number;
}

export function measure(
	name: string,
	fn: ( run: number ) => void,
	{
		runs = 200,
		warmup = 20,
		goal,
	}: { runs?: number; warmup?: number; goal?: number } = {}
): Figures {
	for ( let i = 0; i < warmup; i++ ) {
		fn( i );
	}
	const times: number[] = [];
	for ( let i = 0; i < runs; i++ ) {
		const start = performance.now();
		fn( i );
		times.push( performance.now() - start );
	}
	times.sort( ( a, b ) => a - b );
	return {
		name,
		runs,
		median: times[ Math.floor( runs / 2 ) ],
		p95: times[ Math.min( runs - 1, Math.floor( runs * 0.95 ) ) ],
		goal,
	};
}

/** Prints one line per figure, straight to stdout (not through jest's console, which adds stack traces). */
export function report( figures: Figures[] ): void {
	for ( const f of figures ) {
		const goal =
			f.goal === undefined
				? ''
				: `  goal <= ${ f.goal } ms: ${ f.median <= f.goal ? 'met' : 'MISSED' } (${ ( f.median / f.goal ).toFixed( 2 ) }x of goal)`;
		process.stdout.write(
			`BENCH ${ f.name }: median ${ f.median.toFixed( 3 ) } ms, p95 ${ f.p95.toFixed( 3 ) } ms over ${ f.runs } runs${ goal }\n`
		);
	}
}
