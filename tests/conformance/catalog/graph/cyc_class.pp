class a { notify { 'x': } }
include a
notify { 'y': before => Class['a'], require => Notify['x'] }
