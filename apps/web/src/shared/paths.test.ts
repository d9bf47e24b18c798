import { describe, expect, it } from 'vitest';
import { keepAlivePaths, paths, safeRedirect } from './paths';

describe('paths', () => {
  it('S-G3: plans and profile are the kept-alive views', () => {
    expect([...keepAlivePaths].sort()).toEqual(['/plans', '/profile']);
  });
  it('builds user profile paths', () => {
    expect(paths.userProfile('anna')).toBe('/anna');
    expect(paths.loginReturningTo('/goals?a=1')).toBe('/login?redirect=%2Fgoals%3Fa%3D1');
  });
  it('only follows same-origin redirects after login', () => {
    expect(safeRedirect('/plans', '/profile')).toBe('/plans');
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
    expect(safeRedirect('https://evil.example', '/profile')).toBe('/profile');
    expect(safeRedirect(null, '/profile')).toBe('/profile');
  });
});
