stage { 'pre': before => Stage['main'] }
class a { notify { 'a': } }
class { 'a': stage => 'pre' }
include b
class b { notify { 'b': } }
