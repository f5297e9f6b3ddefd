notice(lookup('mixed', Any, 'deep'))
