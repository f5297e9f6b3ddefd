notice(URI({scheme => 'foo'})) notice(URI({scheme => 'foo', path => 'x'}))
