/** The orders feature's public part, for other features (the admin area's orders). */
export { orderStatusText } from './order-texts';
export { DownloadButton } from './components/download-button';
export { DayAndTime, MoneyCell } from './components/order-cells';
export { hasReceipt } from './components/receipts-table';
export { useOrders } from './api/get-orders';
