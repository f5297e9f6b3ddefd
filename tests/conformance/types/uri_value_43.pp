notice(URI({scheme => 'http', host => 'x', opaque => 'y'}))
