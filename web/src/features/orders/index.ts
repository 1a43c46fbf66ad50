/** The orders feature's public part, for other features (the admin area's orders). */
export { orderStatusText } from './order-texts';
export { saveFile } from './api/download-receipt';
