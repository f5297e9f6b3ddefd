stage { 'pre': before => Stage['main'] }
class repo { notify { 'repo': } }
class { 'repo': stage => 'pre' }
notify { 'main': }
