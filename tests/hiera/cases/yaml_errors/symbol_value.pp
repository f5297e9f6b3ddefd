notice(lookup('plain'))
notice(lookup('symkey'))
notice(lookup('sym'))
