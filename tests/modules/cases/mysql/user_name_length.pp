# Quoted names count the characters between the quotes; a grant's quoted user counts its last one.
mysql_user { "'sixteen_chars_ok'@localhost": ensure => present }
mysql_user { 'exactly_32_characters_long_12345@localhost': ensure => present }
mysql_grant { '"averyveryverylongusername"@localhost/db.*':
  ensure     => present,
  privileges => ['SELECT'],
  table      => 'db.*',
  user       => '"averyveryverylongusername"@localhost',
}
