function f($x) { if $x > 0 { [1].each |$i| { return('deep') } } 'shallow' }
notice(f(1), f(0))
