notice(Integer('x') |$e| { 0 })
