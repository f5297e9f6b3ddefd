notice(URI({scheme => 'https', host => 'x.org', port => 443, path => '/a'})) notice(URI({scheme => 'http', host => 'x.org', port => 8080}))
