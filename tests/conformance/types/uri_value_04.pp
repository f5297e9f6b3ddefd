notice(URI({foo => 'x'}))
