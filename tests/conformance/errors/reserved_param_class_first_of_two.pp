class a($trusted = 1, $facts = 2) { notice('in') }
notice(before)
include a
