// The memorial page's fonts and theme, imported by the view and by the public page's islands entry,
// whose bundle holds no view component but whose server-rendered page needs the same styles.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/merriweather/400.css';
import '@fontsource/merriweather/700.css';
// After them: these small faces win for the characters they hold (decision 045).
import './memorial-fonts-basic.css';
import './memorial-theme.css';
