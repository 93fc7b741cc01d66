import { describe, expect, it } from 'vitest';
import { suggestions } from '../../src/islands/QuickSearch.tsx';

const data = {
  services: ['Knotless Braids', 'Box Braids', 'Gel Manicure', 'Braid Takedown'],
  locations: ['Lekki Phase 1', 'Lagos', 'Ikeja GRA'],
  branches: [
    { name: 'Kinks & Coils Studio', url: 'kinks' },
    { name: 'Glow Lounge', url: 'glow' },
  ],
};

describe('quick search suggestions', () => {
  it('need 2 or more characters', () => {
    expect(suggestions(data, 'service', 'b')).toEqual([]);
    expect(suggestions(data, 'service', ' b ')).toEqual([]);
    expect(suggestions(data, 'service', 'br').length).toBe(3);
  });
  it('match case-insensitively, names starting with the text first', () => {
    expect(suggestions(data, 'service', 'BRAID').map((o) => o.label)).toEqual([
      'Braid Takedown',
      'Box Braids',
      'Knotless Braids',
    ]);
  });
  it("lead to the spec's paths", () => {
    expect(suggestions(data, 'service', 'gel')[0]!.href).toBe('/services/ServiceName=Gel%20Manicure');
    expect(suggestions(data, 'location', 'lek')[0]!.href).toBe('/locations/Location=Lekki%20Phase%201');
    expect(suggestions(data, 'salon', 'coils')[0]).toEqual({ label: 'Kinks & Coils Studio', href: '/branches/kinks' });
  });
});
