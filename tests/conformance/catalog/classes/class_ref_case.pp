class foo::bar { }
include Foo::Bar
notice(defined(Class['Foo::Bar']))
notice(Class['Foo::Bar'])
notice(Class['::foo::bar'])
