notice(new('Integer', '1'))
