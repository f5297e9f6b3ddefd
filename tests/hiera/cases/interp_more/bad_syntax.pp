notice(lookup('bad_syntax'))
