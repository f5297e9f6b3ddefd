posix_acl { '/var/log':
  action => set,
}
