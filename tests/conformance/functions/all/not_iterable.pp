notice(1.5.all |$x| { true })
