[1].each |$x| { next(1) notice("no") }
notice("ok")
