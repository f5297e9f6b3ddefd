posix_acl { '/srv':
  permission => ['u::7', 'g::r-x', 'o::---', 'd:u::rwX', 'm::5'],
  recursive  => false,
}
