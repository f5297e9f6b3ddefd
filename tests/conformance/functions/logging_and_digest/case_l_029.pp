notice('%s %d')
