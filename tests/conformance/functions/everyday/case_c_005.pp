notice(camelcase('foo_bar_baz'))
