import { Icon, type IconProps } from '../ui/icons';

export type ListView = 'table' | 'card';

const TableIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 4h18v16H3zm2 2v3h4V6zm6 0v3h8V6zM5 11v3h4v-3zm6 0v3h8v-3zm-6 5v2h4v-2zm6 0v2h8v-2z" />
  </Icon>
);

const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z" />
  </Icon>
);

const VIEWS: { view: ListView; label: string; Icon: typeof TableIcon }[] = [
  { view: 'table', label: 'Table', Icon: TableIcon },
  { view: 'card', label: 'Card', Icon: CardIcon },
];

/** Two toggle buttons; the pressed one is the view on screen. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <div className="btn-group" role="group" aria-label="View as">
      {VIEWS.map(({ view: option, label, Icon: ViewIcon }) => (
        <button
          key={option}
          type="button"
          className={`btn btn-outline-primary d-inline-flex align-items-center gap-2${view === option ? ' active' : ''}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          <ViewIcon size={18} />
          {label}
        </button>
      ))}
    </div>
  );
}
