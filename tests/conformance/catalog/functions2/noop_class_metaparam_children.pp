class c { notify { 'child': } }
class { 'c': noop => true }
