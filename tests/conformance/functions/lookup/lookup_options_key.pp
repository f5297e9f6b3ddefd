notice(lookup('lookup_options'))
