define d($trusted = 1) { notice('in') }
d{x:}
