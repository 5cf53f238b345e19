import { describe, expect, it } from 'vitest';
import { menuOf, NAVIGATION } from './navigation';

describe('menuOf', () => {
  it("keeps the admin's menu short enough for one row: the federation's pages behind one button", () => {
    const menu = menuOf(NAVIGATION.admin);
    expect(menu.map((entry) => ('item' in entry ? entry.item.label : `${entry.group} ▾`))).toEqual(
      ['Ledger', 'Statements', 'Job transfers', 'Jobs audit', 'Users', 'Grants', 'Federation ▾', 'Research']);
    const federation = menu[menu.length - 2];
    expect('items' in federation && federation.items.map((item) => item.label))
      .toEqual(['Federation queue', 'Contracts', 'Clusters']);
  });

  it('shows every page once, and ungrouped menus as they are', () => {
    for (const role of ['user', 'owner', 'admin'] as const) {
      const shown = menuOf(NAVIGATION[role]).flatMap((entry) => ('item' in entry ? [entry.item] : entry.items));
      expect(shown).toEqual(NAVIGATION[role]);
    }
    expect(menuOf(NAVIGATION.user).every((entry) => 'item' in entry)).toBe(true);
  });
});
