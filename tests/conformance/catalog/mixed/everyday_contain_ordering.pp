class a { contain b }
class b { notify { 'b': } }
class c { notify { 'c': } }
include a, c
Class['a'] -> Class['c']
