import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** A search box that applies on Enter or the button, so every keystroke is not a request. */
export function SearchForm({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Field label={label} className="min-w-0 flex-1">
        <Input type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" className="size-4" /> Search
      </Button>
    </form>
  );
}
