define d($facts) { notice('in') }
d { x: facts => 1 }
