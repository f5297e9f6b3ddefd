notice(URI({scheme => 'file', path => '/etc'})) notice(URI({scheme => 'file', host => 'h', path => '/etc'}))
