notice(lookup('obj'))
