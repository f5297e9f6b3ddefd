notice(URI[{port => 'x'}])
