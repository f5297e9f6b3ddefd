class a { notify { 'a': } }
class b { notify { 'b': } }
include a, b
Class['a'] -> Class['b']
Class['b'] -> Class['nope']
