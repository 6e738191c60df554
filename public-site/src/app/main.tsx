import '../styles/index.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from '../components/ui/app-error-boundary';
import { applyTheme, applyThemeColors, readStoredTheme } from '../lib/theme';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// Before the first render: the stored theme and the shared colours are on <html> before anything paints.
applyThemeColors(document.documentElement);
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary standalone>
      <BrowserRouter>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>,
);
