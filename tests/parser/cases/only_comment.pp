# nothing here
/* at all */
