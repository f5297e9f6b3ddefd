notice(Error)
notice(Object)
notice(Error =~ Type[Object])
notice(Error < Object)
