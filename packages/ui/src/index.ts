export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Spinner } from './Spinner';
