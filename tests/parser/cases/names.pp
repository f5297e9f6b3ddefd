$a = [foo, foo::bar, ::foo, foo-bar, _x, Foo::Bar, ::Foo, fooBar]
