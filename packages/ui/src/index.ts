export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Spinner } from './Spinner';
export { Dialog, type DialogProps } from './Dialog';
export { Badge, type BadgeProps } from './Badge';
