class foo::bar {}
include foo::bar
notice(Class['foo::bar'])
notice(Class['::foo::bar'])
notice(Class['Foo::Bar'])
notice(Class[foo::bar] == Class['foo::bar'])
notice(defined(Class['foo::bar']))
