notice(max(['aaa', 'b', 'cc']) |$a, $b| { compare($a.length, $b.length) })
notice(max('x', 'yy') |$a, $b| { compare($a.length, $b.length) })
