import { type FulfilmentOptions, registerPaidOrder, type RegisterPaidOrderPorts, type RegistrationOutcome } from './register-paid-order.ts';
import { renewPaidOrder, type RenewPaidOrderPorts } from './renew-paid-order.ts';

// Declared beside registerPaidOrder, which renewPaidOrder builds on, so that neither imports this file back (an import cycle).
export type { FulfilmentOptions } from './register-paid-order.ts';

/** A paid order carried out at the registry by its kind: new names registered, or a domain renewed. */
export async function fulfilPaidOrder(orderId: string, ports: RegisterPaidOrderPorts & RenewPaidOrderPorts, options: FulfilmentOptions = {}): Promise<RegistrationOutcome> {
  const order = await ports.orders.get(orderId);
  if (!order || order.status !== 'paid') return 'nothing-to-do';
  return order.kind === 'renewal' ? renewPaidOrder(order, ports, options) : registerPaidOrder(orderId, ports, options);
}
