notice(lookup('converted_fails'))
