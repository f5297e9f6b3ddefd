posix_acl { '/var/log':
  action     => set,
  permission => ['user:rwx'],
}
