notice(URI({opaque => 'abc'}))
