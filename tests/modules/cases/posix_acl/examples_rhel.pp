include posix_acl::requirements
posix_acl { '/var/log/httpd':
  action     => set,
  permission => [
    'user::rwx',
    'group::---',
    'mask::r-x',
    'other::---',
    'group:logview:r-x',
    'default:user::rwx',
    'default:group::---',
    'default:mask::rwx',
    'default:other::---',
    'default:group:logview:r-x',
  ],
  provider   => posixacl,
  recursive  => true,
  require    => Package['acl'],
}
posix_acl { '/srv/shared':
  action     => exact,
  permission => ['user::rw-', 'group::r--', 'other::---'],
  recursive  => false,
}
