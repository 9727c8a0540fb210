import { describe, expect, it } from 'vitest';
import { adminSections } from '@/app/admin/admin-sections.ts';

/** Every page file under a feature's admin folder (the files are only listed, not loaded). */
const pageFiles = Object.keys(import.meta.glob('/apps/web/src/features/*/admin/**/*Page.tsx')).map((path) =>
  path.split('/').at(-1)!.replace('.tsx', ''),
);

/** "VIP tiers" → "VipTiers". */
const pascal = (label: string) =>
  label
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');

describe('admin page names (decision 036)', () => {
  it('names every admin page <Section>AdminPage, or <Item>AdminDetailPage for one item', () => {
    expect(pageFiles.length).toBeGreaterThan(adminSections.length);
    expect(pageFiles.filter((name) => !/^[A-Z][A-Za-z]*Admin(Detail)?Page$/.test(name))).toEqual([]);
  });

  it("names each section's page after its label in the navigation", () => {
    const missing = adminSections
      .map((section) => `${pascal(section.label)}AdminPage`)
      .filter((name) => !pageFiles.includes(name));
    expect(missing).toEqual([]);
  });
});
