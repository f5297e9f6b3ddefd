notice(type(1, 'detailed'))
