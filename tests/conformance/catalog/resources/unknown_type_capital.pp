Foo { 'x': }
