notice(lookup('str_vs_hash', Any, 'deep'))
