notice(true.any |$x| { true })
