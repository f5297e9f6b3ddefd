notify { 'a': before => Notify['b'] }
notify { 'b': before => Notify['c'] }
notify { 'c': before => Notify['a'] }
notice('compiled')
