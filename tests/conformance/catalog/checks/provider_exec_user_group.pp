exec { '/bin/true': provider => 'posix' }
group { 'g': provider => 'pw' }
user { 'u': provider => 'ldap' }
exec { '/bin/false': provider => 'powershell' }
