notice(type(File['/a']))
notice(type(Class[main]))
notice(type(Notify))
