notice(max(1, 2) |$a| { 0 })
