notify { 'c': message => [Class, Resource, Class['x']] }
