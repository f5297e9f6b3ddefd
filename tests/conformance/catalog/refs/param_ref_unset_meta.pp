define d() { notice($before) }
d { 'a': }
