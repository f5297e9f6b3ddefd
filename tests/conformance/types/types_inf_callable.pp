[1].each |$x| { }
notice(type(Callable))
