// All of Mantine's styles, loaded once the app starts (decision 029): the first screen's part is in
// first-screen-styles.css. Same layer, same rules: loading both changes nothing the first set shows.
import '@mantine/core/styles.layer.css';
