import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { system } from './theme';

/** Every Chakra name the app's own code imports (tests excluded), read from the sources. */
function importedChakraNames(): Set<string> {
  const root = path.join(__dirname, '..');
  const names = new Set<string>();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, list = ''] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of list.split(',')) {
        const bare = name.replace(/^\s*type\s+/, '').replace(/\s+as\s+\w+/, '').trim();
        if (bare) names.add(bare);
      }
    }
  }
  return names;
}

/** Components whose recipe is not their own name in lower camel case, or that use more than one. */
const RECIPES_OF: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  InputGroup: ['inputAddon'],
  SkeletonText: ['skeleton'],
  Toaster: ['toast'],
  createIcon: ['icon'],
};

describe('the theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const chakraRecipes = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const ours = { ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes };
    const needed = [...importedChakraNames()].flatMap((name) => RECIPES_OF[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)]).filter((key) => key in chakraRecipes);
    // The scan found the components: a broken pattern would pass on nothing.
    expect(needed).toEqual(expect.arrayContaining(['button', 'dialog', 'menu', 'table', 'toast']));
    expect(needed.filter((key) => !(key in ours))).toEqual([]);
  });

  it('leaves out the recipes of components nothing uses', () => {
    expect(Object.keys(system._config.theme?.slotRecipes ?? {})).not.toContain('datePicker');
  });
});
