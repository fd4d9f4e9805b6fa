import { create } from 'zustand';

/** The plans modal opens from the gate, the billing page and the add-to-site flow. */
export const usePlansModal = create<{ open: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
