notice(Class[])
