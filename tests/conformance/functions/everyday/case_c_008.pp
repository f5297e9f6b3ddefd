notice(camelcase('_foo'))
