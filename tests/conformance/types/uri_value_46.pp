notice(URI({scheme => 'ftp', host => 'x', path => '/a'}))
