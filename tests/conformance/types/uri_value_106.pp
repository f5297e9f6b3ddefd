notice(URI({path => '/a', query => 'x=1'}))
