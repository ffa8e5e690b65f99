/** Indicator colours offered for dashboards (indicatorColor): distinct on light and dark panels. */
export const INDICATOR_COLORS = ['#7c3aed', '#2563eb', '#0d9488', '#16a34a', '#ca8a04', '#ea580c', '#dc2626', '#db2777', '#64748b'] as const;
