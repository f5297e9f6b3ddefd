notice(Resource['foo::bar'])
notice(Foo::Bar)
