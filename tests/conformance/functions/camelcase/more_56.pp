notice(camelcase("hello_world-x"))
