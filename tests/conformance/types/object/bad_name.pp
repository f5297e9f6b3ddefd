notice(Object[{name => 'lower'}])
