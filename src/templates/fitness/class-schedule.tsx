import { copy, todaysClasses } from './content';
import { theme } from './theme';

/** Today's classes as a table: time in the accent, the class as each row's header. */
export function ClassSchedule() {
  return (
    <div className={`mx-auto max-w-4xl overflow-hidden ${theme.radius} ${theme.card.bg}`}>
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{copy.scheduleCaption}</caption>
        <thead className="bg-zinc-800 text-xs tracking-widest text-zinc-200 uppercase">
          <tr>
            {copy.scheduleColumns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-3 sm:px-6 ${index === copy.scheduleColumns.length - 1 ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {todaysClasses.map((slot) => (
            <tr key={`${slot.time}-${slot.title}`} className="hover:bg-zinc-800/50">
              <td className={`px-3 py-4 font-bold whitespace-nowrap sm:px-6 ${theme.accent}`}>
                {slot.time}
              </td>
              <th scope="row" className="px-3 py-4 font-semibold text-white sm:px-6">
                {slot.title}
              </th>
              <td className="px-3 py-4 sm:px-6">{slot.trainer}</td>
              <td className="px-3 py-4 text-right whitespace-nowrap sm:px-6">{slot.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
