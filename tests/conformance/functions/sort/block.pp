notice(sort([3, 1, 2]) |$a, $b| { $b - $a })
notice(sort(['bb', 'a', 'ccc']) |$a, $b| { compare($a.length, $b.length) })
notice(sort('hello') |$a, $b| { compare($b, $a) })
