notice(Runtime['ruby', 'String'] == Runtime['ruby', 'String'])
notice(1 =~ Runtime)
