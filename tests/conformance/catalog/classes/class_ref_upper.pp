class foo::bar {}
include Foo::Bar
notice(Class['Foo::Bar'], Class['::foo::bar'])
