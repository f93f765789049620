/**
 * Runs the scripts a printed form's page holds until its first paint (src/held-scripts.ts). Built on its own and
 * printed inline after them by includes/Takeover_Scripts.php.
 */
import { afterFirstPaint, runHeldScripts } from './held-scripts';

afterFirstPaint( runHeldScripts );
