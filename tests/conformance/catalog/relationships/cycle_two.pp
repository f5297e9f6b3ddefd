notify { 'a': } -> notify { 'b': } -> notify { 'c': }
Notify['c'] -> Notify['a']
notify { 'x': } -> notify { 'y': }
Notify['y'] -> Notify['x']
