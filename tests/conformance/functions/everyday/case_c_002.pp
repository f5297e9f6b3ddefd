notice(capitalize('HELLO'))
