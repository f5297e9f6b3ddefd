notice(capitalize('hello world'))
