# inspect of a Puppet::Resource: the title parsed by its type's title patterns
notice(sprintf('%p', Notify['a"b']))
notice(sprintf('%p|%p', Class['a::b::c'], Class[main]))
notice(sprintf('%p|%p|%p|%p', File['/tmp/x//'], File['//'], File['c:/'], Exec['ls /x/']))
notice(sprintf('%s', [Notify['x'], Class['a']]))
notice(sprintf('%s', {Notify['x'] => [Class['a']]}))
define foo::bar() {}
notice(sprintf('%s|%p', Foo::Bar['x'], Foo::Bar['x']))
