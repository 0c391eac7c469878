import { expect, it } from 'vitest';
import { EXPIRY_DOCUMENT_KEYS, RESTORABLE_ENTITIES } from '../../../../common/options.js';
import { FOLLOWING, ownerOf, RESTORABLE } from '../../../lib/audit-trail/restorable.js';

it('knows the table of every restorable entity the app lists, and no other', () => {
  expect(Object.keys(RESTORABLE).sort()).toEqual([...RESTORABLE_ENTITIES].sort());
});

it('restores an owner before what it owns: citizen, then licences and vehicles, then records', () => {
  for (const kind of Object.values(RESTORABLE)) {
    if (kind.owner) expect(RESTORABLE[kind.owner.entity].rank).toBeLessThan(kind.rank);
  }
});

it('puts back the renewals after every document (replacing the ones their triggers made), and the notes after them', () => {
  const documents = Object.values(RESTORABLE).map((kind) => kind.rank);
  expect(FOLLOWING.renewal.rank).toBeGreaterThan(Math.max(...documents));
  expect(FOLLOWING.renewal_note.rank).toBeGreaterThan(FOLLOWING.renewal.rank);
  // A driving licence before the learner licences, so the triggers never see an LL current that a DL had replaced.
  expect(RESTORABLE.driving_licence.rank).toBeLessThan(RESTORABLE.learner_licence.rank);
});

it("knows each document's renewal type, and a renewal's and a note's owner", () => {
  expect(Object.values(RESTORABLE).filter((kind) => kind.docType).map((kind) => kind.docType).sort()).toEqual([...EXPIRY_DOCUMENT_KEYS].sort());
  expect(ownerOf('renewal', { doc_type: 'll', record_id: 7 })).toEqual(['learner_licence', 7]);
  expect(ownerOf('renewal', { doc_type: 'speed_governor', record_id: 8 })).toEqual(['speed_governor', 8]);
  expect(ownerOf('renewal_note', { renewal_id: 9 })).toEqual(['renewal', 9]);
  expect(ownerOf('citizen', { id: 1 })).toBeNull();
});
