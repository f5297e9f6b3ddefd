notice(defined(Notify))
