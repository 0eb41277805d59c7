import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { aCampaign } from './campaign-fixture';
import { matchesSearch, searchCampaigns } from './search';

const cafe = aCampaign({
  id: 'cafe',
  companyName: 'Bean There Coffee',
  description: 'Speciality roasts in Hackney',
  keywords: ['Pizza', 'brunch'],
});
const spa = aCampaign({
  id: 'spa',
  companyName: 'Calm Spa',
  description: 'Massages',
  keywords: [],
});

describe('matchesSearch', () => {
  it('matches the company name and description case-insensitively', () => {
    expect(matchesSearch(cafe, 'BEAN')).toBe(true);
    expect(matchesSearch(cafe, 'hackney')).toBe(true);
    expect(matchesSearch(cafe, '  Roasts ')).toBe(true);
    expect(matchesSearch(spa, 'coffee')).toBe(false);
  });

  it('matches keywords exactly or by part', () => {
    expect(matchesSearch(cafe, 'pizza')).toBe(true);
    expect(matchesSearch(cafe, 'piz')).toBe(true);
    expect(matchesSearch(cafe, 'pizzas')).toBe(false);
  });

  it('finds nothing for empty or blank text', () => {
    expect(matchesSearch(cafe, '')).toBe(false);
    expect(matchesSearch(cafe, '   ')).toBe(false);
    expect(searchCampaigns([cafe, spa], ' ')).toEqual([]);
  });

  it('filters a list in order', () => {
    expect(searchCampaigns([cafe, spa], 'a').map((c) => c.id)).toEqual(['cafe', 'spa']);
    expect(searchCampaigns([cafe, spa], 'massage').map((c) => c.id)).toEqual(['spa']);
  });

  it('always finds a campaign by any part of its name, in any case', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcxyzABCXYZ -'), minLength: 1 });
    fc.assert(
      fc.property(letters, fc.nat(), fc.nat(), (name, a, b) => {
        const [from, to] = [a % name.length, b % name.length].sort((x, y) => x - y) as [
          number,
          number,
        ];
        const part = name.slice(from, to + 1);
        fc.pre(part.trim() !== '');
        const c = aCampaign({ companyName: name, description: '', keywords: [] });
        expect(matchesSearch(c, part.toUpperCase())).toBe(true);
        expect(matchesSearch(c, part.toLowerCase())).toBe(true);
      }),
    );
  });
});
