function f($x) { if $x > 0 { return('positive') } 'not positive' }
notice(f(1))
notice(f(-1))
