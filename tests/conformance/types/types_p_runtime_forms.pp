notice(Runtime['ruby', 'String'])
notice(Runtime[ruby])
