import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names and lets a later Tailwind class win over an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
