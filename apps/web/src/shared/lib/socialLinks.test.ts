import { describe, expect, it } from 'vitest';
import { checkLinkRows, safeHttpUrl } from './socialLinks';

describe('social link rows', () => {
  it('accepts http(s) only', () => {
    expect(safeHttpUrl('https://t.me/anna')).toBe('https://t.me/anna');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
  });

  it('skips empty rows, flags half-filled ones, normalises what is saved', () => {
    const { errors, links } = checkLinkRows([
      { network: ' GitHub ', url: ' https://github.com/anna ' },
      { network: '', url: '' },
      { network: '', url: 'https://x.com' },
      { network: 'site', url: 'ftp://x' },
    ]);
    expect(errors).toEqual({ 2: { network: 'networkRequired' }, 3: { url: 'invalidUrl' } });
    expect(links[0]).toEqual({ network: 'github', url: 'https://github.com/anna' });
    expect(links).toHaveLength(3);
  });

  it('reads an address typed without https:// as an https one', () => {
    const { errors, links } = checkLinkRows([
      { network: 'telegram', url: 't.me/anna' },
      { network: 'x', url: 'anna' },
    ]);
    expect(links[0]).toEqual({ network: 'telegram', url: 'https://t.me/anna' });
    expect(errors).toEqual({ 1: { url: 'invalidUrl' } });
  });
});
