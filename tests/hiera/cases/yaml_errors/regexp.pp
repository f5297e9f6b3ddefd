notice(lookup('re'))
