// Noto Sans Devanagari for Hindi on machines without a Devanagari font: the weights MUI uses (regular, medium, bold).
// Its @font-face rules cover only the Devanagari range, so Latin text keeps the theme's font.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
