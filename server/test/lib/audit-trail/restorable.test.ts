import { expect, it } from 'vitest';
import { RESTORABLE_ENTITIES } from '../../../../common/options.js';
import { RESTORABLE } from '../../../lib/audit-trail/restorable.js';

it('knows the table of every restorable entity the app lists, and no other', () => {
  expect(Object.keys(RESTORABLE).sort()).toEqual([...RESTORABLE_ENTITIES].sort());
});

it('restores an owner before what it owns: citizen, then licences and vehicles, then records', () => {
  for (const kind of Object.values(RESTORABLE)) {
    if (kind.owner) expect(RESTORABLE[kind.owner.entity].rank).toBeLessThan(kind.rank);
  }
});
