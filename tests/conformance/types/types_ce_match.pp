notice(Notify['a'] =~ Type[Resource])
notice(Notify['a'] =~ Type[Notify])
notice(Notify =~ Type[Resource])
notice(Class[foo] =~ Type[Class])
