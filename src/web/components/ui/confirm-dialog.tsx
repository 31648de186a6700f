import type { ReactNode } from 'react';
import { useLingui } from '@/components/i18n';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive for what cannot be undone or takes something away. */
  variant?: 'primary' | 'destructive';
  /** While the action runs the dialog stays, its buttons blocked. */
  pending?: boolean;
  /** The confirm button waits, e.g. until what the action would do has been counted. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?": the one confirmation of an action that changes something for someone else. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  pending = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? null : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2 text-base leading-relaxed">{description}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {cancelLabel ?? i18n._('confirm.goBack')}
          </Button>
          <Button variant={variant} pending={pending} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
