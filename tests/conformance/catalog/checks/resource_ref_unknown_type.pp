notify { 'a': require => Foo['x'] }
