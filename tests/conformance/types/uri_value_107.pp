notice(URI({scheme => 'http', host => 'x', port => 0}))
