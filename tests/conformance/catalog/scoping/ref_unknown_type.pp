notice(Nosuch['x'])
