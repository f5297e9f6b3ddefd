$role = 'web'
notice(lookup('from_common'))
