notice(defined(Class))
