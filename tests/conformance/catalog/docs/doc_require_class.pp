class apache { package { 'httpd': } }
class site {
  require apache
  file { '/var/www/index.html': ensure => file }
}
include site
notice(File['/var/www/index.html'][require])
