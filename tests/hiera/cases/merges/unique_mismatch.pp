notice(lookup('hash', Any, 'unique'))
