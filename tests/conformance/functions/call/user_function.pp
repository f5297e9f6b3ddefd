function twice($x) { $x * 2 }
notice(call('twice', 21))
