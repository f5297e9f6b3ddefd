notice(URI({port => 'x'}))
