import { Bar, Doughnut } from 'react-chartjs-2';
import './chart-setup';

/*
 * The canvases of the dashboard's charts, in a chunk of their own (chart.js is about a sixth of the
 * dashboard's JavaScript): the cards, titles, legends and the charts' data lists paint first, in
 * boxes of a fixed height, and the drawings follow without moving anything (charts.tsx).
 */
export { Bar as BarCanvas, Doughnut as DoughnutCanvas };
