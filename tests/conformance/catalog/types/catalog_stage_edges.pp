stage { 'first': before => Stage['main'] }
stage { 'last': }
Stage['main'] -> Stage['last']
class a { notify { 'a': } }
class b { notify { 'b': } }
class { 'a': stage => first }
class { 'b': stage => last }
