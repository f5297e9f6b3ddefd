# The query must be a String: a type is named by its Ruby class.
file { '/tmp/marker': ensure => file }
wait_for { 'a type': query => Integer[1, 2], regex => 'x' }
