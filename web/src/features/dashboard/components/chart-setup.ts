import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

// Only what the dashboard draws (tree-shaken chart.js): bars, donuts, their axes and legend.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
