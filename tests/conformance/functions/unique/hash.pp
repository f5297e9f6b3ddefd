notice(unique({a => 1, b => 2, c => 1}))
notice(unique({a => 'x', b => 'X', c => 'y'}) |$v| { downcase($v) })
