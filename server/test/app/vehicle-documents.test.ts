import { describe, expect, it } from 'vitest';
import { classNeeds, requiredDocuments, VEHICLE_REQUIRED_DOCUMENTS } from '../../../common/compliance.js';
import { VEHICLE_TYPES } from '../../../common/options.js';

/** Issue 32: the documents each vehicle class needs, one table in common/compliance.ts. */
describe('VEHICLE_REQUIRED_DOCUMENTS', () => {
  it('names every vehicle class of lists.md, each needing insurance', () => {
    expect(Object.keys(VEHICLE_REQUIRED_DOCUMENTS).sort()).toEqual([...VEHICLE_TYPES].sort());
    for (const type of VEHICLE_TYPES) expect(requiredDocuments(type), type).toContain('insurance');
  });

  it('asks no PUCC of a battery-operated vehicle or a trailer (CMVR rule 115), and of every vehicle with an engine', () => {
    const withoutPucc = VEHICLE_TYPES.filter((type) => !requiredDocuments(type).includes('pucc'));
    expect(withoutPucc).toEqual(['E-Rikshaw/E-Cart', 'Agriculture Trailer']);
  });

  it('asks fitness of transport vehicles (rule 62), a permit, VLTd and speed governor of goods carriages only', () => {
    expect(VEHICLE_TYPES.filter((type) => requiredDocuments(type).includes('fitness'))).toEqual(['LGV', 'MGV', 'TRANS(HGV)', 'E-Rikshaw/E-Cart']);
    for (const kind of ['permit', 'vltd', 'speed_governor'] as const) {
      expect(VEHICLE_TYPES.filter((type) => requiredDocuments(type).includes(kind)), kind).toEqual(['LGV', 'MGV', 'TRANS(HGV)']);
    }
    expect(requiredDocuments('E-Rikshaw/E-Cart')).toEqual(['insurance', 'fitness']);
  });

  it('asks insurance and PUCC of a vehicle whose class is not recorded, and lets it hold any document', () => {
    expect(requiredDocuments(null)).toEqual(['insurance', 'pucc']);
    expect(classNeeds(null, 'fitness')).toBe(true);
    expect(classNeeds('E-Rikshaw/E-Cart', 'pucc')).toBe(false);
    expect(classNeeds('E-Rikshaw/E-Cart', 'tax')).toBe(true);
    expect(classNeeds('LMV', 'permit')).toBe(false);
  });
});
