realize('Foo::Bar[a]')
