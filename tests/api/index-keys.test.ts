import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import type { OrderRecord } from '#functions/orders/order.ts';
import { tableDeclaration } from '#functions/store/table.ts';
import type { TransferRecord } from '#functions/transfers/transfer.ts';
import { createTableFromDeclaration } from '#infra/local/create-table.ts';
import { localAwsRegion } from '#infra/local/dynamodb-local.ts';
import { createPortalTable, dynamoDbLocalCredentials, type PortalTable } from '#functions/adapters/dynamodb/table.ts';
import { indexKey } from '#functions/adapters/dynamodb/entities.ts';
import { createOrderRepository } from '#functions/adapters/dynamodb/order-repository.ts';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { createDomainSettingsRepository } from '#functions/adapters/dynamodb/domain-settings-repository.ts';
import { createTransferRepository } from '#functions/adapters/dynamodb/transfer-repository.ts';
import { createDomainShareRepository } from '#functions/adapters/dynamodb/domain-share-repository.ts';
import { createPaymentCardRepository } from '#functions/adapters/dynamodb/payment-card-repository.ts';
import type { PaymentCardRecord } from '#functions/payment-cards/model.ts';
import { createTeamRepository } from '#functions/adapters/dynamodb/team-repository.ts';
import { createDueRepository } from '#functions/adapters/dynamodb/lifecycle-repository.ts';
import { createAccessTokenRepository, hashAccessToken } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createApiTokenRepository, createApiTokenUses } from '#functions/adapters/dynamodb/api-token-repository.ts';
import { createWebhookRepository } from '#functions/adapters/dynamodb/webhook-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { createCredentialRepository } from '#functions/adapters/dynamodb/credential-repository.ts';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { createClaimRepository } from '#functions/adapters/dynamodb/claim-repository.ts';
import { createOutboxMessageRepository } from '#functions/adapters/dynamodb/outbox-message-repository.ts';
import { createReceiptRepository } from '#functions/adapters/dynamodb/receipt-repository.ts';
import type { IssuedReceiptRecord } from '#functions/orders/receipt.ts';
import { createAccountRepository } from '#functions/adapters/dynamodb/account-repository.ts';
import { createUserDirectory } from '#functions/adapters/dynamodb/admin-user-directory.ts';
import { createDomainHealthRepository } from '#functions/adapters/dynamodb/domain-health-repository.ts';
import type { DomainHealthRecord } from '#functions/domain-health/model.ts';

/**
 * Index keys follow every write (issue 10): after each kind of write the repositories make, the
 * stored gsi keys equal what a fresh put of the same item would write. Every entity with an index
 * key needs a case here; a new one without a case fails the coverage test.
 */
const tableName = `index-keys-${randomUUID()}`;
const entitiesFolder = join(import.meta.dirname, '../../functions/adapters/dynamodb');
const indexAttributes: string[] = tableDeclaration.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]);

// A table of its own in the shared DynamoDB Local; no runtime is needed to call repositories.
let table: PortalTable;
beforeAll(async () => {
  const endpoint = inject('dynamoDbEndpoint');
  table = createPortalTable({ TABLE_NAME: tableName, DYNAMODB_ENDPOINT: endpoint, AWS_REGION: localAwsRegion });
  const client = new DynamoDBClient({ endpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
  await createTableFromDeclaration(client, tableName);
  client.destroy();
});

const repositories = async () => ({
  dynamoDb: table.getDocumentClient(),
  orderRepository: createOrderRepository(table),
  domainRepository: createDomainRepository(table),
  domainSettingsRepository: createDomainSettingsRepository(table),
  transferRepository: createTransferRepository(table),
  accessTokenRepository: createAccessTokenRepository(table),
  credentialRepository: createCredentialRepository(table),
  hashAccessToken,
  activityRepository: createActivityRepository(table),
  outboxMessageRepository: createOutboxMessageRepository(table),
});

type AnyEntity = Entity;

/** Every entity exported by `entities.ts` and `*-entities.ts`, so a new file is seen too. */
async function allEntities(): Promise<AnyEntity[]> {
  const files = (await readdir(entitiesFolder)).filter((file) => file === 'entities.ts' || file.endsWith('-entities.ts'));
  const modules = await Promise.all(files.map((file) => import(join(entitiesFolder, file)) as Promise<Record<string, unknown>>));
  // Each entity is built per table (perTable): the exports named …Entity, built on this test's table.
  return modules.flatMap((module) =>
    Object.entries(module)
      .filter(([name, build]) => name.endsWith('Entity') && typeof build === 'function')
      .map(([, build]) => (build as (on: PortalTable) => unknown)(table))
      .filter((value): value is AnyEntity => value instanceof Entity),
  );
}

const hasIndexKey = (entity: AnyEntity) => indexAttributes.some((name) => name in entity.schema.attributes);
const indexKeysOf = (item: Record<string, unknown>) => Object.fromEntries(indexAttributes.map((name) => [name, item[name]]));

/** The stored item's index keys, and those a put of the same item (as read) would write. */
async function storedAndFreshKeys(entity: AnyEntity, key: Record<string, unknown>) {
  const { dynamoDb } = await repositories();
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: tableName, Key: entity.build(EntityParser).parse(key, { mode: 'key' }).key, ConsistentRead: true }));
  if (!Item) throw new Error(`${entity.entityName} ${JSON.stringify(key)} is not stored`);
  const fresh = entity.build(EntityParser).parse(entity.build(EntityFormatter).format(Item)).item as Record<string, unknown>;
  return { stored: indexKeysOf(Item), fresh: indexKeysOf(fresh) };
}

/** One write a repository makes, and the primary key of the item it leaves behind. */
interface Write {
  after: string;
  write: () => Promise<unknown>;
  key: Record<string, unknown>;
}

const iso = (minutes: number) => new Date(Date.UTC(2031, 0, 1, 12, minutes)).toISOString();
const at = (minutes: number) => new Date(iso(minutes));

function eventAt(minutes: number): EventEnvelope {
  return { metadata: { id: randomUUID(), name: 'test.index-keys', version: 1, occurredAt: iso(minutes) }, data: {} };
}

function anOrder(): OrderRecord {
  const orderId = randomUUID();
  return {
    orderId,
    kind: 'registration',
    ownerType: 'user',
    ownerId: randomUUID(),
    buyerId: randomUUID(),
    buyerEmail: 'keys@example.com',
    locale: 'en',
    status: 'pending',
    years: 1,
    items: [],
    net: 10000,
    vat: 2500,
    vatPercent: 25,
    total: 12500,
    refundedAmount: 0,
    currency: 'DKK',
    idempotencyKey: randomUUID(),
    createdAt: iso(0),
    updatedAt: iso(0),
    version: 1,
  };
}

function aDomain(orderId?: string): DomainRecord {
  return {
    domainId: randomUUID(),
    name: `lyklar-${randomUUID().slice(0, 8)}.fo`,
    ownerType: 'user',
    ownerId: randomUUID(),
    ...(orderId ? { orderId } : {}),
    registrantContactId: 'OKREG1',
    registeredAt: iso(0),
    expiresAt: '2032-01-01T12:00:00.000Z',
    nameServerMode: 'product',
    nameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    transferLock: true,
    registrationLock: false,
    registrationUnlockRequestedAt: iso(0),
    autoRenewal: false,
    updatedAt: iso(0),
    version: 1,
  };
}

function aTransfer(): TransferRecord {
  return {
    transferId: randomUUID(),
    name: `flyt-${randomUUID().slice(0, 8)}.fo`,
    ownerType: 'user',
    ownerId: randomUUID(),
    requestedBy: randomUUID(),
    status: 'requested',
    requestedAt: iso(0),
    registryRequestedAt: iso(0),
    autoApprovalAt: iso(60),
    updatedAt: iso(0),
    version: 1,
  };
}

function aPaymentCard(): PaymentCardRecord {
  return {
    cardId: randomUUID(),
    ownerType: 'user',
    ownerId: randomUUID(),
    name: '',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2039,
    providerCustomerId: 'cus_keys',
    providerPaymentMethodId: 'pm_keys',
    setupId: `cs_test_${randomUUID()}`,
    addedBy: randomUUID(),
    createdAt: iso(0),
    updatedAt: iso(0),
    version: 1,
  };
}

/** Each entity with an index key (by entity name) → the writes its repositories make, in order. */
/** A receipt or credit note taking the sequence's next number (the cases run one after the other). */
async function aBookkeepingDocument(receipts: ReturnType<typeof createReceiptRepository>, kind: 'receipt' | 'credit_note'): Promise<IssuedReceiptRecord> {
  const sequenceNumber = (await receipts.lastSequenceNumber()) + 1;
  return { kind, orderId: randomUUID(), ownerId: randomUUID(), sequenceNumber, receiptNumber: String(sequenceNumber).padStart(6, '0'), issuedAt: iso(0), documents: {} as never };
}

const cases: Record<string, () => Promise<Write[]>> = {
  async order() {
    const { orderRepository } = await repositories();
    let order = anOrder();
    const key = { orderId: order.orderId };
    const step = (after: string, write: () => Promise<unknown>): Write => ({ after, write, key });
    const renewed = aDomain(order.orderId);
    return [
      step('create', () => orderRepository.create({ order, fingerprint: 'f', event: eventAt(0), at: at(0) })),
      step('update (pending → paid)', async () => (order = await orderRepository.update(order, { status: 'paid', paidAt: iso(1) }, at(1)))),
      step('update without a status', async () => (order = await orderRepository.update(order, { checkoutId: 'cs_1' }, at(2)))),
      step('applyPaymentEvent', async () => {
        await orderRepository.applyPaymentEvent({ eventId: randomUUID(), eventType: 'checkout.session.completed', order, changes: { paymentId: 'pi_1' }, events: [], at: at(3) });
        order = { ...order, paymentId: 'pi_1', updatedAt: iso(3), version: order.version + 1 };
      }),
      step('recordRegisteredDomain', async () => {
        await orderRepository.recordRegisteredDomain({ order, changes: { status: 'registered' }, domain: aDomain(order.orderId), event: eventAt(4), at: at(4) });
        order = { ...order, status: 'registered', updatedAt: iso(4), version: order.version + 1 };
      }),
      step('recordRenewal', async () => {
        const { domainRepository } = await repositories();
        await domainRepository.create(renewed);
        await orderRepository.recordRenewal({
          order,
          changes: { items: [] },
          domain: renewed,
          domainChanges: { expiresAt: '2033-01-01T12:00:00.000Z' },
          event: eventAt(5),
          at: at(5),
        });
      }),
    ];
  },

  async domain() {
    const { domainRepository, domainSettingsRepository, orderRepository, transferRepository } = await repositories();
    let domain = aDomain();
    const key = { domainId: domain.domainId };
    const order = anOrder();
    const registered = aDomain(order.orderId);
    const transfer = aTransfer();
    const transferred = aDomain();
    return [
      { after: 'create', key, write: () => domainRepository.create(domain) },
      { after: 'update', key, write: async () => (domain = await domainRepository.update(domain, { autoRenewal: true }, at(1))) },
      { after: 'update of the owner', key, write: async () => (domain = await domainRepository.update(domain, { ownerId: randomUUID() }, at(2))) },
      // The admin's list by expiry (gsi2) follows the expiry.
      { after: 'update of the expiry', key, write: async () => (domain = await domainRepository.update(domain, { expiresAt: '2033-01-01T12:00:00.000Z' }, at(2))) },
      {
        after: 'domain settings save',
        key,
        write: async () => (domain = await domainSettingsRepository.save(domain, { set: { transferLock: false }, remove: ['registrationUnlockRequestedAt'] }, at(3))),
      },
      {
        // A registrant with an e-mail address puts the domain in the registrant index (gsi4).
        after: 'contacts save with a registrant e-mail',
        key,
        write: async () => (domain = await domainSettingsRepository.save(domain, { set: { registrantContactId: 'OKREG2', registrantEmail: 'lyklar@example.fo' } }, at(3))),
      },
      {
        // The registry changed the registrant: its e-mail is no longer known, and the key goes with it.
        after: 'update removing the registrant e-mail',
        key,
        write: async () => (domain = await domainRepository.update(domain, { registrantContactId: 'OKREG3', registrantEmail: null }, at(3))),
      },
      {
        after: 'claim (the owner moves)',
        key,
        write: async () => {
          const to = { ownerType: 'user' as const, ownerId: randomUUID() };
          await createClaimRepository(table).moveDomain({
            domain,
            to,
            changes: { set: { ...to, autoRenewal: false }, detachCard: false },
            removeShares: [],
            removeInvites: [],
            at: at(3),
            events: [],
          });
          domain = { ...domain, ...to, autoRenewal: false, updatedAt: iso(3), version: domain.version + 1 };
        },
      },
      {
        after: 'recordRenewal',
        key,
        write: async () => {
          await orderRepository.create({ order, fingerprint: 'f', event: eventAt(4), at: at(4) });
          await orderRepository.recordRenewal({ order, changes: { items: [] }, domain, domainChanges: { expiresAt: '2033-01-01T12:00:00.000Z' }, event: eventAt(4), at: at(4) });
        },
      },
      {
        after: 'recordRegisteredDomain',
        key: { domainId: registered.domainId },
        write: () =>
          orderRepository.recordRegisteredDomain({
            order: { ...order, version: order.version + 1 },
            changes: { status: 'registered' },
            domain: registered,
            event: eventAt(5),
            at: at(5),
          }),
      },
      {
        after: 'transfer complete',
        key: { domainId: transferred.domainId },
        write: async () => {
          await transferRepository.create(transfer, []);
          await transferRepository.complete({
            transfer,
            changes: { status: 'approved', approvedAt: iso(6) },
            domain: { ...transferred, name: transfer.name },
            events: [],
            at: at(6),
          });
        },
      },
    ];
  },

  async transfer() {
    const { transferRepository } = await repositories();
    const closed = aTransfer();
    const completed = aTransfer();
    return [
      { after: 'create', key: { transferId: closed.transferId }, write: () => transferRepository.create(closed, [eventAt(0)]) },
      {
        after: 'close (requested → cancelled)',
        key: { transferId: closed.transferId },
        write: () => transferRepository.close(closed, { status: 'cancelled', cancelReason: 'cancelled_by_user', cancelledAt: iso(1) }, at(1), []),
      },
      { after: 'create', key: { transferId: completed.transferId }, write: () => transferRepository.create(completed, []) },
      {
        after: 'complete (requested → approved)',
        key: { transferId: completed.transferId },
        write: () =>
          transferRepository.complete({
            transfer: completed,
            changes: { status: 'approved', approvedAt: iso(2) },
            domain: { ...aDomain(), name: completed.name },
            events: [],
            at: at(2),
          }),
      },
    ];
  },

  async paymentCard() {
    const cards = createPaymentCardRepository(table);
    const card = aPaymentCard();
    return [
      { after: 'create', key: { cardId: card.cardId }, write: () => cards.create(card, [eventAt(0)]) },
      { after: 'rename', key: { cardId: card.cardId }, write: () => cards.rename(card, 'Lykil', at(1), []) },
    ];
  },

  // API tokens (issue 30): made, used (the last use, by the HTTP pipeline), revoked.
  async apiToken() {
    const tokens = createApiTokenRepository(table);
    const tokenHash = randomUUID().replaceAll('-', '');
    return [
      {
        after: 'create',
        key: { tokenHash },
        write: () =>
          tokens.create({
            tokenHash,
            tokenId: randomUUID(),
            ownerType: 'user',
            ownerId: randomUUID(),
            name: 'Lyklar',
            scopes: ['dns:read'],
            validUntil: iso(30),
            createdBy: 'u',
            createdAt: iso(0),
          }),
      },
      { after: 'record a use', key: { tokenHash }, write: () => createApiTokenUses(table).recordUse(tokenHash, at(1), '192.0.2.1') },
      { after: 'revoke', key: { tokenHash }, write: () => tokens.revoke(tokenHash, at(2)) },
    ];
  },

  // Webhook endpoints (issue 30): added, renamed, an attempt recorded on them (their last attempt and failing run).
  async webhookEndpoint() {
    const webhooks = createWebhookRepository(table);
    const endpointId = randomUUID();
    const attempt = {
      endpointId,
      deliveryId: 'evt_1',
      type: 'domain.renewed',
      attempt: 1,
      at: iso(1),
      status: 500,
      ok: false,
      durationMs: 12,
      error: 'http_status' as const,
      nextAttemptAt: null,
    };
    return [
      {
        after: 'create',
        key: { endpointId },
        write: () =>
          webhooks.create({
            endpointId,
            ownerType: 'user',
            ownerId: randomUUID(),
            name: 'Krókur',
            url: 'https://example.com/hook',
            events: ['domain.renewed'],
            secret: 'whsec_x',
            enabled: true,
            createdAt: iso(0),
            createdBy: 'u',
          }),
      },
      { after: 'rename', key: { endpointId }, write: () => webhooks.update(endpointId, { name: 'Nýggjur' }) },
      { after: 'record an attempt', key: { endpointId }, write: () => webhooks.recordAttempt({ attempt, delivery: null, failingSince: iso(1), switchOff: null }) },
    ];
  },

  async domainShare() {
    const shares = createDomainShareRepository(table);
    const userId = randomUUID();
    await createUserRepository(table).create({ userId, email: `share-${userId}@example.com`, name: 'Share' });
    const invite = {
      domainId: randomUUID(),
      inviteId: randomUUID(),
      email: `share-${userId}@example.com`,
      invitedBy: randomUUID(),
      createdAt: at(0).toISOString(),
      validUntil: at(1).toISOString(),
    };
    return [
      {
        after: 'accept',
        key: { domainId: invite.domainId, userId },
        write: async () => {
          await shares.addInvite(invite);
          await shares.accept(invite, { domainId: invite.domainId, userId, email: invite.email, invitedBy: invite.invitedBy, sharedAt: at(1).toISOString() });
        },
      },
    ];
  },

  async teamMember() {
    const teams = createTeamRepository(table);
    const teamId = randomUUID();
    const owner = { teamId, userId: randomUUID(), isOwner: true, joinedAt: iso(0) };
    const member = { teamId, userId: randomUUID(), isOwner: false, joinedAt: iso(1) };
    const team = {
      teamId,
      name: 'Lyklar',
      vatNumber: null,
      street: null,
      zip: null,
      city: null,
      attention: null,
      country: null,
      createdBy: owner.userId,
      createdAt: iso(0),
      updatedAt: iso(0),
      version: 1,
    };
    return [
      { after: 'create (the first owner)', key: { teamId, userId: owner.userId }, write: () => teams.create(team, owner) },
      { after: 'addMember', key: { teamId, userId: member.userId }, write: () => teams.addMember(member) },
      { after: 'setOwner', key: { teamId, userId: member.userId }, write: () => teams.setOwner(team, member, true, at(2)) },
    ];
  },

  async dueEntry() {
    const { orderRepository, transferRepository } = await repositories();
    const due = createDueRepository(table);
    const transfer = aTransfer();
    const transferred = { ...aDomain(), name: transfer.name };
    const order = anOrder();
    const domain = aDomain(order.orderId);
    const key = { domainId: domain.domainId, job: 'expiry-sync' };
    return [
      {
        after: 'registration (a new domain is due at once)',
        key,
        write: async () => {
          await orderRepository.create({ order, fingerprint: 'f', event: eventAt(0), at: at(0) });
          await orderRepository.recordRegisteredDomain({ order, changes: { status: 'registered' }, domain, event: eventAt(1), at: at(1) });
        },
      },
      { after: 'schedule (the job moves it)', key, write: () => due.schedule(domain.domainId, 'expiry-sync', at(30)) },
      { after: 'scheduleIfMissing (the backfill leaves it)', key, write: () => due.scheduleIfMissing(domain.domainId, 'expiry-sync', at(1)) },
      {
        after: 'transfer in (the domain is due at once)',
        key: { domainId: transferred.domainId, job: 'lifecycle-notices' },
        write: async () => {
          await transferRepository.create(transfer, []);
          await transferRepository.complete({ transfer, changes: { status: 'approved', approvedAt: iso(2) }, domain: transferred, events: [], at: at(2) });
        },
      },
    ];
  },

  // A failing domain's health is in the failing list (gsi3, sparse); a second failing check keeps it there.
  async domainHealth() {
    const health = createDomainHealthRepository(table);
    const domainId = randomUUID();
    const report = {
      state: 'failing' as const,
      answering: 1,
      total: 2,
      dnssec: 'off' as const,
      problems: [{ code: 'server_not_answering' as const, server: 'ns2.okisnavn.fo' }],
      checkedAt: iso(0),
    };
    const first: DomainHealthRecord = { domainId, name: 'heilsa.fo', report, since: iso(0), told: 'failing', version: 1 };
    const second: DomainHealthRecord = { ...first, report: { ...report, checkedAt: iso(1) }, version: 2 };
    const key = { domainId };
    return [
      { after: 'the first failing check', key, write: () => health.save(first, null) },
      { after: 'a second failing check', key, write: () => health.save(second, first) },
    ];
  },

  async accessToken() {
    const { accessTokenRepository, credentialRepository, hashAccessToken } = await repositories();
    const userId = randomUUID();
    // The password change flags its user (`hasPassword`), which must exist.
    await createUserRepository(table).create({ userId, email: `keys-${userId}@example.com`, name: 'Keys' });
    const key = { tokenHash: '' };
    return [
      {
        after: 'issue',
        key,
        write: async () => {
          const { token } = await accessTokenRepository.issue({ userId, kind: 'session', label: 'keys', now: at(0), lifetimeSeconds: 3600, event: eventAt(0) });
          key.tokenHash = hashAccessToken(token);
        },
      },
      { after: 'revoke', key, write: () => accessTokenRepository.revoke(key.tokenHash, at(1)) },
      {
        after: 'password change (revokes in its transaction)',
        key,
        write: () =>
          credentialRepository.changePassword({ userId, previousHash: null, passwordHash: 'scrypt$x', at: at(2), revokeTokenHashes: [key.tokenHash], event: eventAt(2) }),
      },
    ];
  },

  // The admin's user search (pattern U1): a user's name on the user item, their address on the e-mail claim.
  async user() {
    const users = createUserRepository(table);
    const accounts = createAccountRepository(table);
    const directory = createUserDirectory(table);
    const userId = randomUUID();
    const email = `keys-${userId}@example.com`;
    const key = { userId };
    const address = { street: 'Vegur 1', zip: '100', city: 'Tórshavn', countryCode: 'FO' };
    return [
      { after: 'create', key, write: () => users.create({ userId, email, name: 'Áki Lykil' }) },
      { after: 'language change', key, write: () => users.changeLanguage(userId, undefined, 'en', eventAt(1)) },
      { after: 'profile change with a new name', key, write: () => accounts.updateProfile({ userId, changes: { name: 'Bára Lykil', ...address }, event: eventAt(2) }) },
      { after: 'profile change without the name', key, write: () => accounts.updateProfile({ userId, changes: address, event: eventAt(3) }) },
      { after: 'e-mail verified', key, write: () => accounts.markEmailVerified({ userId, email, at: at(4), event: eventAt(4) }) },
      {
        after: 'deactivated and activated',
        key,
        write: async () => {
          await directory.setDeactivated((await users.get(userId))!, at(5), eventAt(5));
          await directory.setDeactivated((await users.get(userId))!, null, eventAt(6));
        },
      },
    ];
  },

  async userEmailClaim() {
    const accounts = createAccountRepository(table);
    const userId = randomUUID();
    const email = `keys-${userId}@example.com`;
    const moved = `moved-${userId}@example.com`;
    return [
      { after: 'create', key: { email }, write: () => createUserRepository(table).create({ userId, email, name: 'Keys' }) },
      {
        after: 'address change (the new claim)',
        key: { email: moved },
        write: () => accounts.changeEmail({ userId, previousEmail: email, email: moved, at: at(1), event: eventAt(1) }),
      },
    ];
  },

  // The admin's search inside names and addresses (pattern U1): a word of the name, one of the address, kept as the user's name and address change.
  async userSearchWord() {
    const accounts = createAccountRepository(table);
    const userId = randomUUID();
    const email = `keys.${userId}@example.com`;
    const address = { street: 'Vegur 1', zip: '100', city: 'Tórshavn', countryCode: 'FO' };
    return [
      {
        after: 'create (a word of the name)',
        key: { userId, source: 'name', word: 'lykil' },
        write: () => createUserRepository(table).create({ userId, email, name: 'Áki Lykil' }),
      },
      { after: 'create (a part of the address)', key: { userId, source: 'email', word: 'example.com' }, write: async () => undefined },
      {
        after: 'profile change with a new name',
        key: { userId, source: 'name', word: 'lyklasmiður' },
        write: () => accounts.updateProfile({ userId, changes: { name: 'Bára Lyklasmiður', ...address }, event: eventAt(1) }),
      },
      {
        after: 'address change',
        key: { userId, source: 'email', word: 'flutt.fo' },
        write: () => accounts.changeEmail({ userId, previousEmail: email, email: `keys@flutt.fo`, at: at(2), event: eventAt(2) }),
      },
    ];
  },

  async activityEntry() {
    const { activityRepository } = await repositories();
    const entry = { eventId: randomUUID(), subject: `user:${randomUUID()}`, occurredAt: iso(0), actor: randomUUID(), activity: 'test.index-keys' };
    const key = { eventId: entry.eventId, subject: entry.subject, occurredAt: entry.occurredAt };
    return [
      { after: 'recordOnce', key, write: () => activityRepository.recordOnce(entry) },
      { after: 'recordOnce again (redelivery)', key, write: () => activityRepository.recordOnce({ ...entry, actor: 'system' }) },
    ];
  },

  async outboxEvent() {
    const { orderRepository } = await repositories();
    const event = eventAt(0);
    // Every repository writes its events with the same put (the outbox); an order's is one of them.
    return [
      { after: 'a change with its event', key: { eventId: event.metadata.id }, write: () => orderRepository.create({ order: anOrder(), fingerprint: 'f', event, at: at(0) }) },
    ];
  },

  // A personal domain's waiting lift of the portal lock: put when the owner asks (a new time when asked again), deleted when cancelled or lifted.
  async portalLockLift() {
    const { domainRepository, domainSettingsRepository } = await repositories();
    let domain = aDomain();
    const key = { domainId: domain.domainId };
    const lift = (liftsAt: string) => ({ requestedAt: iso(1), requestedBy: domain.ownerId, approval: 'wait' as const, liftsAt });
    return [
      {
        after: 'asking to lift (a domain settings save)',
        key,
        write: async () => {
          await domainRepository.create(domain);
          domain = await domainSettingsRepository.save(
            domain,
            { set: { portalLock: { lockedAt: iso(0), lockedBy: domain.ownerId, lift: lift(iso(30)) } }, portalLockLiftDue: iso(30) },
            at(1),
          );
        },
      },
      {
        after: 'asking again after a cancel',
        key,
        write: async () => (domain = await domainSettingsRepository.save(domain, { portalLockLiftDue: iso(40) }, at(2))),
      },
    ];
  },

  // An unkept payment is written once, with the payment event that made it unkept, and deleted with its refund (never updated).
  async unkeptPayment() {
    const { orderRepository } = await repositories();
    const order = anOrder();
    const key = { orderId: order.orderId, paymentId: 'pi_extra' };
    return [
      {
        after: 'applyPaymentEvent with an extra payment',
        key,
        write: async () => {
          await orderRepository.create({ order, fingerprint: 'f', event: eventAt(0), at: at(0) });
          await orderRepository.applyPaymentEvent({
            eventId: randomUUID(),
            eventType: 'checkout.session.completed',
            order,
            changes: null,
            events: [],
            unkept: [{ orderId: order.orderId, paymentId: 'pi_extra', reason: 'extra_payment' }],
            at: at(1),
          });
        },
      },
    ];
  },

  // Receipts and credit notes are written once each, with the sequence's move (never updated).
  async receipt() {
    const receipts = createReceiptRepository(table);
    const document = await aBookkeepingDocument(receipts, 'receipt');
    return [{ after: 'issue', key: { orderId: document.orderId }, write: () => receipts.issue(document) }];
  },

  async creditNote() {
    const receipts = createReceiptRepository(table);
    const document = await aBookkeepingDocument(receipts, 'credit_note');
    return [{ after: 'issue', key: { orderId: document.orderId }, write: () => receipts.issueCreditNote(document) }];
  },

  async outboxMessage() {
    const { outboxMessageRepository } = await repositories();
    const to = `keys-${randomUUID().slice(0, 8)}@example.com`;
    const key: Record<string, unknown> = {};
    return [
      {
        after: 'record',
        key,
        write: async () => {
          await outboxMessageRepository.record({ channel: 'email', from: 'no-reply@okisnavn.fo', to, subject: 'Lyklar', text: 'Hey', sentAt: at(0) });
          const [message] = await outboxMessageRepository.list({ to });
          Object.assign(key, { to: message!.to, sentAt: message!.sentAt, id: message!.id });
        },
      },
    ];
  },
};

describe('index keys', () => {
  it('has a case for every entity with an index key', async () => {
    const indexed = (await allEntities()).filter(hasIndexKey).map((entity) => entity.entityName);
    expect(indexed.length).toBeGreaterThan(0);
    expect(indexed.filter((name) => !(name in cases))).toEqual([]);
  });

  for (const [entityName, writes] of Object.entries(cases)) {
    it(`${entityName}: after each write, the stored index keys are a fresh put's`, async () => {
      const entity = (await allEntities()).find((candidate) => candidate.entityName === entityName);
      expect(entity, `no entity named ${entityName}`).toBeDefined();
      const mismatches: string[] = [];
      for (const { after, write, key } of await writes()) {
        await write();
        const { stored, fresh } = await storedAndFreshKeys(entity!, key);
        expect(
          Object.values(fresh).some((value) => value !== undefined),
          `${after}: no index key at all`,
        ).toBe(true);
        if (JSON.stringify(stored) !== JSON.stringify(fresh)) mismatches.push(`after ${after}: stored ${JSON.stringify(stored)}, a put writes ${JSON.stringify(fresh)}`);
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('an update rewrites a key it carries all the inputs of, leaves one it carries none of, and refuses one it carries only some of', async () => {
    const probe = new Entity({
      name: 'indexKeyProbe',
      table,
      schema: item({ probeId: string().key(), team: string(), role: string(), note: string() }).and((schema) => ({
        gsi3pk: indexKey(schema, ['team', 'role'], ({ team, role }) => `${team}#${role}`),
      })),
      computeKey: ({ probeId }) => ({ pk: `PROBE#${probeId}`, sk: 'PROBE' }),
      timestamps: false,
    });
    const written = (update: Record<string, string>) => {
      const params = probe
        .build(UpdateItemCommand)
        .item(update as never)
        .params();
      return Object.values(params.ExpressionAttributeNames ?? {}).includes('gsi3pk') ? params.ExpressionAttributeValues : null;
    };
    expect(Object.values(written({ probeId: 'p', team: 't', role: 'r' }) ?? {})).toContain('t#r');
    expect(written({ probeId: 'p', note: 'n' })).toBeNull();
    expect(() => written({ probeId: 'p', team: 't' })).toThrow(/must also set role/);
  });

  it('a paid order is found by the paid-orders query (status index)', async () => {
    const { orderRepository } = await repositories();
    const order = anOrder();
    await orderRepository.create({ order, fingerprint: 'f', event: eventAt(0), at: at(0) });
    await orderRepository.update(order, { status: 'paid', paidAt: iso(1) }, at(1));
    const paid = await orderRepository.listByStatusBefore('paid', iso(2), 1000);
    expect(paid.map((found) => found.orderId)).toContain(order.orderId);
    const pending = await orderRepository.listByStatusBefore('pending', iso(2), 1000);
    expect(pending.map((found) => found.orderId)).not.toContain(order.orderId);
  });
});
