notice(Runtime[ruby, 'Foo::Bar'])
notice(Runtime['ruby', 'String'])
