posix_acl { '/var/log':
  action     => replace,
  permission => ['user::rwx'],
}
