notice(['a', 'b'].map |$x| { $x.upcase }.join(','))
notice(join(map(['a', 'b']) |$x| { "<${x}>" }, ''))
notice(with(3) |$n| { $n * $n })
$fn = 'upcase'
notice(call($fn, 'dyn'))
