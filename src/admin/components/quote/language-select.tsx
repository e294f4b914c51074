import { type Lang, langNames, langs } from '../../../shared/i18n/lang';
import { inputStyles, labelStyles } from '../ui';

/** Which language a saved reply is written in; it starts at the one the customer asked in. */
export function LanguageSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Lang;
  onChange: (lang: Lang) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        Language
      </label>
      <select
        id={id}
        name="lang"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as Lang)}
        className={`${inputStyles} mt-1`}
      >
        {langs.map((lang) => (
          <option key={lang} value={lang}>
            {langNames[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
