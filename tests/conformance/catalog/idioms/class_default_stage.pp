stage { 'pre': before => Stage['main'] }
Class { stage => 'pre' }
class a { notify { 'a': } }
class { 'a': }
