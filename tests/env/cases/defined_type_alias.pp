notice(defined(Demo::T))
