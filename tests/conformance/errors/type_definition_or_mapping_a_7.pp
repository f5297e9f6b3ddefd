type Runtime[ruby, 'X'] = Foo
