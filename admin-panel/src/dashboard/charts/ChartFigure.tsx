import { Box, Card, CardContent, Typography } from '@mui/material';
import { DASHBOARD_CHART_TEXTS as T } from '@blood-donation/domain';
import { type ReactNode, useId } from 'react';
import { CHART } from './chartScale';

/** One row of a chart's table: its label and its cells, in the table's column order. */
export interface ChartRow {
  label: string;
  cells: (number | string)[];
}

/**
 * A dashboard chart: a heading, the SVG (an image named by its title and described in words, for screen readers) and
 * the same figures as a table behind a disclosure, for anyone who reads numbers rather than bars.
 */
export function ChartFigure({ title, description, children, legend, columns, rows }: {
  title: string;
  description: string;
  children: ReactNode;
  legend?: ReactNode;
  columns: string[];
  rows: ChartRow[];
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-heading`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`${id}-heading`}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
        <Box
          component="svg"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          sx={{ display: 'block', width: '100%', maxWidth: 640, height: 'auto' }}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {children}
        </Box>
        {legend}
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
            {T.asTable}
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: '0.875rem', '& th, & td': { px: 1, py: 0.5, textAlign: 'right' }, '& th:first-of-type': { textAlign: 'left' } }}>
              <caption style={{ textAlign: 'left' }}>{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ label, cells }) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {cells.map((cell, index) => (
                      <td key={columns[index + 1]}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The value axis: its top and zero, and a faint line at each. */
export function ValueAxis({ top, color }: { top: number; color: string }) {
  const lines = [
    { value: top, y: CHART.top },
    { value: 0, y: CHART.height - CHART.bottom },
  ];
  return (
    <g aria-hidden="true">
      {lines.map(({ value, y }) => (
        <g key={value}>
          <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y} y2={y} stroke={color} strokeOpacity={0.4} />
          <text x={CHART.left - 4} y={y + 4} textAnchor="end" fontSize={11} fill={color}>
            {value}
          </text>
        </g>
      ))}
    </g>
  );
}
