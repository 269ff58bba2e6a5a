import { render, screen } from '@testing-library/react';
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';

import { Markdown } from '../../src/bundling/MarkdownAsText';
import { createMerger, createShallowAllOfMerge } from '../../src/bundling/schemaMerge';
import uriResolver from '../../src/bundling/uriResolver';

describe('the stand-ins the production bundle uses for what RJSF imports', () => {
  it('resolve and compare $ref addresses as fast-uri does for the calls RJSF makes', () => {
    const cases: [string, string][] = [
      ['https://registration.local/schemas/form.schema.json', '#/definitions/x'],
      ['https://registration.local/schemas/form.schema.json', 'fees.json#/options'],
      ['https://a.example/c/d.json', '../e.json'],
    ];
    for (const [base, reference] of cases)
      expect(uriResolver.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
    expect(uriResolver.equal('https://a.example/x', 'https://A.EXAMPLE/x')).toBe(
      fastUri.equal('https://a.example/x', 'https://A.EXAMPLE/x'),
    );
    expect(uriResolver.equal('https://a.example/x', 'https://a.example/y')).toBe(false);
  });

  it('leave a schema without allOf as it is, and render a first part of one that has it', () => {
    const merge = createShallowAllOfMerge(createMerger().mergeArrayOfSchemaDefinitions);
    const plain = { type: 'string', maxLength: 200 };
    expect(merge(plain)).toBe(plain);
    expect(merge({ title: 'x', allOf: [{ type: 'string' }, { minLength: 1 }] })).toEqual({
      title: 'x',
      type: 'string',
    });
  });

  it('show descriptions as the plain text they are in this form', () => {
    render(<Markdown>Bring your badge to every session.</Markdown>);
    expect(screen.getByText('Bring your badge to every session.')).toBeInTheDocument();
  });
});
