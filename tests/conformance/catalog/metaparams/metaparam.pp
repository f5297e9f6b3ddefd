class x { notify { 'n1': } notify { 'n2': noop => false } }
class { 'x': noop => true, tag => ['aa', 'bb'], loglevel => 'info' }
