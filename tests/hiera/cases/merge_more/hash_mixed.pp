notice(lookup('mixed', Any, 'hash'))
