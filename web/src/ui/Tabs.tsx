import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem<K extends string | number> {
  key: K;
  label: string;
}

/**
 * Underlined tabs that scroll sideways on phones instead of wrapping, on Radix's primitive: arrow
 * keys move between tabs, and the active tab's panel (children) is labelled by it.
 */
export function Tabs<K extends string | number>({
  items,
  active,
  onChange,
  children,
}: {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children?: ReactNode;
}) {
  return (
    <RadixTabs.Root
      className="tabs-root"
      value={String(active)}
      onValueChange={(value) => {
        const item = items.find((candidate) => String(candidate.key) === value);
        if (item) onChange(item.key);
      }}
    >
      <RadixTabs.List className="tabs">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.key}
            value={String(item.key)}
            className={`tabs__tab${item.key === active ? ' tabs__tab--active' : ''}`}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={String(active)} className="tabs__panel">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
