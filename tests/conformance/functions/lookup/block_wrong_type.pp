notice(lookup('a', String) |$k| { 5 })
