import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import { pickLocale } from './i18n/messages';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App locale={pickLocale(window.location.search, navigator.languages)} />
    </BrowserRouter>
  </StrictMode>,
);
