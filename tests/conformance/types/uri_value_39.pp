notice(URI({host => 'x.org'})) notice(URI({path => 'a/b'})) notice(URI({scheme => 'foo', opaque => 'bar'}))
