notice(Object['x'])
