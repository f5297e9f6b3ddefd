a2mod { 'rewrite': }
a2mod { 'headers':
  ensure     => present,
  lib        => 'mod_headers.so',
  identifier => 'headers_module',
}
