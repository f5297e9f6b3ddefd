# sprintf is a 3.x function: a resource or class reference reaches it as a Puppet::Resource
notice(sprintf('%s|%s|%s', Notify['x'], Class['Foo::bar'], Resource['class', 'x']))
notice(sprintf('%s|%s', Notify, Notify['']))
notice(sprintf('%.2s|%5s|%-9s|', Notify['x'], Notify['x'], Class[a]))
notice(sprintf('%s', Type[Notify['x']]))
