notice(URI({scheme => 'x', opaque => '/abc'}))
