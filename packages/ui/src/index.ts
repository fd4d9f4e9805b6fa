export { Button, type ButtonProps } from './button/Button';
export { TextField, type TextFieldProps } from './text-field/TextField';
export { Textarea, type TextareaProps } from './textarea/Textarea';
export { Select, type SelectOption, type SelectProps } from './select/Select';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox';
export { Switch, type SwitchProps } from './switch/Switch';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { Drawer, type DrawerProps } from './drawer/Drawer';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './dropdown-menu/DropdownMenu';
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/DataTable';
export { ENGLISH_PAGINATION_LABELS, Pagination, type PaginationLabels, type PaginationProps } from './data-table/Pagination';
export { paginate, sortRows, toggleSort, type SortDirection, type SortState, type SortValue } from './data-table/sort';
export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './toast/Toast';
export type { ToastInput, ToastTone } from './toast/toast-store';
export { Badge, type BadgeProps } from './badge/Badge';
export { Avatar, initialsOf, type AvatarProps } from './avatar/Avatar';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { FileDropZone, type FileDropZoneProps } from './file-drop-zone/FileDropZone';
export { matchesAccept, type FileRejection } from './file-drop-zone/accept';
export { COPIED_CONFIRMATION_MS, CopyField, type CopyFieldProps } from './copy-field/CopyField';
export { copyText } from './copy-field/copy-text';
export { BarChart, type BarChartProps } from './charts/BarChart';
export { LineChart, type LineChartProps } from './charts/LineChart';
export type { ChartDatum } from './charts/scale';
export {
  DateRangePicker,
  type DateRangePickerLabels,
  type DateRangePickerProps,
  type DateRangePreset,
} from './date-range-picker/DateRangePicker';
export { addDays, isIsoDate, lastDays, validateRange, type DateRange, type RangeProblem } from './date-range-picker/date-range';
export { brandTheme, contrastRatio, parseHex, THEME_VARIABLES, type BrandColours, type ThemeVariable } from './theme/theme';
