class a { notify { 'in a': } }
class b { notify { 'in b': } }
include a, b
Class['a'] -> Class['b']
Class[b] -> Notify['x']
notify { 'x': }
