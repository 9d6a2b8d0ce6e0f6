export interface TabItem<K extends string | number> {
  key: K;
  label: string;
}

/** Underlined tabs that scroll sideways on phones instead of wrapping. */
export function Tabs<K extends string | number>({ items, active, onChange }: { items: TabItem<K>[]; active: K; onChange: (key: K) => void }) {
  return (
    <div className="tabs" role="tablist">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          className={`tabs__tab${item.key === active ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
