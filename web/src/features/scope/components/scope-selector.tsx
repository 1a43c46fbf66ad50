import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronUpDownIcon } from '#web/components/ui/icons.tsx';
import type { Scope } from '#web/lib/navigation.ts';
import { scopeKey, type ScopeOption } from '../scope-options';

/**
 * The scope selector: a button and a listbox (max height 20rem). Keyboard: Enter/Space/arrows
 * open it, arrows/Home/End move, Enter/Space choose, Escape/Tab close.
 */
export interface ScopeSelectorProps {
  options: readonly ScopeOption[];
  value: Scope;
  onChange: (scope: Scope) => void;
}

export function ScopeSelector({ options, value, onChange }: ScopeSelectorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.key === scopeKey(value)),
  );
  const [active, setActive] = useState(selectedIndex);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const labelOf = (option: ScopeOption) => (option.label.kind === 'team' ? option.label.name : option.label.kind === 'shared' ? t('scope.shared') : t('scope.personal'));
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open) return;
    setActive(selectedIndex);
    listRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, selectedIndex]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    buttonRef.current?.focus();
    if (option && option.key !== scopeKey(value)) onChange(option.scope);
  };

  const onButtonKey = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onListKey = (event: React.KeyboardEvent) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <span id={`${id}-label`} className="mb-1.5 block text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t('scope.label')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        id={`${id}-button`}
        onClick={() => setOpen((state) => !state)}
        onKeyDown={onButtonKey}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium text-slate-900 shadow-sm hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <span className="truncate">{selected ? labelOf(selected) : ''}</span>
        <ChevronUpDownIcon className="size-4 shrink-0 text-slate-500" />
      </button>
      {open && (
        <ul
          ref={listRef}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKey}
          className="absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {options.map((option, index) => {
            const isSelected = index === selectedIndex;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the listbox's keys (onListKey, aria-activedescendant) choose an option; a click is the mouse's way
              <li
                key={option.key}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={isSelected}
                onClick={() => choose(index)}
                onPointerMove={() => setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
                  index === active ? 'bg-blue-50 text-blue-900' : 'text-slate-800'
                } ${option.label.kind === 'team' && options[index - 1]?.label.kind !== 'team' ? 'mt-1 border-t border-slate-100 pt-2.5' : ''}`}
              >
                <span className="truncate">{labelOf(option)}</span>
                {isSelected && <CheckIcon className="size-4 shrink-0 text-blue-700" />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
