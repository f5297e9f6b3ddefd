notify { 'a': message => Sensitive('secret') }
file { '/tmp/s': content => Sensitive('x') }
