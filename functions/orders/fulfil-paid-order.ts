import { registerPaidOrder, type RegisterPaidOrderPorts, type RegistrationOutcome } from './register-paid-order.ts';
import { renewPaidOrder, type RenewPaidOrderPorts } from './renew-paid-order.ts';

export interface FulfilmentOptions {
  /**
   * The last try (the paid-orders job, past the give-up time): a registry that is still down
   * refunds the names instead of keeping the buyer's money for ever.
   */
  giveUpOnOutage?: boolean;
}

/** A paid order carried out at the registry by its kind: new names registered, or a domain renewed. */
export async function fulfilPaidOrder(orderId: string, ports: RegisterPaidOrderPorts & RenewPaidOrderPorts, options: FulfilmentOptions = {}): Promise<RegistrationOutcome> {
  const order = await ports.orders.get(orderId);
  if (!order || order.status !== 'paid') return 'nothing-to-do';
  return order.kind === 'renewal' ? renewPaidOrder(order, ports, options) : registerPaidOrder(orderId, ports, options);
}
