import { createHash } from 'node:crypto';
import { buildSchema, getOperationAST, parse, validate } from 'graphql';
import { readTypeDefs } from './schema';
import { persistedOperationsManifest } from './persistedOperationsManifest';
import { knownOperationNames } from './knownOperations';
import { trustedDocumentsEnforced } from './trustedDocuments';

const { operations } = persistedOperationsManifest();

describe('the persisted operations manifest', () => {
  it("holds the app's operations", () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map(({ name }) => name)).toEqual(expect.arrayContaining(['AuditUser', 'EmbeddedWidget', 'WidgetSummary', 'Revocation']));
  });

  it('every entry parses and validates against schema.graphql, as the named operation of its type', () => {
    const schema = buildSchema(readTypeDefs());
    for (const { name, type, body } of operations) {
      const document = parse(body);
      expect({ name, errors: validate(schema, document).map(({ message }) => message) }).toEqual({ name, errors: [] });
      const operation = getOperationAST(document);
      expect([operation?.name?.value, operation?.operation]).toEqual([name, type]);
    }
  });

  it('keys each text by its sha256, with unique names', () => {
    for (const { id, body } of operations) expect(createHash('sha256').update(body).digest('hex')).toBe(id);
    expect(new Set(operations.map(({ name }) => name)).size).toBe(operations.length);
  });

  it('holds each text as Apollo Client sends it: __typename on every object selection, fragments included', () => {
    const brokers = operations.find(({ name }) => name === 'UserBrokerAccount')!;
    expect(brokers.body).toContain('__typename');
    expect(brokers.body).toContain('fragment BrokerFields on Broker');
  });

  it('names the known operations for metrics labels', () => {
    expect(knownOperationNames()).toEqual(new Set(operations.map(({ name }) => name)));
  });
});

describe('trustedDocumentsEnforced', () => {
  it('is on in production and off otherwise, unless TRUSTED_DOCUMENTS says', () => {
    expect(trustedDocumentsEnforced({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: undefined })).toBe(true);
    expect(trustedDocumentsEnforced({ NODE_ENV: 'development', TRUSTED_DOCUMENTS: undefined })).toBe(false);
    expect(trustedDocumentsEnforced({ NODE_ENV: 'test', TRUSTED_DOCUMENTS: undefined })).toBe(false);
    expect(trustedDocumentsEnforced({ NODE_ENV: 'test', TRUSTED_DOCUMENTS: 'on' })).toBe(true);
    expect(trustedDocumentsEnforced({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' })).toBe(false);
  });
});
