/** The response validator the API tests run every answer through: what it accepts and what it refuses. */
import { describe, expect, it } from 'vitest';
import { Contract } from '../support/contract.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const doc = {
  openapi: '3.1.0',
  paths: {
    '/api/Thing/GetById/{id}': {
      get: {
        responses: {
          200: json({
            type: 'object',
            properties: { status: { type: 'string' }, data: { $ref: '#/components/schemas/Detail' } },
            required: ['status', 'data'],
          }),
          404: json({ $ref: '#/components/schemas/Error' }),
        },
      },
    },
    '/api/Thing/GetById/latest': { get: { responses: { 200: json({ type: 'object', properties: {} }) } } },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { status: { const: 'Error' }, message: { type: 'string' } },
        required: ['status', 'message'],
      },
      Summary: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      // zod's .extend() comes out as an allOf; its parts must not refuse each other's fields.
      Detail: {
        allOf: [
          { $ref: '#/components/schemas/Summary' },
          { type: 'object', properties: { price: { type: 'number' } }, required: ['price'] },
        ],
      },
    },
  },
};

describe('Contract', () => {
  const contract = new Contract(doc);

  it('accepts an answer that matches, across an allOf', () => {
    expect(
      contract.check('GET', '/api/Thing/GetById/7', 200, { status: 'Success', data: { name: 'a', price: 1 } }),
    ).toBe(null);
  });

  it('refuses a field the document does not declare, and a missing required one', () => {
    const extra = contract.check('GET', '/api/Thing/GetById/7', 200, {
      status: 'Success',
      data: { name: 'a', price: 1, secret: 'x' },
    });
    expect(extra).toMatch(/additional properties.*secret/);
    const missing = contract.check('GET', '/api/Thing/GetById/7', 200, { status: 'Success', data: { name: 'a' } });
    expect(missing).toMatch(/required property 'price'/);
  });

  it('refuses a status the document does not declare for the operation', () => {
    expect(contract.check('GET', '/api/Thing/GetById/7', 500, { status: 'Error', message: 'x' })).toMatch(
      /500, a status the document does not declare/,
    );
  });

  it('matches a literal path before a template, and unknown calls against the error envelope', () => {
    expect(contract.check('GET', '/api/Thing/GetById/latest?x=1', 200, {})).toBe(null);
    expect(contract.check('GET', '/api/Nope', 404, { status: 'Error', message: 'No such API call.' })).toBe(null);
    expect(contract.check('GET', '/api/Nope', 404, { oops: true })).toMatch(/not an operation/);
  });
});
