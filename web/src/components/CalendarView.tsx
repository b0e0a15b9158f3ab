import { CalendarPickerView, type CalendarPickerViewProps, type CalendarPickerViewRef } from 'antd-mobile';
import { useEffect, useRef, type Ref } from 'react';
import './calendarView.css';

/**
 * antd-mobile's CalendarPickerView made accessible, for every date picker of the app: its scrolling
 * month list can be reached and scrolled from the keyboard (a focusable region with a name), and days
 * outside the window stay readable (WCAG AA contrast) while still set apart from the bookable ones.
 */
export function CalendarView({
  label,
  ref,
  ...props
}: CalendarPickerViewProps & { label: string; ref?: Ref<CalendarPickerViewRef> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = box.current?.querySelector('.adm-calendar-picker-view-body');
    if (!body) return;
    body.setAttribute('tabindex', '0');
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', label);
  }, [label]);
  return (
    <div ref={box} className="sf-calendar-view">
      <CalendarPickerView ref={ref} {...props} />
    </div>
  );
}
