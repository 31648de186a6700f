import { PLACE_GROUPS } from '@contract/places';
import type { ComponentProps } from 'react';
import { useLingui } from '@/components/i18n';
import { NativeSelect } from '@/components/ui/native-select';
import { placeAreaName } from '@/lib/option-names/option-names';

/**
 * A guide's place, chosen from the list of Lisbon-area places grouped by area (the application, the
 * guide sign-up, the profile editor). The browser's own select: phones show their picker, and
 * typing a letter jumps to the place.
 */
export function PlaceSelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  const { i18n } = useLingui();
  return (
    <NativeSelect {...props}>
      <option value="">{i18n._('placeSelect.placeholder')}</option>
      {PLACE_GROUPS.map((area) => (
        <optgroup key={area.id} label={placeAreaName(i18n, area.id)}>
          {area.places.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
