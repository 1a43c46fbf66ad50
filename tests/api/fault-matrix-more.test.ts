import { faultMatrix } from './fault-matrix-rows.ts';

/** The fault matrix's other rows (fault-matrix.test.ts runs the first ones). */
faultMatrix(false);
