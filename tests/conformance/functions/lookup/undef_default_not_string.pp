notice(lookup('a', String, 'deep', undef))
