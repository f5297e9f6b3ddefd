notice(lookup('mixed_rev', Any, 'deep'))
