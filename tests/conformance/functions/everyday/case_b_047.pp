notice(min('10', '9'))
