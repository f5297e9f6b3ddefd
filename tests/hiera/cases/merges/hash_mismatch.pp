notice(lookup('not_hash', Any, 'hash'))
