notice(URI({scheme => 'http', path => 'rel'}))
