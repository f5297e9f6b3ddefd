stage { 'pre': before => Stage['main'] }
class a { notify { 'a': } }
class { 'a': stage => 'pre' }
notify { 'm': before => Class['a'] }
