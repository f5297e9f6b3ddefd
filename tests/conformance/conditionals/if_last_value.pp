notice(if true { 1 2 3 })
