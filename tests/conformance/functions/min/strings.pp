notice(min('b', 'a', 'C'))
notice(min('10', '9'))
