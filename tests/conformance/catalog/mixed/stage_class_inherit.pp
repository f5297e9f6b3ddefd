stage { 'pre': before => Stage['main'] }
class outer { include inner }
class inner { notify { 'inner': } }
class { 'outer': stage => 'pre' }
