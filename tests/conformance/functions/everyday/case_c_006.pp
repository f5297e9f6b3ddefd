notice(camelcase('Foo_bar'))
