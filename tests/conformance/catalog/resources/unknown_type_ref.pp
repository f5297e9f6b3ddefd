notify { 'a': require => Foo['b'] }
