notice(lookup('mixed', Any, 'unique'))
