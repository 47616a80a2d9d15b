import { useEffect } from 'react';
import { onOutboxFailure } from '../data/outbox';
import { useToast } from './toasts';

/** A change made offline that the server later refused was undone; this says so, on any screen. */
export function OutboxNotices() {
  const toast = useToast();
  useEffect(() => onOutboxFailure((failure) => toast.show(failure.message, 'error')), [toast]);
  return null;
}
