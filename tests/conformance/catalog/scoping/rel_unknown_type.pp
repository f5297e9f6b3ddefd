notify { 'a': before => Nosuch['x'] }
